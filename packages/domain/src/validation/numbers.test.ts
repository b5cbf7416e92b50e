import { describe, expect, it } from 'vitest';
import { integer, integerMaximum } from './numbers';

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
