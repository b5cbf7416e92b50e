import { and, asc, eq, inArray, max } from 'drizzle-orm';
import { defaultMaxLength } from '@vezel/domain';
import type { Executor } from '../../db/client';
import { assetFloors, assetPhotos, assetPlans, assets, files } from '../../db/tables';
import { AppError } from '../../graphql/errors';
import type { Services, Viewer } from '../../graphql/context';
import {
  ImageUnreadableError,
  imagePreview,
  imageTypes,
  pdfPreview,
  pdfType,
  photoCopies,
  type DerivedImage,
  type PhotoCopies,
} from '../../files/images';
import type { FileRow } from '../../files/schema';
import { findOwned } from '../../resources/owned';

export type AssetPhotoRow = typeof assetPhotos.$inferSelect;
export type AssetPlanRow = typeof assetPlans.$inferSelect;

/** A photo with its three files, as the API returns it. */
export interface AssetPhotoView extends AssetPhotoRow {
  original: FileRow;
  display: FileRow;
  thumbnail: FileRow;
}

/** A plan with its file, preview and floor name. */
export interface AssetPlanView extends AssetPlanRow {
  file: FileRow;
  preview: FileRow | null;
  floorName: string | null;
}

/** Who asks, as the services need it. */
export interface Caller {
  organisationId: number;
  profileId: number | null;
}

/** Each photo takes a few hundred ms to process: the web sends them in batches of ten. */
export const maxPhotosPerCall = 50;

const notFound = () => new AppError('NOT_FOUND', 'error.recordNotFound');

const fieldError = (field: string, key: 'error.fileTypeInvalid' | 'error.spaceFloor') =>
  new AppError('BAD_USER_INPUT', key, undefined, { [field]: { key } });

/** The caller's asset with this id; NOT_FOUND for another organisation's or a missing one. */
export async function ownedAsset(db: Executor, organisationId: number, id: string | number) {
  const assetId = Number(id);
  const asset = Number.isSafeInteger(assetId)
    ? await findOwned(db, assets, organisationId, assetId)
    : null;
  if (!asset) throw notFound();
  return asset;
}

/** Files of the organisation by id, in one query. */
async function filesById(db: Executor, organisationId: number, ids: number[]) {
  if (ids.length === 0) return new Map<number, FileRow>();
  const rows = await db
    .select()
    .from(files)
    .where(and(inArray(files.id, ids), eq(files.organisationId, organisationId)));
  return new Map(rows.map((row) => [row.id, row]));
}

function fileOf(byId: Map<number, FileRow>, id: number): FileRow {
  const file = byId.get(id);
  if (!file) throw new Error(`file ${id} of an asset is missing`);
  return file;
}

async function photoViews(
  db: Executor,
  organisationId: number,
  rows: AssetPhotoRow[],
): Promise<AssetPhotoView[]> {
  const byId = await filesById(
    db,
    organisationId,
    rows.flatMap((row) => [row.originalFileId, row.displayFileId, row.thumbnailFileId]),
  );
  return rows.map((row) => ({
    ...row,
    original: fileOf(byId, row.originalFileId),
    display: fileOf(byId, row.displayFileId),
    thumbnail: fileOf(byId, row.thumbnailFileId),
  }));
}

async function planViews(
  db: Executor,
  organisationId: number,
  rows: AssetPlanRow[],
): Promise<AssetPlanView[]> {
  const byId = await filesById(
    db,
    organisationId,
    rows.flatMap((row) => (row.previewFileId ? [row.fileId, row.previewFileId] : [row.fileId])),
  );
  const floorIds = rows.flatMap((row) => (row.floorId ? [row.floorId] : []));
  const floors =
    floorIds.length === 0
      ? []
      : await db.select().from(assetFloors).where(inArray(assetFloors.id, floorIds));
  const floorNames = new Map(floors.map((floor) => [floor.id, floor.name]));
  return rows.map((row) => ({
    ...row,
    file: fileOf(byId, row.fileId),
    preview: row.previewFileId ? (byId.get(row.previewFileId) ?? null) : null,
    floorName: row.floorId ? (floorNames.get(row.floorId) ?? null) : null,
  }));
}

