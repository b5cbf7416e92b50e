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
