import type { DomainMessageKey, RuleFailure } from '@vezel/domain';
import {
  checkPlanGeometry,
  isPlanPinKind,
  normaliseRotation,
  pinFlags,
  planElementKinds,
  planLimits,
  symbolTypeFlags,
  type PlanElementChange,
  type PlanElementKind,
  type PlanFieldError,
  type PlanGeometry,
  type PlanPinKind,
  type PlanPoint,
  type SymbolTypeFlags,
} from '@vezel/domain/surveys/plan-drawings';
import { and, count, eq, max, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  organisations,
  surveyPlanElements,
  surveyRecords,
  surveys,
  surveySamples,
  surveySourceLocations,
  variableItems,
} from '../../db/tables';
import { AppError, badInput } from '../../graphql/errors';
import { openSurvey } from '../surveys/access';
import { elementModel, findPlan, type PlanElementModel, type PlanElementRow } from './load';

/** The caller as the drawing's writes see it. */
export interface Drawer {
  organisationId: number;
  profileId: number | null;
}

/** A new element as the mutation's input gives it (ids as the ID scalar checked them). */
export interface PlanElementInput {
  kind: string;
  symbol_type_id?: string | null;
  record_id?: string | null;
  x: number;
  y: number;
  rotation?: number | null;
  scale_x?: number | null;
  scale_y?: number | null;
  size?: number | null;
  points?: number[][] | null;
  pattern_id?: string | null;
  color?: string | null;
  label?: string | null;
}

/** A change to an element: only the fields given change. */
export interface PlanElementChangeInput {
  x?: number | null;
  y?: number | null;
  rotation?: number | null;
  scale_x?: number | null;
  scale_y?: number | null;
  size?: number | null;
  points?: number[][] | null;
  pattern_id?: string | null;
  color?: string | null;
  label?: string | null;
}

const fieldError = (field: string, key: DomainMessageKey, values?: RuleFailure['values']) =>
  badInput({ [field]: { key, ...(values && { values }) } })!;

/** The domain's geometry failures as the field errors every module gives. */
function refuseGeometry(errors: readonly PlanFieldError[]): void {
  const fields: Record<string, RuleFailure> = {};
  for (const error of errors) {
    fields[error.field] ??= {
      key: error.messageKey as DomainMessageKey,
      ...(error.values && { values: error.values }),
    };
  }
  const refusal = badInput(fields);
  if (refusal) throw refusal;
}

const notFound = () => new AppError('NOT_FOUND', 'error.recordNotFound');

/** An item of one list of the organisation's variable set; null for any other id. */
async function setItem(
  tx: Executor,
  organisationId: number,
  id: number,
  list: 'svg_element_types' | 'svg_patterns',
) {
  const [item] = await tx
    .select({ id: variableItems.id, data: variableItems.data, active: variableItems.active })
    .from(variableItems)
    .innerJoin(organisations, eq(organisations.variableSetId, variableItems.variableSetId))
    .where(
      and(
        eq(variableItems.id, id),
        eq(variableItems.list, list),
        eq(organisations.id, organisationId),
      ),
    );
  return item ?? null;
}

/** An area's pattern: an svg_patterns item of the organisation's set, or none. */
async function checkedPattern(
  tx: Executor,
  organisationId: number,
  value: string | null | undefined,
): Promise<number | null | undefined> {
  if (value == null) return value;
  const item = await setItem(tx, organisationId, Number(value), 'svg_patterns');
  if (!item) throw fieldError('pattern_id', 'planDrawing.wrongPattern');
  return item.id;
}

