import {
  domainMessages,
  isSurveyOpen,
  isSurveyStatus,
  spaceDisplayName,
  translate,
  type Locale,
} from '@vezel/domain';
import {
  defaultSymbolSize,
  symbolTypeFlags,
  type PlanElementKind,
  type PlanPinKind,
  type PlanPoint,
  type SymbolTypeFlags,
} from '@vezel/domain/surveys/plan-drawings';
import { and, asc, eq, inArray, ne, or, type SQL } from 'drizzle-orm';
import sharp from 'sharp';
import type { Executor } from '../../db/client';
import {
  files,
  organisations,
  surveyFloors,
  surveyPlanElements,
  surveyRecords,
  surveys,
  surveySamples,
  surveySourceLocations,
  surveySources,
  surveySpaces,
  variableItems,
  variableSets,
} from '../../db/tables';
import type { FileStore } from '../../files/storage';
import { imageTypes } from '../../files/images';
import { surveyLabStatuses } from '../survey-lab-results/statuses';
import { sanitizeSymbolSvg } from './symbol-svg';

export type PlanElementRow = typeof surveyPlanElements.$inferSelect;

/** One element as the editor and the print draw it (the GraphQL `PlanElement`). */
export interface PlanElementModel {
  id: number;
  kind: PlanElementKind;
  symbol_type_id: number | null;
  record_id: number | null;
  x: number;
  y: number;
  rotation: number;
  scale_x: number;
  scale_y: number;
  size: number | null;
  points: PlanPoint[] | null;
  pattern_id: number | null;
  color: string | null;
  label: string | null;
  sort_index: number;
  version: number;
}

/** An svg_element_types item: its sanitised symbol and what it allows. */
export interface PlanSymbolTypeModel {
  id: number;
  value: string;
  description: string | null;
  svg: string;
  svg_active: string | null;
  active: boolean;
  flags: SymbolTypeFlags;
}

/** An svg_patterns item: its sanitised 8 × 8 tile. */
export interface PlanPatternModel {
  id: number;
  value: string;
  svg: string;
}

/** A source location, sample or observation of the survey, as its pin shows it. */
export interface PlanRecordModel {
  kind: PlanPinKind;
  id: number;
  number: string;
  description: string;
  /** Sanitised markup in the 24 × 24 symbol box. */
  svg: string;
  size: number;
  color: string | null;
  legend_key: string;
  legend: string;
  /** The survey's plans it has a pin on. */
  placed_on: number[];
}

/** Everything the drawing of one plan shows: what the screen and the report both draw. */
export interface PlanDrawingModel {
  plan_id: number;
  survey_id: number;
  title: string;
  floor_name: string | null;
  /** The coordinate frame: the pixel size of the image drawn on. */
  width: number;
  height: number;
  /** The file drawn on (the preview, else the image plan itself); null when there is none. */
  image_file_id: number | null;
  /** The survey takes changes (proposed or active). */
  survey_open: boolean;
  elements: PlanElementModel[];
  symbol_types: PlanSymbolTypeModel[];
  patterns: PlanPatternModel[];
  records: PlanRecordModel[];
}

/** The frame of a plan without an image (a PDF without poppler): an A-series sheet, landscape. */
export const planFrameFallback = { width: 1600, height: 1131 } as const;

/** A pin's symbol when its kind or type has none: a round marker in the pin's colour. */
export const defaultPinSvg =
  '<circle cx="12" cy="12" r="9" fill="currentColor" stroke="#ffffff" stroke-width="2" />';

/** The lists a plan's symbols and area fills come from. */
const drawingLists = ['svg_element_types', 'svg_patterns'] as const;

const numberOf = (value: unknown): number | null => {
  const parsed = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof parsed === 'number' && Number.isFinite(parsed) ? parsed : null;
};
const textOf = (value: unknown): string =>
  typeof value === 'string' ? value : value == null ? '' : String(value);
const joined = (...parts: (string | null | undefined)[]) =>
  parts
    .map((part) => part?.trim() ?? '')
    .filter(Boolean)
    .join(' – ');

/** A plan element's row as the model shows it. */
export function elementModel(row: PlanElementRow): PlanElementModel {
  return {
    id: row.id,
    kind: row.kind as PlanElementKind,
    symbol_type_id: row.symbolItemId,
    record_id: row.locationId ?? row.sampleId ?? row.observationId,
    x: row.x,
    y: row.y,
    rotation: row.rotation,
    scale_x: row.scaleX,
    scale_y: row.scaleY,
    size: row.size,
    points: row.points,
    pattern_id: row.patternItemId,
    color: row.color,
    label: row.label,
    sort_index: row.sortIndex,
    version: row.version,
  };
}

