import {
  isVisible,
  listFieldsOf,
  validateValues,
  withHiddenFields,
  type FieldDeclaration,
  type RuleFailure,
} from '@vezel/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { variableItems } from '../../db/tables';
import { AppError, badInput } from '../../graphql/errors';

type Data = Record<string, unknown>;

const refuse = (field: string): never => {
  throw new AppError('BAD_USER_INPUT', 'error.badInput', undefined, {
    [field]: { key: 'error.badInput' },
  });
};

function parseData(text: unknown): Data {
  if (text === undefined || text === null || text === '') return {};
  try {
    const parsed: unknown = JSON.parse(String(text));
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) return parsed as Data;
  } catch {
    // Refused below, like any other value that is not an object.
  }
  return refuse('data');
}

/** A value as the form sends it (text) or as JSON carries it, in the type it is stored as. */
function stored(field: FieldDeclaration, value: unknown): unknown {
  if (value === null || value === undefined || value === '') return null;
  switch (field.type) {
    case 'boolean':
      return typeof value === 'boolean' ? value : refuse(field.name);
    case 'integer':
    case 'item':
      return /^\d+$/.test(String(value).trim()) ? Number(value) : refuse(field.name);
    case 'items': {
      if (!Array.isArray(value)) return refuse(field.name);
      const ids = value.map((id) =>
        /^\d+$/.test(String(id).trim()) ? Number(id) : refuse(field.name),
      );
      return [...new Set(ids)];
    }
    default:
      if (typeof value !== 'string' && typeof value !== 'number') return refuse(field.name);
      return String(value).trim();
  }
}

/**
 * The `data` of a list item after a create or update: the sent fields merged over what it
 * held (or over the defaults, for a new item), hidden fields cleared, every field checked
 * with the rules the form uses, and each chosen item an item of the right list of the
 * same set. Keys the list does not declare are refused; stored ones it keeps.
 */
export async function checkedListData(
  tx: Executor,
  setId: number,
  list: string,
  sent: unknown,
  previous: Data | null,
): Promise<Data> {
  const fields = listFieldsOf(list);
  const changes = parseData(sent);
  for (const key of Object.keys(changes)) {
    if (!fields.some((field) => field.name === key)) refuse(key);
  }
  const base: Data =
    previous ??
    Object.fromEntries(
      fields
        .filter((field) => field.default !== undefined && field.default !== 'today')
        .map((field) => [field.name, field.default]),
    );
  const merged: Data = { ...base };
  for (const field of fields) {
    if (field.name in changes) merged[field.name] = stored(field, changes[field.name]);
  }
  const data = withHiddenFields(fields, merged);
  const visible = fields.filter((field) => isVisible(field, data));
  const failures: Record<string, RuleFailure | null> = validateValues(
    data,
    Object.fromEntries(visible.map((field) => [field.name, field.rules ?? []])),
  );
  for (const field of visible) {
    const value = data[field.name];
    if (field.options && value !== null && !field.options.includes(String(value))) {
      failures[field.name] = { key: 'error.badInput' };
    }
    const ids =
      field.type === 'item' && typeof value === 'number'
        ? [value]
        : field.type === 'items' && Array.isArray(value)
          ? (value as number[])
          : [];
    if (ids.length > 0 && field.itemsOf) {
      const found = await tx
        .select({ id: variableItems.id })
        .from(variableItems)
        .where(
          and(
            inArray(variableItems.id, ids),
            eq(variableItems.variableSetId, setId),
            eq(variableItems.list, field.itemsOf),
          ),
        );
      if (found.length !== ids.length) failures[field.name] = { key: 'error.badInput' };
    }
  }
  const invalid = badInput(failures);
  if (invalid) throw invalid;
  return data;
}
