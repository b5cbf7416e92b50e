import { describe, expect, it } from 'vitest';
import { decimal, integer, integerMaximum, storedDecimal } from './numbers';

const tooLarge = { key: 'validation.integerMaximum', values: { max: 2147483647 } };

describe('integer', () => {
  it('accepts digits only', () => {
    for (const good of ['0', '7', '0042', '2147483646']) expect(integer(good)).toBeNull();
    for (const bad of ['-1', '+1', '1.5', '1,5', '1e3', ' 1', '1 ', '12a', '']) {
      expect(integer(bad)).toEqual({ key: 'validation.digitsOnly' });
    }
  });

  it('blocks values from 2147483647 upward', () => {
    expect(integerMaximum).toBe(2147483647);
    expect(integer('2147483646')).toBeNull();
    expect(integer('2147483647')).toEqual(tooLarge);
    expect(integer('99999999999999999999999')).toEqual(tooLarge);
  });

  it('checks numbers the same way', () => {
    expect(integer(0)).toBeNull();
    expect(integer(2147483646)).toBeNull();
    expect(integer(2147483647)).toEqual(tooLarge);
    expect(integer(1e21)).toEqual(tooLarge);
    for (const bad of [-1, 1.5, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(integer(bad)).toEqual({ key: 'validation.digitsOnly' });
    }
  });
});

describe('decimal', () => {
  it('takes up to two decimals after a point or a comma', () => {
    expect(decimal('12')).toBeNull();
    expect(decimal('12.5')).toBeNull();
    expect(decimal('12,50')).toBeNull();
    expect(decimal(999999.99)).toBeNull();
    expect(storedDecimal('12,5')).toBe('12.5');
  });

  it('refuses more decimals, letters, signs and too large numbers', () => {
    const failure = { key: 'validation.decimal', values: { max: 999999.99 } };
    expect(decimal('12.555')).toEqual(failure);
    expect(decimal('-1')).toEqual(failure);
    expect(decimal('12 m')).toEqual(failure);
    expect(decimal('1000000')).toEqual(failure);
  });
});