/** A survey_records row of kind 'plan' whose survey belongs to the organisation. */
export async function findPlan(tx: Executor, organisationId: number, planId: number) {
  const [row] = await tx
    .select({
      plan: surveyRecords,
      status: surveys.status,
      variableSetId: organisations.variableSetId,
    })
    .from(surveyRecords)
    .innerJoin(surveys, eq(surveys.id, surveyRecords.surveyId))
    .innerJoin(organisations, eq(organisations.id, surveys.organisationId))
    .where(
      and(
        eq(surveyRecords.id, planId),
        eq(surveyRecords.kind, 'plan'),
        eq(surveys.organisationId, organisationId),
      ),
    );
  return row ?? null;
}

type PlanRow = typeof surveyRecords.$inferSelect;

/**
 * The plan's frame and the file drawn on: the preview (its size stored with it), else an
 * image plan itself. An image whose size was not stored (a plan from before drawings) is
 * measured when the file store is at hand.
 */
export async function planFrame(
  db: Executor,
  organisationId: number,
  plan: PlanRow,
  store: Pick<FileStore, 'pathOf'> | undefined,
): Promise<{ width: number; height: number; imageFileId: number | null }> {
  const previewId = numberOf(plan.data.preview_file);
  const ids = [previewId, plan.fileId].filter((id): id is number => id !== null);
  const rows =
    ids.length === 0
      ? []
      : await db
          .select({ id: files.id, mimeType: files.mimeType, sha256: files.sha256 })
          .from(files)
          .where(and(inArray(files.id, ids), eq(files.organisationId, organisationId)));
  const image =
    rows.find((row) => row.id === previewId) ??
    rows.find(
      (row) => row.id === plan.fileId && (imageTypes as readonly string[]).includes(row.mimeType),
    );
  if (!image) return { ...planFrameFallback, imageFileId: null };
  const width = numberOf(plan.data.preview_width);
  const height = numberOf(plan.data.preview_height);
  if (image.id === previewId && width && height) return { width, height, imageFileId: image.id };
  if (store) {
    try {
      const metadata = await sharp(store.pathOf(image.sha256)).metadata();
      const quarter = (metadata.orientation ?? 1) >= 5;
      if (metadata.width && metadata.height) {
        return quarter
          ? { width: metadata.height, height: metadata.width, imageFileId: image.id }
          : { width: metadata.width, height: metadata.height, imageFileId: image.id };
      }
    } catch {
      // An unreadable image is drawn on in the fallback frame.
    }
  }
  return { ...planFrameFallback, imageFileId: image.id };
}

type ItemRow = Pick<
  typeof variableItems.$inferSelect,
  'id' | 'list' | 'value' | 'description' | 'active' | 'data' | 'variableSetId'
>;

/**
 * The organisation's items a drawing names: the active symbol types and patterns of its
 * set in list order, and the items given by id (types and patterns used on the plan, the
 * records' kinds and types), from any of its sets.
 */
async function drawingItems(
  db: Executor,
  organisationId: number,
  variableSetId: number | null,
  ids: readonly number[],
): Promise<ItemRow[]> {
  const wanted: SQL[] = [];
  if (ids.length > 0) wanted.push(inArray(variableItems.id, [...ids]));
  if (variableSetId !== null) {
    wanted.push(
      and(
        eq(variableItems.variableSetId, variableSetId),
        inArray(variableItems.list, [...drawingLists]),
        eq(variableItems.active, true),
      )!,
    );
  }
  if (wanted.length === 0) return [];
  return db
    .select({
      id: variableItems.id,
      list: variableItems.list,
      value: variableItems.value,
      description: variableItems.description,
      active: variableItems.active,
      data: variableItems.data,
      variableSetId: variableItems.variableSetId,
    })
    .from(variableItems)
    .innerJoin(variableSets, eq(variableSets.id, variableItems.variableSetId))
    .where(and(eq(variableSets.organisationId, organisationId), or(...wanted)))
    .orderBy(asc(variableItems.sortIndex), asc(variableItems.id));
}

/** An svg_element_types item as the drawing offers it. */
export function symbolTypeModel(item: ItemRow): PlanSymbolTypeModel {
  const active = sanitizeSymbolSvg(textOf(item.data.svg_active));
  return {
    id: item.id,
    value: item.value,
    description: item.description.trim() || null,
    svg: sanitizeSymbolSvg(textOf(item.data.svg)),
    svg_active: active || null,
    active: item.active,
    flags: symbolTypeFlags(item.data),
  };
}

