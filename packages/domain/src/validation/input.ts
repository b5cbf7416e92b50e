/** The largest value of PostgreSQL's `integer`, the type of every id column. */
export const maxId = 2_147_483_647;

const idPattern = /^[1-9][0-9]{0,9}$/;

/**
 * An id as the API and the forms write it: a whole number from 1 to `maxId`, in digits
 * without sign, spaces or leading zeros (a number is read as its digits). Anything else is
 * null: "02", "2e0" or "0x2" must not open record 2 as though they were its id.
 */
export function parseId(value: unknown): number | null {
  const text = typeof value === 'number' ? String(value) : value;
  if (typeof text !== 'string' || !idPattern.test(text)) return null;
  const id = Number(text);
  return id <= maxId ? id : null;
}

// A NUL character, or half of a UTF-16 surrogate pair without its other half.
// eslint-disable-next-line no-control-regex -- NUL is exactly what is looked for
const unstorable = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * Text that PostgreSQL cannot store: a NUL character (refused in text columns) or a lone
 * surrogate (not Unicode, refused in jsonb). Every text from outside is checked with it.
 */
export const hasUnstorableCharacters = (text: string): boolean => unstorable.test(text);
