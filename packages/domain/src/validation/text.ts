import type { Rule } from './failure';

/** Spec section 9: the default maximum length of a text field. */
export const defaultMaxLength = 190;
/** Spec sections 5 and 9: text must be shorter than 200 characters, so at most 199. */
export const textMaxLength = 199;
/** Spec section 5: text areas default to 3 rows. */
export const textAreaRows = 3;

/**
 * Fails on null, undefined, a blank string, an empty array, or an object that has
 * neither an id nor a name (a select whose option was not chosen).
 */
export const required: Rule = (value) => {
  if (value === null || value === undefined) return { key: 'validation.required' };
  if (typeof value === 'string' && value.trim() === '') return { key: 'validation.required' };
  if (Array.isArray(value) && value.length === 0) return { key: 'validation.required' };
  if (typeof value === 'object' && !Array.isArray(value) && !('id' in value) && !('name' in value))
    return { key: 'validation.required' };
  return null;
};

// Deliberately basic, as the spec says: something@something.tld, no spaces.
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const email: Rule<string> = (value) =>
  emailPattern.test(value) ? null : { key: 'validation.email' };

/**
 * A web address on http: or https: with a host (a laboratory's API): no other scheme
 * (file:, data:, ftp:), which the server would otherwise be asked to open. No user name or
 * password in it either: the address is shown and logged, so a secret belongs in its own
 * (sealed) field.
 */
export const httpUrl: Rule<string> = (value) => {
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    return { key: 'validation.httpUrl' };
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.hostname === '') {
    return { key: 'validation.httpUrl' };
  }
  return url.username || url.password ? { key: 'validation.urlCredentials' } : null;
};

/** A web address on https: (a production connection: its password must not travel in clear). */
export const httpsUrl: Rule<string> = (value) =>
  /^https:\/\//i.test(value.trim()) ? null : { key: 'validation.httpsRequired' };

// Dutch postcode: 4 digits without a leading 0, an optional single space, 2 capital letters.
const postcodePattern = /^[1-9][0-9]{3} ?[A-Z]{2}$/;

export const postcode: Rule<string> = (value) =>
  postcodePattern.test(value) ? null : { key: 'validation.postcode' };

/** A Dutch postcode as it is stored, '1234 AB', with or without the space typed; other text as given. */
export const storedPostcode = (value: string): string =>
  postcodePattern.test(value) ? `${value.slice(0, 4)} ${value.slice(-2)}` : value;

/** A KvK branch number (vestigingsnummer): exactly twelve digits. */
export const branchNumber: Rule<string> = (value) =>
  /^[0-9]{12}$/.test(value.trim()) ? null : { key: 'validation.branchNumber' };

/** A Chamber of Commerce (KvK) number: exactly eight digits. */
export const kvkNumber: Rule<string> = (value) =>
  /^[0-9]{8}$/.test(value.trim()) ? null : { key: 'validation.kvkNumber' };

export const noDigits: Rule<string> = (value) =>
  /[0-9]/.test(value) ? { key: 'validation.noDigits' } : null;

/**
 * Lengths count characters (Unicode code points), as PostgreSQL's varchar(n) does, so an
 * emoji counts once and a value the form accepts also fits the column.
 */
const lengthOf = (value: string): number => Array.from(value).length;

export const maxLength =
  (max = defaultMaxLength): Rule<string> =>
  (value) =>
    lengthOf(value) > max ? { key: 'validation.maxLength', values: { max } } : null;

/**
 * Fails when the value has fewer than `min` characters; exactly `min` passes. The text keeps
 * the spec's wording ("should be longer than N characters") although N itself is enough.
 */
export const minLength =
  (min: number): Rule<string> =>
  (value) =>
    lengthOf(value) < min ? { key: 'validation.minLength', values: { min } } : null;

/**
 * A text field: shorter than 200 characters. The message is the maximum-length one with
 * N = 199 ("This field can not be longer than 199 characters"), which says exactly the same
 * in the spec's own wording, so no separate text is needed.
 */
export const text: Rule<string> = maxLength(textMaxLength);

/** A colour as the colour picker gives it: '#' and six hexadecimal digits. */
export const color: Rule<string> = (value) =>
  /^#[0-9a-f]{6}$/i.test(value.trim()) ? null : { key: 'validation.color' };

/**
 * Answer options typed one per line: at least two, none repeated (case and surrounding
 * spaces ignored), none longer than a text field. Empty lines are skipped.
 */
export const answerOptionLines = (value: string): string[] =>
  value
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');

export const answerOptions: Rule<string> = (value) => {
  const lines = answerOptionLines(value);
  const distinct = new Set(lines.map((line) => line.toLocaleLowerCase('nl')));
  if (lines.length < 2 || distinct.size !== lines.length)
    return { key: 'validation.answerOptions' };
  return lines.map(text).find((failure) => failure !== null) ?? null;
};