/** The rows behind the survey's pins: its records, spaces, pins and lab statuses. */
async function pinRows(db: Executor, surveyId: number) {
  const [locations, samples, observations, spaces, pins, labStatuses] = await Promise.all([
    db
      .select({
        id: surveySourceLocations.id,
        spaceId: surveySourceLocations.spaceId,
        description: surveySourceLocations.description,
        number: surveySources.number,
        applicationId: surveySources.applicationItemId,
        materialTypeId: surveySources.materialTypeItemId,
      })
      .from(surveySourceLocations)
      .innerJoin(surveySources, eq(surveySources.id, surveySourceLocations.sourceId))
      .where(eq(surveySourceLocations.surveyId, surveyId))
      .orderBy(
        asc(surveySources.sortIndex),
        asc(surveySources.id),
        asc(surveySourceLocations.sortIndex),
        asc(surveySourceLocations.id),
      ),
    db
      .select({
        id: surveySamples.id,
        number: surveySamples.number,
        description: surveySamples.description,
        locationId: surveySamples.locationId,
        kindId: surveySamples.sampleKindItemId,
      })
      .from(surveySamples)
      .where(eq(surveySamples.surveyId, surveyId))
      .orderBy(asc(surveySamples.sortIndex), asc(surveySamples.id)),
    db
      .select({
        id: surveyRecords.id,
        data: surveyRecords.data,
        spaceId: surveyRecords.spaceId,
      })
      .from(surveyRecords)
      .where(and(eq(surveyRecords.surveyId, surveyId), eq(surveyRecords.kind, 'observation')))
      .orderBy(asc(surveyRecords.sortIndex), asc(surveyRecords.id)),
    db
      .select({ id: surveySpaces.id, name: surveySpaces.name, floor: surveyFloors.name })
      .from(surveySpaces)
      .leftJoin(surveyFloors, eq(surveyFloors.id, surveySpaces.floorId))
      .where(eq(surveySpaces.surveyId, surveyId)),
    db
      .select({
        planId: surveyPlanElements.planId,
        locationId: surveyPlanElements.locationId,
        sampleId: surveyPlanElements.sampleId,
        observationId: surveyPlanElements.observationId,
      })
      .from(surveyPlanElements)
      .where(and(eq(surveyPlanElements.surveyId, surveyId), ne(surveyPlanElements.kind, 'symbol')))
      .orderBy(asc(surveyPlanElements.planId)),
    surveyLabStatuses(db, surveyId),
  ]);
  /** The items the records name: sources' applications and material types, kinds, types. */
  const itemIds = [
    ...locations.flatMap((location) => [location.applicationId, location.materialTypeId]),
    ...samples.map((sample) => sample.kindId),
    ...observations.map((observation) => observationTypeOf(observation.data)),
  ].filter((id): id is number => id !== null);
  return { locations, samples, observations, spaces, pins, labStatuses, itemIds };
}

const observationTypeOf = (data: Record<string, unknown>) => numberOf(data.observation_type);

