import type { Rule } from './failure';

/** Spec section 9: the largest value of a PostgreSQL integer column; from here on is blocked. */
export const integerMaximum = 2147483647;

/**
 * A whole number of digits only (no sign, no decimals, no spaces) below `integerMaximum`.
 * Takes the text of a form field or a number (a GraphQL Int on the server).
 */
export const integer: Rule<string | number> = (value) => {
  const tooLarge = { key: 'validation.integerMaximum', values: { max: integerMaximum } } as const;
  if (typeof value === 'number') {
    if (!Number.isInteger(value) || value < 0) return { key: 'validation.digitsOnly' };
    return value >= integerMaximum ? tooLarge : null;
  }
  if (!/^[0-9]+$/.test(value)) return { key: 'validation.digitsOnly' };
  return BigInt(value) >= BigInt(integerMaximum) ? tooLarge : null;
};

/** The largest value of a numeric(8, 2) column: six digits before the decimal separator. */
export const decimalMaximum = 999999.99;

/**
 * A measure such as a length in metres: digits with at most two decimals after a point or
 * a comma (12, 12.5, 12,50), not above `decimalMaximum`.
 */
export const decimal: Rule<string | number> = (value) => {
  const text = typeof value === 'number' ? String(value) : value.trim();
  if (!/^[0-9]{1,6}(?:[.,][0-9]{1,2})?$/.test(text)) {
    return { key: 'validation.decimal', values: { max: decimalMaximum } };
  }
  return null;
};

/** A decimal as stored: a point as the separator. Expects a value the rule accepted. */
export const storedDecimal = (value: string): string => value.trim().replace(',', '.');