/** The photos of the caller's asset, in their order. */
export async function listPhotos(db: Executor, organisationId: number, assetId: string) {
  const asset = await ownedAsset(db, organisationId, assetId);
  const rows = await db
    .select()
    .from(assetPhotos)
    .where(eq(assetPhotos.assetId, asset.id))
    .orderBy(asc(assetPhotos.sortIndex), asc(assetPhotos.id));
  return photoViews(db, organisationId, rows);
}

/** The plans of the caller's asset, in their order. */
export async function listPlans(db: Executor, organisationId: number, assetId: string) {
  const asset = await ownedAsset(db, organisationId, assetId);
  const rows = await db
    .select()
    .from(assetPlans)
    .where(eq(assetPlans.assetId, asset.id))
    .orderBy(asc(assetPlans.sortIndex), asc(assetPlans.id));
  return planViews(db, organisationId, rows);
}

/** A photo of one of the caller's assets, or null. */
async function photoRow(db: Executor, organisationId: number, id: string) {
  const photoId = Number(id);
  if (!Number.isSafeInteger(photoId)) return null;
  const [row] = await db
    .select({ photo: assetPhotos })
    .from(assetPhotos)
    .innerJoin(assets, eq(assets.id, assetPhotos.assetId))
    .where(and(eq(assetPhotos.id, photoId), eq(assets.organisationId, organisationId)));
  return row?.photo ?? null;
}

async function planRow(db: Executor, organisationId: number, id: string) {
  const planId = Number(id);
  if (!Number.isSafeInteger(planId)) return null;
  const [row] = await db
    .select({ plan: assetPlans })
    .from(assetPlans)
    .innerJoin(assets, eq(assets.id, assetPlans.assetId))
    .where(and(eq(assetPlans.id, planId), eq(assets.organisationId, organisationId)));
  return row?.plan ?? null;
}

export async function findPhoto(db: Executor, organisationId: number, id: string) {
  const row = await photoRow(db, organisationId, id);
  return row ? ((await photoViews(db, organisationId, [row]))[0] ?? null) : null;
}

export async function findPlan(db: Executor, organisationId: number, id: string) {
  const row = await planRow(db, organisationId, id);
  return row ? ((await planViews(db, organisationId, [row]))[0] ?? null) : null;
}

/** An uploaded file of the organisation of one of the types, else a field error. */
async function uploadedFile(
  db: Executor,
  organisationId: number,
  id: string,
  types: readonly string[],
  field: string,
): Promise<FileRow> {
  const fileId = Number(id);
  const [file] = Number.isSafeInteger(fileId)
    ? await db
        .select()
        .from(files)
        .where(and(eq(files.id, fileId), eq(files.organisationId, organisationId)))
    : [];
  if (!file || !types.includes(file.mimeType)) throw fieldError(field, 'error.fileTypeInvalid');
  return file;
}

function derivedName(original: string, suffix: string, extension: string): string {
  const base = original.replace(/\.[^.]*$/, '') || 'foto';
  return `${base}-${suffix}.${extension}`.slice(-255);
}

/** A files row for a copy the pipeline made, owned by the same organisation. */
async function insertDerived(
  tx: Executor,
  caller: Caller,
  image: DerivedImage,
  name: string,
): Promise<FileRow> {
  const [row] = await tx
    .insert(files)
    .values({
      organisationId: caller.organisationId,
      sha256: image.sha256,
      size: image.size,
      mimeType: image.mimeType,
      name,
      uploadedByProfileId: caller.profileId,
    })
    .returning();
  if (!row) throw new Error('file insert returned nothing');
  return row;
}

function checkedCaption(caption: string): string {
  const value = caption.trim();
  if (value.length > defaultMaxLength) {
    throw new AppError(
      'BAD_USER_INPUT',
      'validation.maxLength',
      { max: defaultMaxLength },
      { caption: { key: 'validation.maxLength', values: { max: defaultMaxLength } } },
    );
  }
  return value;
}

/**
 * Makes a display copy and a thumbnail of each uploaded image and adds the photos to the
 * caller's asset. The images are processed before the transaction (the copies are
 * content-addressed, so an abandoned one is harmless), the rows are written in one.
 */
