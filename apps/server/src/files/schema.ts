import { and, eq } from 'drizzle-orm';
import { builder } from '../graphql/builder';
import { AppError } from '../graphql/errors';
import type { ResourceValues } from '../resources/binding';
import type { Executor } from '../db/client';
import { files } from '../db/schema';

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
  if (value === undefined) return undefined;
  if (value === null || value === '') return null;
  const file =
    typeof value === 'string' || typeof value === 'number'
      ? await findFile(tx, organisationId, Number(value), types)
      : null;
  if (!file) {
    throw new AppError('BAD_USER_INPUT', 'error.fileTypeInvalid', undefined, {
      [field]: { key: 'error.fileTypeInvalid' },
    });
  }
  return file.id;
}