/** The pin's record when it is one of the survey's records of the pin's kind; else null. */
async function surveyRecordOf(
  tx: Executor,
  surveyId: number,
  kind: PlanPinKind,
  id: number,
): Promise<number | null> {
  const table =
    kind === 'location' ? surveySourceLocations : kind === 'sample' ? surveySamples : null;
  const [row] = table
    ? await tx
        .select({ id: table.id })
        .from(table)
        .where(and(eq(table.id, id), eq(table.surveyId, surveyId)))
    : await tx
        .select({ id: surveyRecords.id })
        .from(surveyRecords)
        .where(
          and(
            eq(surveyRecords.id, id),
            eq(surveyRecords.surveyId, surveyId),
            eq(surveyRecords.kind, 'observation'),
          ),
        );
  return row?.id ?? null;
}

/** The column a pin of the kind names its record in. */
const recordColumn = {
  location: 'locationId',
  sample: 'sampleId',
  observation: 'observationId',
} as const satisfies Record<PlanPinKind, keyof PlanElementRow>;

/** A number the input may leave out; null is refused, as the column keeps one. */
function givenNumber(
  value: number | null | undefined,
  field: keyof PlanGeometry,
): number | undefined {
  if (value === null) throw fieldError(field, 'validation.required');
  return value;
}

const emptyToNull = (value: string | null | undefined) =>
  value === undefined ? undefined : value === null || value.trim() === '' ? null : value.trim();

const pointsOf = (value: number[][] | null | undefined) => value as PlanPoint[] | null | undefined;

/** The stored geometry of an element, as the domain's checks compare a change with it. */
const geometryOf = (row: PlanElementRow): PlanGeometry => ({
  x: row.x,
  y: row.y,
  rotation: row.rotation,
  scale_x: row.scaleX,
  scale_y: row.scaleY,
  size: row.size,
  points: row.points,
  pattern_id: row.patternItemId === null ? null : String(row.patternItemId),
  color: row.color,
  label: row.label,
});

/**
 * Adds an element to a plan of the organisation, in one transaction that locks the survey
 * (refused when it is closed): a symbol of a type of the organisation's set, or a pin for
 * a record of the plan's survey, at most one per record and plan; its geometry checked
 * against what the type allows.
 */