export async function addPhotos(
  services: Pick<Services, 'db' | 'files'>,
  caller: Caller,
  assetId: string,
  fileIds: readonly string[],
): Promise<AssetPhotoView[]> {
  const { db } = services;
  const asset = await ownedAsset(db, caller.organisationId, assetId);
  if (fileIds.length === 0) return [];
  if (fileIds.length > maxPhotosPerCall) {
    throw new AppError('BAD_USER_INPUT', 'error.badInput', undefined, {
      fileIds: { key: 'error.badInput' },
    });
  }
  const originals: FileRow[] = [];
  for (const [index, id] of fileIds.entries()) {
    originals.push(
      await uploadedFile(db, caller.organisationId, id, imageTypes, `fileIds.${index}`),
    );
  }
  const copies: PhotoCopies[] = [];
  for (const [index, original] of originals.entries()) {
    try {
      copies.push(await photoCopies(services.files, services.files.pathOf(original.sha256)));
    } catch (error) {
      if (error instanceof ImageUnreadableError)
        throw fieldError(`fileIds.${index}`, 'error.fileTypeInvalid');
      throw error;
    }
  }
  const ids = await db.transaction(async (tx) => {
    await ownedAsset(tx, caller.organisationId, asset.id);
    const [last] = await tx
      .select({ value: max(assetPhotos.sortIndex) })
      .from(assetPhotos)
      .where(eq(assetPhotos.assetId, asset.id));
    let sortIndex = (last?.value ?? -1) + 1;
    const created: number[] = [];
    for (const [index, original] of originals.entries()) {
      const copy = copies[index]!;
      const display = await insertDerived(
        tx,
        caller,
        copy.display,
        derivedName(original.name, 'weergave', 'jpg'),
      );
      const thumbnail = await insertDerived(
        tx,
        caller,
        copy.thumbnail,
        derivedName(original.name, 'miniatuur', 'jpg'),
      );
      const [row] = await tx
        .insert(assetPhotos)
        .values({
          assetId: asset.id,
          originalFileId: original.id,
          displayFileId: display.id,
          thumbnailFileId: thumbnail.id,
          width: copy.display.width,
          height: copy.display.height,
          sortIndex: sortIndex++,
        })
        .returning({ id: assetPhotos.id });
      created.push(row!.id);
    }
    return created;
  });
  const rows = await db
    .select()
    .from(assetPhotos)
    .where(inArray(assetPhotos.id, ids))
    .orderBy(asc(assetPhotos.sortIndex));
  return photoViews(db, caller.organisationId, rows);
}

export async function updatePhoto(
  db: Executor,
  organisationId: number,
  id: string,
  caption: string,
) {
  const value = checkedCaption(caption);
  const row = await photoRow(db, organisationId, id);
  if (!row) throw notFound();
  await db
    .update(assetPhotos)
    .set({ caption: value, updatedAt: new Date() })
    .where(eq(assetPhotos.id, row.id));
  return (await findPhoto(db, organisationId, id))!;
}

/**
 * Deletes the photo and the two copies made of it. The original's files row stays: it
 * came from an upload and another record may refer to it.
 */
export async function deletePhoto(db: Executor, organisationId: number, id: string) {
  return db.transaction(async (tx) => {
    const row = await photoRow(tx, organisationId, id);
    if (!row) throw notFound();
    await tx.delete(assetPhotos).where(eq(assetPhotos.id, row.id));
    await tx.delete(files).where(inArray(files.id, [row.displayFileId, row.thumbnailFileId]));
    return true;
  });
}

/** Sets the order of the asset's photos to the order of `photoIds` (all of them). */
export async function reorderPhotos(
  db: Executor,
  organisationId: number,
  assetId: string,
  photoIds: readonly string[],
) {
  return db.transaction(async (tx) => {
    const asset = await ownedAsset(tx, organisationId, assetId);
    const rows = await tx
      .select({ id: assetPhotos.id })
      .from(assetPhotos)
      .where(eq(assetPhotos.assetId, asset.id));
    const known = new Set(rows.map((row) => row.id));
    const wanted = photoIds.map(Number);
    if (
      wanted.length !== known.size ||
      new Set(wanted).size !== wanted.length ||
      !wanted.every((photoId) => known.has(photoId))
    ) {
      throw new AppError('BAD_USER_INPUT', 'error.sortOutOfDate');
    }
    for (const [index, photoId] of wanted.entries()) {
      await tx.update(assetPhotos).set({ sortIndex: index }).where(eq(assetPhotos.id, photoId));
    }
    return true;
  });
}

