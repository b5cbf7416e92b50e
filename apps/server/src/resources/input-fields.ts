import { parseId, type DomainMessageKey } from '@vezel/domain';
import { badInput } from '../graphql/errors';
import type { ResourceValues } from './binding';

/**
 * An optional id field's value (a file, an item, a reference): undefined when absent, null
 * when empty (null, or '' as a hidden field or a cleared select keeps it), else the id.
 * Anything that is not an id (`parseId`) is refused with `failure` on the field.
 */
export function optionalId(
  value: ResourceValues[string] | undefined,
  field: string,
  failure: DomainMessageKey,
): number | null | undefined {
  if (value === undefined) return undefined;
  if (value === null || value === '') return null;
  const id = parseId(value);
  if (id === null) throw badInput({ [field]: { key: failure } })!;
  return id;
}

/**
 * An optional reference field stored in `column`: absent leaves the column alone, empty
 * clears it; otherwise `find` must give the row the id names (within the caller's reach),
 * else the field fails with `failure`.
 */
export async function referenceColumn<Column extends string>(
  values: ResourceValues,
  field: string,
  column: Column,
  find: (id: number) => Promise<{ id: number } | undefined | null>,
  failure: DomainMessageKey,
): Promise<Partial<Record<Column, number | null>>> {
  const id = optionalId(values[field], field, failure);
  if (id === undefined) return {};
  if (id === null) return { [column]: null } as Partial<Record<Column, null>>;
  const row = await find(id);
  if (!row) throw badInput({ [field]: { key: failure } })!;
  return { [column]: row.id } as Partial<Record<Column, number>>;
}
