import type { DomainMessageKey } from '@vezel/domain';
import { badInput } from '../graphql/errors';
import { inputText, type ResourceValues } from './binding';

/** An optional id field: a positive whole number, null when empty, undefined when absent. */
export function optionalId(values: ResourceValues, field: string): number | null | undefined {
  const value = values[field];
  if (value === undefined) return undefined;
  const text = inputText(value);
  if (text === '') return null;
  const id = Number(text);
  return Number.isSafeInteger(id) && id > 0 ? id : -1;
}

/** The whole-number columns an input gives; an empty value clears the column. */
export function integerColumns<Column extends string>(
  values: ResourceValues,
  columns: Record<string, Column>,
): Partial<Record<Column, number | null>> {
  return Object.fromEntries(
    Object.entries(columns)
      .filter(([field]) => values[field] !== undefined)
      .map(([field, column]) => {
        const value = values[field];
        return [column, typeof value === 'number' ? value : null];
      }),
  ) as Partial<Record<Column, number | null>>;
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
  find: (id: number) => Promise<{ id: number } | undefined>,
  failure: DomainMessageKey,
): Promise<Partial<Record<Column, number | null>>> {
  const id = optionalId(values, field);
  if (id === undefined) return {};
  if (id === null) return { [column]: null } as Partial<Record<Column, null>>;
  const row = id > 0 ? await find(id) : undefined;
  if (!row) throw badInput({ [field]: { key: failure } })!;
  return { [column]: row.id } as Partial<Record<Column, number>>;
}
