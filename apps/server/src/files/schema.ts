import { and, eq, inArray } from 'drizzle-orm';
import { builder } from '../graphql/builder';
import type { Context } from '../graphql/context';
import { badInput } from '../graphql/errors';
import { batchLoad } from '../graphql/request-cache';
import type { ResourceValues } from '../resources/binding';
import { optionalId } from '../resources/input-fields';
import type { Executor } from '../db/client';
import { files } from '../db/tables';

export type FileRow = typeof files.$inferSelect;

export const FileRef = builder.objectRef<FileRow>('File').implement({
  description: 'An uploaded file; download it from `url` with the session',
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    mime_type: t.exposeString('mimeType'),
    size: t.exposeInt('size'),
    url: t.string({ resolve: (file) => `/files/${file.id}` }),
    created_at: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

/** A file of the organisation, optionally only of the given types; null otherwise. */
export async function findFile(
  tx: Executor,
  organisationId: number,
  id: number | null,
  types?: readonly string[],
): Promise<FileRow | null> {
  if (id === null) return null;
  const [file] = await tx
    .select()
    .from(files)
    .where(and(eq(files.id, id), eq(files.organisationId, organisationId)));
  if (!file || (types && !types.includes(file.mimeType))) return null;
  return file;
}

/** Files of the organisation by id, in one query. */
async function filesById(
  db: Executor,
  organisationId: number,
  ids: readonly number[],
): Promise<Map<number, FileRow>> {
  const rows = await db
    .select()
    .from(files)
    .where(and(inArray(files.id, [...ids]), eq(files.organisationId, organisationId)));
  return new Map(rows.map((row) => [row.id, row]));
}

/**
 * A File field's answer: the file of the organisation with this id, null for none or
 * another organisation's. The files every field of a request asks for at once (the rows of
 * a list) are read in one query.
 */
export async function loadFile(
  context: Pick<Context, 'db'>,
  organisationId: number,
  id: number | null,
): Promise<FileRow | null> {
  if (id === null) return null;
  const file = await batchLoad(context, `files:${organisationId}`, id, (ids) =>
    filesById(context.db, organisationId, ids),
  );
  return file ?? null;
}

/**
 * A file field's input as the column keeps it: undefined when not given, null to remove
 * the file, else the id of a file of the organisation of one of the types. Anything else
 * is refused with the field named.
 */
export async function fileIdFromInput(
  tx: Executor,
  organisationId: number,
  value: ResourceValues[string] | undefined,
  types: readonly string[],
  field: string,
): Promise<number | null | undefined> {
  const id = optionalId(value, field, 'error.fileTypeInvalid');
  if (id === undefined || id === null) return id;
  const file = await findFile(tx, organisationId, id, types);
  if (!file) throw badInput({ [field]: { key: 'error.fileTypeInvalid' } })!;
  return file.id;
}