export async function createPlanElement(
  tx: Executor,
  drawer: Drawer,
  planId: number,
  input: PlanElementInput,
): Promise<PlanElementModel> {
  const found = await findPlan(tx, drawer.organisationId, planId);
  if (!found) throw notFound();
  const { plan } = found;
  await openSurvey(tx, plan.surveyId);

  if (!(planElementKinds as readonly string[]).includes(input.kind)) {
    throw fieldError('kind', 'planDrawing.wrongKind');
  }
  const kind = input.kind as PlanElementKind;
  let flags: SymbolTypeFlags;
  let symbolItemId: number | null = null;
  const pin: Partial<Record<(typeof recordColumn)[PlanPinKind], number>> = {};
  if (isPlanPinKind(kind)) {
    if (input.symbol_type_id != null)
      throw fieldError('symbol_type_id', 'planDrawing.wrongSymbolType');
    const recordId =
      input.record_id == null
        ? null
        : await surveyRecordOf(tx, plan.surveyId, kind, Number(input.record_id));
    if (recordId === null) throw fieldError('record_id', 'planDrawing.wrongRecord');
    const column = recordColumn[kind];
    const [placed] = await tx
      .select({ id: surveyPlanElements.id })
      .from(surveyPlanElements)
      .where(and(eq(surveyPlanElements.planId, plan.id), eq(surveyPlanElements[column], recordId)));
    if (placed) throw fieldError('record_id', 'planDrawing.alreadyPlaced');
    pin[column] = recordId;
    flags = pinFlags;
  } else {
    if (input.record_id != null) throw fieldError('record_id', 'planDrawing.wrongRecord');
    const item =
      input.symbol_type_id == null
        ? null
        : await setItem(
            tx,
            drawer.organisationId,
            Number(input.symbol_type_id),
            'svg_element_types',
          );
    if (!item) throw fieldError('symbol_type_id', 'planDrawing.wrongSymbolType');
    // An inactive type stays on the plans it is on, but is no longer placed anew.
    if (!item.active) throw fieldError('symbol_type_id', 'planDrawing.inactiveSymbolType');
    symbolItemId = item.id;
    flags = symbolTypeFlags(item.data);
  }
  const patternId = await checkedPattern(tx, drawer.organisationId, input.pattern_id);

  const change: PlanElementChange = {
    x: input.x,
    y: input.y,
    rotation: input.rotation ?? undefined,
    scale_x: input.scale_x ?? undefined,
    scale_y: input.scale_y ?? undefined,
    size: input.size,
    points: pointsOf(input.points),
    pattern_id: patternId === undefined ? undefined : patternId === null ? null : String(patternId),
    color: input.color,
    label: emptyToNull(input.label),
  };
  refuseGeometry(checkPlanGeometry(flags, change, null));

  const [totals] = await tx
    .select({ elements: count(), last: max(surveyPlanElements.sortIndex) })
    .from(surveyPlanElements)
    .where(eq(surveyPlanElements.planId, plan.id));
  if ((totals?.elements ?? 0) >= planLimits.maxElements) {
    throw new AppError('BAD_USER_INPUT', 'planDrawing.tooManyElements', {
      max: planLimits.maxElements,
    });
  }
  const [row] = await tx
    .insert(surveyPlanElements)
    .values({
      surveyId: plan.surveyId,
      planId: plan.id,
      kind,
      symbolItemId,
      ...pin,
      x: input.x,
      y: input.y,
      // Stored in [0, 360): a huge turn would print as rotate(Infinity) once rounded.
      rotation: normaliseRotation(input.rotation ?? 0),
      scaleX: input.scale_x ?? 1,
      scaleY: input.scale_y ?? 1,
      size: flags.hasSize ? (input.size ?? null) : null,
      points: pointsOf(input.points) ?? null,
      patternItemId: patternId ?? null,
      color: input.color ?? null,
      label: emptyToNull(input.label) ?? null,
      sortIndex: (totals?.last ?? -1) + 1,
      createdByProfileId: drawer.profileId,
      updatedByProfileId: drawer.profileId,
    })
    .returning();
  return elementModel(row!);
}

/**
 * The element of a plan of the organisation, read again once its survey is locked and
 * checked to be open, at the version the caller last saw; a write from a stale copy is
 * refused with planDrawing.elementChanged.
 */
async function lockedElement(
  tx: Executor,
  organisationId: number,
  id: number,
  version: number,
): Promise<PlanElementRow> {
  const [owned] = await tx
    .select({ surveyId: surveyPlanElements.surveyId })
    .from(surveyPlanElements)
    .innerJoin(surveys, eq(surveys.id, surveyPlanElements.surveyId))
    .where(and(eq(surveyPlanElements.id, id), eq(surveys.organisationId, organisationId)));
  if (!owned) throw notFound();
  // Every write to the survey's elements locks the survey first: the row read now is current.
  await openSurvey(tx, owned.surveyId);
  const [row] = await tx.select().from(surveyPlanElements).where(eq(surveyPlanElements.id, id));
  if (!row) throw notFound();
  if (row.version !== version) throw new AppError('BAD_USER_INPUT', 'planDrawing.elementChanged');
  return row;
}

/** The flags an element is checked with: its type's (the defaults for a type now gone), a pin's. */
async function flagsOf(tx: Executor, row: PlanElementRow): Promise<SymbolTypeFlags> {
  if (isPlanPinKind(row.kind)) return pinFlags;
  if (row.symbolItemId === null) return symbolTypeFlags({});
  const [item] = await tx
    .select({ data: variableItems.data })
    .from(variableItems)
    .where(eq(variableItems.id, row.symbolItemId));
  return symbolTypeFlags(item?.data ?? {});
}

