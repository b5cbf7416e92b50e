import type { Rule } from '../validation/failure';

/**
 * An IMO ship identification number: seven digits (optionally written after "IMO"), the
 * last a check digit: the first six multiplied by 7, 6, 5, 4, 3 and 2, summed, modulo 10.
 */
export function isImoNumber(value: string): boolean {
  const digits = /^(?:IMO\s*)?([0-9]{7})$/i.exec(value.trim())?.[1];
  if (!digits) return false;
  const sum = [...digits.slice(0, 6)].reduce(
    (total, digit, index) => total + Number(digit) * (7 - index),
    0,
  );
  return sum % 10 === Number(digits[6]);
}

/** The seven digits of an IMO number as stored, without the "IMO" prefix. */
export const storedImoNumber = (value: string): string => value.trim().replace(/^IMO\s*/i, '');

export const imoNumber: Rule<string> = (value) =>
  isImoNumber(value) ? null : { key: 'validation.imoNumber' };
