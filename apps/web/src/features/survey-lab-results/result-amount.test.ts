import { describe, expect, it } from 'vitest';
import { amountWithPercentage } from './result-amount';

describe("a result's amount with the reported percentage", () => {
  it('shows the percentage only where it says more than the amount', () => {
    expect(amountWithPercentage('2 - 5 %', '3.5', 'nl')).toBe('2 - 5 % (3,5 %)');
    expect(amountWithPercentage('2 - 5 %', '3,5', 'en')).toBe('2 - 5 % (3.5 %)');
    expect(amountWithPercentage('5 - 15 %', '5 - 15', 'nl')).toBe('5 - 15 %');
    expect(amountWithPercentage('5 - 15 %', '5-15 %', 'nl')).toBe('5 - 15 %');
    expect(amountWithPercentage('Niet aangetoond', '0', 'nl')).toBe('Niet aangetoond');
    expect(amountWithPercentage('< 2 %', '', 'nl')).toBe('< 2 %');
    expect(amountWithPercentage('< 2 %', '< 1', 'nl')).toBe('< 2 % (< 1 %)');
  });

  it('shows the percentage alone without an amount', () => {
    expect(amountWithPercentage(null, '12', 'nl')).toBe('12 %');
    expect(amountWithPercentage(undefined, '', 'nl')).toBe('');
  });
});