/** A floor (or deck) of this asset, or a field error. */
async function floorOf(db: Executor, assetId: number, floorId: string | null | undefined) {
  if (floorId === null || floorId === undefined || floorId === '') return null;
  const id = Number(floorId);
  const [floor] = Number.isSafeInteger(id)
    ? await db
        .select()
        .from(assetFloors)
        .where(and(eq(assetFloors.id, id), eq(assetFloors.assetId, assetId)))
    : [];
  if (!floor) throw fieldError('floorId', 'error.spaceFloor');
  return floor.id;
}

function checkedName(name: string): string {
  const value = name.trim();
  if (!value) {
    throw new AppError('BAD_USER_INPUT', 'validation.required', undefined, {
      name: { key: 'validation.required' },
    });
  }
  if (value.length > defaultMaxLength) {
    throw new AppError(
      'BAD_USER_INPUT',
      'validation.maxLength',
      { max: defaultMaxLength },
      { name: { key: 'validation.maxLength', values: { max: defaultMaxLength } } },
    );
  }
  return value;
}

export interface PlanInput {
  assetId: string;
  name: string;
  fileId: string;
  floorId?: string | null;
}

/** Adds a plan (an image or a PDF) to the caller's asset, with a preview image. */
export async function addPlan(
  services: Pick<Services, 'db' | 'files' | 'logger'>,
  caller: Caller,
  input: PlanInput,
): Promise<AssetPlanView> {
  const { db } = services;
  const name = checkedName(input.name);
  const asset = await ownedAsset(db, caller.organisationId, input.assetId);
  const floorId = await floorOf(db, asset.id, input.floorId);
  const file = await uploadedFile(
    db,
    caller.organisationId,
    input.fileId,
    [pdfType, ...imageTypes],
    'fileId',
  );
  const source = services.files.pathOf(file.sha256);
  let preview: DerivedImage | null;
  if (file.mimeType === pdfType) {
    preview = await pdfPreview(services.files, source, (error) =>
      services.logger.warn({ err: error, file: file.id }, 'no preview of a PDF plan'),
    );
  } else {
    try {
      preview = await imagePreview(services.files, source);
    } catch (error) {
      if (error instanceof ImageUnreadableError)
        throw fieldError('fileId', 'error.fileTypeInvalid');
      throw error;
    }
  }
  const id = await db.transaction(async (tx) => {
    await ownedAsset(tx, caller.organisationId, asset.id);
    const [last] = await tx
      .select({ value: max(assetPlans.sortIndex) })
      .from(assetPlans)
      .where(eq(assetPlans.assetId, asset.id));
    const previewRow = preview
      ? await insertDerived(
          tx,
          caller,
          preview,
          derivedName(file.name, 'voorbeeld', preview.mimeType === 'image/png' ? 'png' : 'jpg'),
        )
      : null;
    const [row] = await tx
      .insert(assetPlans)
      .values({
        assetId: asset.id,
        floorId,
        name,
        fileId: file.id,
        previewFileId: previewRow?.id ?? null,
        sortIndex: (last?.value ?? -1) + 1,
      })
      .returning({ id: assetPlans.id });
    return row!.id;
  });
  return (await findPlan(db, caller.organisationId, String(id)))!;
}

export async function updatePlan(
  db: Executor,
  organisationId: number,
  id: string,
  input: { name?: string | null; floorId?: string | null },
) {
  const row = await planRow(db, organisationId, id);
  if (!row) throw notFound();
  const values: Partial<AssetPlanRow> = { updatedAt: new Date() };
  if (input.name !== undefined && input.name !== null) values.name = checkedName(input.name);
  if (input.floorId !== undefined) values.floorId = await floorOf(db, row.assetId, input.floorId);
  await db.update(assetPlans).set(values).where(eq(assetPlans.id, row.id));
  return (await findPlan(db, organisationId, id))!;
}

/** Deletes the plan and its preview; the uploaded file's row stays, as with photos. */
export async function deletePlan(db: Executor, organisationId: number, id: string) {
  return db.transaction(async (tx) => {
    const row = await planRow(tx, organisationId, id);
    if (!row) throw notFound();
    await tx.delete(assetPlans).where(eq(assetPlans.id, row.id));
    if (row.previewFileId) await tx.delete(files).where(eq(files.id, row.previewFileId));
    return true;
  });
}

/** The caller of a resolver behind the `member` scope. */
export function callerOf(viewer: Viewer): Caller {
  if (viewer.organisationId == null) throw new AppError('FORBIDDEN', 'error.forbidden');
  return { organisationId: viewer.organisationId, profileId: viewer.profileId };
}
