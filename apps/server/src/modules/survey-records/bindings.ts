import {
  nextObservationNumber,
  surveyPhotoKinds,
  surveyRecordFileTypes,
  surveyRecordResources,
  type DomainMessageKey,
  type SurveyRecordKind,
} from '@vezel/domain';
import { and, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import {
  files,
  surveyRecords,
  surveys,
  surveySourceLocations,
  surveySources,
  surveySpaces,
  variableItems,
  type SurveyFormValues,
} from '../../db/tables';
import {
  ImageUnreadableError,
  imagePreview,
  imageTypes,
  pdfPreview,
  pdfType,
  photoCopies,
  type DerivedImage,
} from '../../files/images';
import { fileIdFromInput, findFile, type FileRow } from '../../files/schema';
import { AppError, badInput } from '../../graphql/errors';
import type { Access, ResourceBinding, ResourceValues } from '../../resources/binding';
import { optionalId } from '../../resources/input-fields';
import { insertRow, updateRow } from '../../resources/rows';
import { rescalePlanElements, type PlanFrame } from '../survey-plan-drawings/elements';
import { planFrame, planFrameFallback } from '../survey-plan-drawings/load';
import { findSurvey, openSurvey, sameSurveyColumn, surveyOrder } from '../surveys/access';
import { storedValue } from '../surveys/groups';
import { findSurveyRecord as findSurveyRow } from '../survey-sources/schema';
import { SurveyRecordRef, type SurveyRecordRow } from './schema';

/** The columns of survey_records a binding writes besides `data`. */
type RecordColumns = Partial<Pick<SurveyRecordRow, 'spaceId' | 'locationId' | 'fileId'>> & {
  data: SurveyFormValues;
};

/** The keys in `data` that hold the copies made of a photo or plan (not declared fields). */
export const derivedFileKeys = ['display_file', 'thumbnail_file', 'preview_file'] as const;
type DerivedFileKey = (typeof derivedFileKeys)[number];

/**
 * The size in pixels of a plan's preview, kept beside it in `data`: a drawing on the plan
 * uses it as its coordinate frame.
 */
type PreviewSizeKey = 'preview_width' | 'preview_height';

/** The `data` a plan keeps of its preview: its file and size. */
const planPreviewData = (fileId: number, image: Pick<DerivedImage, 'width' | 'height'>) => ({
  preview_file: fileId,
  preview_width: image.width,
  preview_height: image.height,
});

/** The size a plan's `data` keeps of its preview; null when it has none (a PDF without poppler). */
function previewFrame(data: SurveyFormValues): PlanFrame | null {
  const { preview_width: width, preview_height: height } = data;
  return typeof width === 'number' && width > 0 && typeof height === 'number' && height > 0
    ? { width, height }
    : null;
}

/**
 * The copies made of a record's new file before the transaction (`prepare`), stored on disk
 * but without rows yet; `images` is null when sharp could not read the file.
 */
interface PreparedCopies {
  file: FileRow;
  images: Partial<Record<DerivedFileKey, DerivedImage>> | null;
}

const fieldError = (field: string, key: DomainMessageKey) => badInput({ [field]: { key } })!;

/** The record with this id and kind when its survey belongs to the organisation. */
export async function findSurveyRecord(
  tx: Executor,
  organisationId: number,
  id: number,
  kind?: SurveyRecordKind,
): Promise<SurveyRecordRow | null> {
  const [row] = await tx
    .select({ record: surveyRecords })
    .from(surveyRecords)
    .innerJoin(surveys, eq(surveys.id, surveyRecords.surveyId))
    .where(
      and(
        eq(surveyRecords.id, id),
        eq(surveys.organisationId, organisationId),
        ...(kind === undefined ? [] : [eq(surveyRecords.kind, kind)]),
      ),
    );
  return row?.record ?? null;
}

/** The relation a new record of the kind connects to, checked to be the organisation's. */
async function findConnection(
  tx: Executor,
  access: Access,
  type: string,
  id: number,
): Promise<number | null> {
  const { organisationId } = access;
  switch (type) {
    case 'survey':
      return (await findSurvey(tx, organisationId, id))?.id ?? null;
    case 'surveyDeskResearchDocument':
      return (await findSurveyRecord(tx, organisationId, id, 'deskResearchDocument'))?.id ?? null;
    case 'surveySourceLocation':
      return (await findSurveyRow(tx, surveySourceLocations, organisationId, id))?.id ?? null;
    case 'surveySource':
      return (await findSurveyRow(tx, surveySources, organisationId, id))?.id ?? null;
    default:
      return null;
  }
}

/** Where a new record goes: its survey and its parent, source or location. */
async function placeOf(
  tx: Executor,
  access: Access,
  connections: ReadonlyMap<string, number>,
): Promise<Pick<SurveyRecordRow, 'surveyId' | 'parentId' | 'sourceId' | 'locationId'>> {
  const documentId = connections.get('surveyDeskResearchDocument');
  if (documentId !== undefined) {
    const document = await findSurveyRecord(tx, access.organisationId, documentId);
    if (!document) throw new AppError('NOT_FOUND', 'error.recordNotFound');
    return { surveyId: document.surveyId, parentId: document.id, sourceId: null, locationId: null };
  }
  const locationId = connections.get('surveySourceLocation');
  if (locationId !== undefined) {
    const location = await findSurveyRow(
      tx,
      surveySourceLocations,
      access.organisationId,
      locationId,
    );
    if (!location) throw new AppError('NOT_FOUND', 'error.recordNotFound');
    return { surveyId: location.surveyId, parentId: null, sourceId: null, locationId };
  }
  const sourceId = connections.get('surveySource');
  if (sourceId !== undefined) {
    const source = await findSurveyRow(tx, surveySources, access.organisationId, sourceId);
    if (!source) throw new AppError('NOT_FOUND', 'error.recordNotFound');
    return { surveyId: source.surveyId, parentId: null, sourceId, locationId: null };
  }
  const surveyId = connections.get('survey');
  if (surveyId === undefined) throw new AppError('BAD_USER_INPUT', 'error.connectionRequired');
  return { surveyId, parentId: null, sourceId: null, locationId: null };
}

/** The fields kept in `data`: all declared ones but the space, location, file and number. */
const columnFields = new Set(['space', 'location', 'number']);

const makesCopies = (kind: SurveyRecordKind) => surveyPhotoKinds.includes(kind) || kind === 'plan';

const isImage = (file: FileRow) => (imageTypes as readonly string[]).includes(file.mimeType);

/** A file the kind makes copies of: a photo's or plan's image, a plan's PDF. */
const copiesOf = (kind: SurveyRecordKind, file: FileRow) =>
  makesCopies(kind) && (isImage(file) || (kind === 'plan' && file.mimeType === pdfType));

/**
 * Before the transaction: the copies the kind makes of the image the input names, when it
 * differs from the stored row's file: a photo's display copy and thumbnail, a plan's
 * preview (of an image, or of a PDF's first page). They are content-addressed files on disk
 * (no rows yet), so abandoned ones are harmless. A file the record cannot take gets none,
 * and an unreadable image is only noted: the transaction refuses them where it did before.
 */
async function prepareCopies(
  db: Executor,
  access: Access,
  kind: SurveyRecordKind,
  values: ResourceValues,
  current: SurveyRecordRow | null,
): Promise<PreparedCopies | null> {
  if (!makesCopies(kind)) return null;
  // Every kind's file field is `file`.
  const id = optionalId(values.file, 'file', 'error.fileTypeInvalid') ?? null;
  const file = await findFile(db, access.organisationId, id, surveyRecordFileTypes(kind));
  if (!file || file.id === current?.fileId || !copiesOf(kind, file)) return null;
  const source = access.files.pathOf(file.sha256);
  try {
    if (kind === 'plan' && file.mimeType === pdfType) {
      // Without poppler (or for a PDF it cannot read) the plan goes without a preview.
      const preview = await pdfPreview(access.files, source);
      return { file, images: preview ? { preview_file: preview } : {} };
    }
    if (kind === 'plan') {
      return { file, images: { preview_file: await imagePreview(access.files, source) } };
    }
    const copies = await photoCopies(access.files, source);
    return { file, images: { display_file: copies.display, thumbnail_file: copies.thumbnail } };
  } catch (error) {
    if (error instanceof ImageUnreadableError) return { file, images: null };
    throw error;
  }
}

/**
 * In the transaction: the rows of the copies `prepareCopies` made of the record's new file
 * (gone with the transaction when it fails, as the asset photos' are).
 */
async function derivedFiles(
  tx: Executor,
  access: Access,
  kind: SurveyRecordKind,
  fileId: number | null,
  prepared: PreparedCopies | null | undefined,
): Promise<Record<DerivedFileKey | PreviewSizeKey, number | null>> {
  const derived: Record<DerivedFileKey | PreviewSizeKey, number | null> = {
    display_file: null,
    thumbnail_file: null,
    preview_file: null,
    preview_width: null,
    preview_height: null,
  };
  const file = await findFile(tx, access.organisationId, fileId);
  if (!file || !copiesOf(kind, file)) return derived;
  // Prepared for another file: the stored record changed in between.
  if (prepared?.file.id !== file.id) throw new AppError('BAD_USER_INPUT', 'error.savedMeanwhile');
  if (!prepared.images) throw fieldError('file', 'error.fileTypeInvalid');
  const base = file.name.replace(/\.[^.]*$/, '') || 'foto';
  const suffixes = {
    display_file: 'weergave',
    thumbnail_file: 'miniatuur',
    preview_file: 'voorbeeld',
  };
  for (const key of derivedFileKeys) {
    const image = prepared.images[key];
    if (!image) continue;
    const extension = image.mimeType === 'image/png' ? 'png' : 'jpg';
    const [row] = await tx
      .insert(files)
      .values({
        organisationId: access.organisationId,
        sha256: image.sha256,
        size: image.size,
        mimeType: image.mimeType,
        name: `${base}-${suffixes[key]}.${extension}`.slice(-255),
        uploadedByProfileId: access.profileId,
      })
      .returning({ id: files.id });
    derived[key] = row!.id;
  }
  const preview = prepared.images.preview_file;
  if (preview && derived.preview_file !== null) {
    Object.assign(derived, planPreviewData(derived.preview_file, preview));
  }
  return derived;
}

/** Deletes the rows of copies a record's file had (the upload's own row stays). */
async function removeDerived(tx: Executor, data: SurveyFormValues) {
  const ids = derivedFileKeys.flatMap((key) => {
    const id = data[key];
    return typeof id === 'number' ? [id] : [];
  });
  if (ids.length > 0) await tx.delete(files).where(inArray(files.id, ids));
}

/** The prefix of an observation type (waarneming_types' `prefix`), '' without one. */
async function observationPrefix(tx: Executor, typeId: number | null): Promise<string> {
  if (typeId === null) return '';
  const [item] = await tx
    .select({ data: variableItems.data })
    .from(variableItems)
    .where(eq(variableItems.id, typeId));
  const prefix = (item?.data as Record<string, unknown> | undefined)?.prefix;
  return typeof prefix === 'string' ? prefix : '';
}

/** The next number of an observation of this type in the survey. */
async function observationNumber(
  tx: Executor,
  surveyId: number,
  typeId: number | null,
  exceptId?: number,
): Promise<string> {
  const taken = await tx
    .select({ number: sql<string | null>`${surveyRecords.data}->>'number'` })
    .from(surveyRecords)
    .where(
      and(
        eq(surveyRecords.surveyId, surveyId),
        eq(surveyRecords.kind, 'observation'),
        ...(exceptId === undefined ? [] : [ne(surveyRecords.id, exceptId)]),
      ),
    );
  return nextObservationNumber(
    await observationPrefix(tx, typeId),
    taken.flatMap((row) => (row.number ? [row.number] : [])),
  );
}

/**
 * The columns and `data` an input gives, checked against the survey: its space and
 * location, the organisation's items and files. `current` is the stored row of an update.
 */
async function columnsOf(
  tx: Executor,
  access: Access,
  kind: SurveyRecordKind,
  surveyId: number,
  values: ResourceValues,
  current: SurveyRecordRow | null,
  prepared: PreparedCopies | null | undefined,
): Promise<RecordColumns> {
  const declaration = surveyRecordResources[kind];
  const data: SurveyFormValues = { ...(current?.data ?? {}) };
  const columns: RecordColumns = { data };
  for (const field of declaration.fields) {
    const value = values[field.name];
    if (value === undefined || columnFields.has(field.name)) continue;
    if (field.type === 'file') {
      const fileId = await fileIdFromInput(
        tx,
        access.organisationId,
        value,
        surveyRecordFileTypes(kind),
        field.name,
      );
      if (fileId === undefined || fileId === current?.fileId) continue;
      columns.fileId = fileId;
      if (current) await removeDerived(tx, current.data);
      Object.assign(data, await derivedFiles(tx, access, kind, fileId, prepared));
      continue;
    }
    data[field.name] = await storedValue(tx, access.organisationId, field, value);
  }
  if (declaration.fields.some((field) => field.name === 'space')) {
    Object.assign(
      columns,
      await sameSurveyColumn(tx, surveyId, values, {
        name: 'space',
        table: surveySpaces,
        column: 'spaceId',
        error: 'error.surveyRecordSpace',
      }),
    );
  }
  if (kind === 'observation') {
    // An observation's source location: a location of the same survey, or none.
    Object.assign(
      columns,
      await sameSurveyColumn(tx, surveyId, values, {
        name: 'location',
        table: surveySourceLocations,
        column: 'locationId',
        error: 'error.surveyRecordLocation',
      }),
    );
    const typeId = (data.observation_type as number | null | undefined) ?? null;
    const typeChanged = current !== null && current.data.observation_type !== typeId;
    if (!current || typeChanged) {
      data.number = await observationNumber(tx, surveyId, typeId, current?.id);
    }
  }
  return columns;
}

/** Records of one survey, kind and parent (or source, or location) share a manual order. */
const recordOrder = surveyOrder(
  surveyRecords,
  (row: Pick<SurveyRecordRow, 'surveyId' | 'kind' | 'parentId' | 'sourceId' | 'locationId'>) => {
    const same = (column: PgColumn, value: number | null) =>
      value === null ? isNull(column) : eq(column, value);
    return and(
      eq(surveyRecords.surveyId, row.surveyId),
      eq(surveyRecords.kind, row.kind),
      same(surveyRecords.parentId, row.parentId),
      same(surveyRecords.sourceId, row.sourceId),
      same(surveyRecords.locationId, row.kind === 'observation' ? null : row.locationId),
    );
  },
);

/**
 * The binding of one kind of simple record: every kind lives in survey_records, found only
 * through a survey of the caller's organisation, and every change goes through
 * `openSurvey`, so a completed or cancelled survey refuses it.
 */
export function surveyRecordBinding(
  kind: SurveyRecordKind,
): ResourceBinding<SurveyRecordRow, PreparedCopies | null> {
  return {
    declaration: surveyRecordResources[kind],
    ref: SurveyRecordRef,
    find: (tx, { organisationId }, id) => findSurveyRecord(tx, organisationId, id, kind),
    findConnection,
    prepare: (db, access, values, row) => prepareCopies(db, access, kind, values, row),
    async insert(tx, access, values, connections, prepared) {
      const place = await placeOf(tx, access, connections);
      await openSurvey(tx, place.surveyId);
      const columns = await columnsOf(tx, access, kind, place.surveyId, values, null, prepared);
      // An observation's location is a field; the location tabs' records are placed by it.
      const location = columns.locationId ?? place.locationId;
      const row = { ...place, ...columns, locationId: location, kind };
      return insertRow(tx, surveyRecords, { ...row, sortIndex: await recordOrder.next(tx, row) });
    },
    async update(tx, access, row, values, prepared) {
      await openSurvey(tx, row.surveyId);
      // The frame the drawing is in now, as the drawing reads it (a plan from before
      // drawings has no stored preview size), before the old preview's rows go.
      const from =
        kind === 'plan' && values.file !== undefined
          ? await planFrame(tx, access.organisationId, row, access.files)
          : null;
      const columns = await columnsOf(tx, access, kind, row.surveyId, values, row, prepared);
      if (from && columns.fileId !== undefined && columns.fileId !== row.fileId) {
        // A new file for the plan: its drawing moves into the new file's frame.
        const to = previewFrame(columns.data) ?? planFrameFallback;
        await rescalePlanElements(tx, row.id, from, to);
      }
      return updateRow(tx, surveyRecords, row.id, columns);
    },
    async remove(tx, row) {
      await openSurvey(tx, row.surveyId);
      // A document's entries go with it (the foreign key cascades); their copies first.
      const children = await tx
        .select({ data: surveyRecords.data })
        .from(surveyRecords)
        .where(eq(surveyRecords.parentId, row.id));
      for (const child of [row, ...children]) await removeDerived(tx, child.data);
      await tx.delete(surveyRecords).where(eq(surveyRecords.id, row.id));
    },
    ...recordOrder.binding,
  };
}
