import {
  storedPostcode,
  toStoredDate,
  type FieldDeclaration,
  type ResourceDeclaration,
} from '@vezel/domain';
import { getTableColumns } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { inputText, type ResourceValues } from './binding';

/** A declared (snake_case) name as the camelCase key of its column. */
export const camelCase = (name: string) =>
  name.replace(/_([a-z])/g, (_match, letter: string) => letter.toUpperCase());

/**
 * How a field's given value is kept where not in the column of its name: the columns it
 * sets (a postcode in its stored form), or null where the binding keeps it itself (a
 * reference it checks in the database).
 */
type ColumnsOverride<Table extends PgTable> =
  ((value: ResourceValues[string]) => Partial<Table['$inferInsert']>) | null;

/** The override of a Dutch postcode field: kept as '1234 AB' however it was typed. */
export const postcodeColumn = (value: ResourceValues[string]) => ({
  postcode: storedPostcode(inputText(value)),
});

function storedValue(field: FieldDeclaration, column: string, value: ResourceValues[string]) {
  switch (field.type) {
    case 'integer':
      return { [column]: typeof value === 'number' ? value : null };
    case 'boolean':
      return typeof value === 'boolean' ? { [column]: value } : {};
    case 'date': {
      const text = inputText(value);
      return { [column]: text === '' ? null : toStoredDate(text) };
    }
    default:
      return { [column]: inputText(value) };
  }
}

/** Files and chosen items are checked against the database, so their binding keeps them. */
const keptByBinding = new Set(['file', 'item', 'items', 'json']);

/**
 * The columns a declaration's given values set, each in the camelCase column of its name:
 * text trimmed, a date as stored, an empty whole number null. Absent fields leave their
 * columns alone; `overrides` keep a field otherwise.
 */
export function declaredColumns<Table extends PgTable>(
  declaration: Pick<ResourceDeclaration, 'fields'>,
  table: Table,
  values: ResourceValues,
  overrides: Readonly<Record<string, ColumnsOverride<Table>>> = {},
): Partial<Table['$inferInsert']> {
  const columns = getTableColumns(table);
  const set: Record<string, unknown> = {};
  for (const field of declaration.fields) {
    const value = values[field.name];
    if (value === undefined || keptByBinding.has(field.type)) continue;
    const override = overrides[field.name];
    if (override !== undefined) {
      Object.assign(set, override?.(value));
      continue;
    }
    const column = camelCase(field.name);
    if (!(column in columns)) throw new Error(`no column ${column} for the field ${field.name}`);
    Object.assign(set, storedValue(field, column, value));
  }
  return set as Partial<Table['$inferInsert']>;
}