/** The survey's source locations, samples and observations, each with its pin's look. */
function pinRecords(
  {
    locations,
    samples,
    observations,
    spaces,
    pins,
    labStatuses,
  }: Awaited<ReturnType<typeof pinRows>>,
  items: ReadonlyMap<number, ItemRow>,
  locale: Locale,
): PlanRecordModel[] {
  const unknownSpace = translate(domainMessages, locale, 'asset.space.unknown');
  const spaceNames = new Map(
    spaces.map((space) => [space.id, spaceDisplayName(space.floor, space.name, unknownSpace)]),
  );
  const placed = (pick: (pin: (typeof pins)[number]) => number | null) => {
    const map = new Map<number, number[]>();
    for (const pin of pins) {
      const id = pick(pin);
      if (id === null) continue;
      const plans = map.get(id) ?? [];
      if (!plans.includes(pin.planId)) plans.push(pin.planId);
      map.set(id, plans);
    }
    return map;
  };
  const placedLocations = placed((pin) => pin.locationId);
  const placedSamples = placed((pin) => pin.sampleId);
  const placedObservations = placed((pin) => pin.observationId);

  /**
   * A sample kind's or observation type's pin: its own symbol and side, else the default.
   * Sanitised once per kind: a survey has hundreds of samples of a few kinds.
   */
  const looks = new Map<number, { svg: string; size: number }>();
  const look = (item: ItemRow | undefined) => {
    if (!item) return { svg: defaultPinSvg, size: defaultSymbolSize };
    let known = looks.get(item.id);
    if (!known) {
      const size = numberOf(item.data.size);
      known = {
        svg: sanitizeSymbolSvg(textOf(item.data.svg)) || defaultPinSvg,
        size: size !== null && size > 0 ? size : defaultSymbolSize,
      };
      looks.set(item.id, known);
    }
    return known;
  };

  const records: PlanRecordModel[] = [];
  const locationText = new Map<number, { number: string; description: string }>();
  const locationLegend = translate(domainMessages, locale, 'planDrawing.legendLocation');
  for (const location of locations) {
    const kind =
      items.get(location.applicationId ?? -1) ?? items.get(location.materialTypeId ?? -1);
    const where =
      location.spaceId !== null
        ? spaceNames.get(location.spaceId)
        : location.description.trim() || null;
    const description = joined(kind?.value, where);
    const status = labStatuses.locations.get(location.id);
    locationText.set(location.id, { number: location.number, description });
    records.push({
      kind: 'location',
      id: location.id,
      number: location.number,
      description,
      svg: defaultPinSvg,
      size: defaultSymbolSize,
      color: status?.color ?? null,
      // A location's pin has its lab status's colour: the legend says what each colour is.
      legend_key: `location:${status?.id ?? 'none'}`,
      legend: joined(locationLegend, status?.value),
      placed_on: placedLocations.get(location.id) ?? [],
    });
  }
  for (const sample of samples) {
    const kind = sample.kindId === null ? undefined : items.get(sample.kindId);
    const location = sample.locationId === null ? undefined : locationText.get(sample.locationId);
    records.push({
      kind: 'sample',
      id: sample.id,
      number: sample.number,
      description:
        sample.description.trim() ||
        [location?.number, location?.description].filter(Boolean).join(' '),
      ...look(kind),
      color: null,
      legend_key: `sample:${kind?.id ?? 'unknown'}`,
      legend: kind?.value ?? '',
      placed_on: placedSamples.get(sample.id) ?? [],
    });
  }
  for (const observation of observations) {
    const typeId = observationTypeOf(observation.data);
    const type = typeId === null ? undefined : items.get(typeId);
    const where = observation.spaceId === null ? null : spaceNames.get(observation.spaceId);
    records.push({
      kind: 'observation',
      id: observation.id,
      number: textOf(observation.data.number),
      description:
        joined(type?.value, where) || textOf(observation.data.description).trim().slice(0, 80),
      ...look(type),
      color: null,
      legend_key: `observation:${type?.id ?? 'unknown'}`,
      legend: type?.value ?? '',
      placed_on: placedObservations.get(observation.id) ?? [],
    });
  }
  return records;
}

/**
 * The drawing of a plan of the organisation: its frame and image, its elements in drawing
 * order, the symbol types and patterns it may use (the set's active ones and any used on
 * it), and the survey's records with their pins' look. Null for a plan of another
 * organisation or a record that is no plan. The GraphQL `planDrawing` and the report's
 * print both read it, so they draw the same. `store` measures an image whose size was not
 * stored with it.
 */
export async function loadPlanDrawing(
  db: Executor,
  organisationId: number,
  planId: number,
  locale: Locale,
  store?: Pick<FileStore, 'pathOf'>,
): Promise<PlanDrawingModel | null> {
  const found = await findPlan(db, organisationId, planId);
  if (!found) return null;
  const { plan } = found;
  const [frame, elementRows] = await Promise.all([
    planFrame(db, organisationId, plan, store),
    db
      .select()
      .from(surveyPlanElements)
      .where(eq(surveyPlanElements.planId, plan.id))
      .orderBy(asc(surveyPlanElements.sortIndex), asc(surveyPlanElements.id)),
  ]);
  const elements = elementRows.map(elementModel);
  const usedIds = new Set(
    elements.flatMap((element) =>
      [element.symbol_type_id, element.pattern_id].filter((id): id is number => id !== null),
    ),
  );
  const rows = await pinRows(db, plan.surveyId);
  // The set's symbols and patterns, the ones used here and the records' kinds: one query.
  const items = await drawingItems(db, organisationId, found.variableSetId, [
    ...new Set([...usedIds, ...rows.itemIds]),
  ]);
  const records = pinRecords(rows, new Map(items.map((item) => [item.id, item])), locale);
  const offered = (item: ItemRow, list: (typeof drawingLists)[number]) =>
    item.list === list &&
    ((item.active && item.variableSetId === found.variableSetId) || usedIds.has(item.id));

  return {
    plan_id: plan.id,
    survey_id: plan.surveyId,
    title: textOf(plan.data.title),
    floor_name: textOf(plan.data.floor_name).trim() || null,
    width: frame.width,
    height: frame.height,
    image_file_id: frame.imageFileId,
    survey_open: isSurveyStatus(found.status) && isSurveyOpen(found.status),
    elements,
    symbol_types: items.filter((item) => offered(item, 'svg_element_types')).map(symbolTypeModel),
    patterns: items
      .filter((item) => offered(item, 'svg_patterns'))
      .map((item) => ({
        id: item.id,
        value: item.value,
        svg: sanitizeSymbolSvg(textOf(item.data.svg)),
      })),
    records,
  };
}