/** Changes the given fields of an element at the version the caller saw; the rest stay. */
export async function updatePlanElement(
  tx: Executor,
  drawer: Drawer,
  id: number,
  version: number,
  input: PlanElementChangeInput,
): Promise<PlanElementModel> {
  const row = await lockedElement(tx, drawer.organisationId, id, version);
  const patternId = await checkedPattern(tx, drawer.organisationId, input.pattern_id);
  const change: PlanElementChange = {
    x: givenNumber(input.x, 'x'),
    y: givenNumber(input.y, 'y'),
    rotation: givenNumber(input.rotation, 'rotation'),
    scale_x: givenNumber(input.scale_x, 'scale_x'),
    scale_y: givenNumber(input.scale_y, 'scale_y'),
    size: input.size,
    points: pointsOf(input.points),
    pattern_id: patternId === undefined ? undefined : patternId === null ? null : String(patternId),
    color: input.color,
    label: emptyToNull(input.label),
  };
  refuseGeometry(checkPlanGeometry(await flagsOf(tx, row), change, geometryOf(row)));

  const [updated] = await tx
    .update(surveyPlanElements)
    .set({
      ...(change.x !== undefined && { x: change.x }),
      ...(change.y !== undefined && { y: change.y }),
      ...(change.rotation !== undefined && { rotation: normaliseRotation(change.rotation) }),
      ...(change.scale_x !== undefined && { scaleX: change.scale_x }),
      ...(change.scale_y !== undefined && { scaleY: change.scale_y }),
      ...(change.size !== undefined && { size: change.size }),
      ...(change.points !== undefined && { points: change.points }),
      ...(patternId !== undefined && { patternItemId: patternId }),
      ...(change.color !== undefined && { color: change.color }),
      ...(change.label !== undefined && { label: change.label }),
      version: row.version + 1,
      updatedByProfileId: drawer.profileId,
      updatedAt: new Date(),
    })
    .where(eq(surveyPlanElements.id, row.id))
    .returning();
  return elementModel(updated!);
}

/** Deletes an element at the version the caller saw. */
export async function deletePlanElement(
  tx: Executor,
  drawer: Drawer,
  id: number,
  version: number,
): Promise<number> {
  const row = await lockedElement(tx, drawer.organisationId, id, version);
  await tx.delete(surveyPlanElements).where(eq(surveyPlanElements.id, row.id));
  return row.id;
}

/** A plan's frame: the pixel size of its preview. */
export interface PlanFrame {
  width: number;
  height: number;
}

/**
 * Moves everything drawn on a plan into the frame of its new file (`to`, from `from`), so
 * each pin and area stays on the same spot of the drawing: positions and corners scale by
 * the frames' ratios, a symbol's own size by their mean. Each element gets a new version:
 * an editor holding the old geometry is told it changed. In the caller's transaction.
 */
export async function rescalePlanElements(
  tx: Executor,
  planId: number,
  from: PlanFrame,
  to: PlanFrame,
): Promise<void> {
  const ratioX = to.width / from.width;
  const ratioY = to.height / from.height;
  if (ratioX === 1 && ratioY === 1) return;
  const ratioSize = Math.sqrt(ratioX * ratioY);
  const points = surveyPlanElements.points;
  await tx
    .update(surveyPlanElements)
    .set({
      x: sql`${surveyPlanElements.x} * ${ratioX}::float8`,
      y: sql`${surveyPlanElements.y} * ${ratioY}::float8`,
      size: sql`${surveyPlanElements.size} * ${ratioSize}::float8`,
      points: sql`case when ${points} is null then null else coalesce((
        select jsonb_agg(jsonb_build_array((corner.value->>0)::float8 * ${ratioX}::float8,
          (corner.value->>1)::float8 * ${ratioY}::float8) order by corner.position)
        from jsonb_array_elements(${points}) with ordinality as corner(value, position)
      ), '[]'::jsonb) end`,
      version: sql`${surveyPlanElements.version} + 1`,
      updatedAt: new Date(),
    })
    .where(eq(surveyPlanElements.planId, planId));
}
