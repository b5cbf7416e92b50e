import { describe, expect, it } from 'vitest';
import {
  amountForPercentage,
  amountRangeOf,
  isAmphibole,
  mostSevereStatus,
  parsePercentage,
  amountsWithoutRange,
} from './results';

const amounts = [
  { name: 'not detected', minPercentage: 0, maxPercentage: 0 },
  { name: '< 2 %', minPercentage: 0, maxPercentage: 2 },
  { name: '2 - 5 %', minPercentage: 2, maxPercentage: 5 },
  { name: '5 - 15 %', minPercentage: 5, maxPercentage: 15 },
  { name: '15 - 50 %', minPercentage: 15, maxPercentage: 50 },
  { name: '> 50 %', minPercentage: 50, maxPercentage: 100 },
];
const nameFor = (percentage: string | number) =>
  amountForPercentage(amounts, percentage)?.name ?? null;

describe('parsePercentage', () => {
  it('reads numbers, ranges and bounds as laboratories write them', () => {
    expect(parsePercentage('3.5')).toEqual({ range: { low: 3.5, high: 3.5 } });
    expect(parsePercentage(' 3,5 % ')).toEqual({ range: { low: 3.5, high: 3.5 } });
    expect(parsePercentage('2 - 5')).toEqual({ range: { low: 2, high: 5 } });
    expect(parsePercentage('2%–5%')).toEqual({ range: { low: 2, high: 5 } });
    expect(parsePercentage('< 2')).toEqual({ range: { low: 0, high: 2 } });
    expect(parsePercentage('>50')).toEqual({ range: { low: 50, high: 100 } });
  });

  it('refuses what is no percentage', () => {
    expect(parsePercentage('veel')).toEqual({ problem: 'notANumber' });
    expect(parsePercentage('')).toEqual({ problem: 'notANumber' });
    expect(parsePercentage('-3')).toEqual({ problem: 'notANumber' });
    expect(parsePercentage('101')).toEqual({ problem: 'outOfRange' });
    expect(parsePercentage('5 - 2')).toEqual({ problem: 'outOfRange' });
  });
});

describe('amountForPercentage', () => {
  it('finds "not detected" for 0 and the amount a value lies in otherwise', () => {
    expect(nameFor('0')).toBe('not detected');
    expect(nameFor(0)).toBe('not detected');
    expect(nameFor('0.5')).toBe('< 2 %');
    expect(nameFor('2')).toBe('2 - 5 %');
    expect(nameFor('4,9')).toBe('2 - 5 %');
    expect(nameFor('50')).toBe('> 50 %');
    expect(nameFor('100')).toBe('> 50 %');
  });

  it('places a range in the amount that holds all of it', () => {
    expect(nameFor('2 - 5')).toBe('2 - 5 %');
    expect(nameFor('< 2')).toBe('< 2 %');
    expect(nameFor('> 50')).toBe('> 50 %');
    expect(nameFor('3 - 20')).toBeNull();
  });

  it('gives null for a bad percentage or when no amount covers it', () => {
    expect(nameFor('abc')).toBeNull();
    expect(nameFor('120')).toBeNull();
    expect(amountForPercentage(amounts.slice(0, 3), '30')).toBeNull();
    expect(amountForPercentage([{ minPercentage: null, maxPercentage: null }], '0')).toBeNull();
  });
});

describe('helpers', () => {
  it('reads the range of an amount item from its data', () => {
    expect(amountRangeOf({ min_percentage: '2', max_percentage: '5,5' })).toEqual({
      minPercentage: 2,
      maxPercentage: 5.5,
    });
    expect(amountRangeOf({})).toEqual({ minPercentage: null, maxPercentage: null });
    expect(amountRangeOf(null)).toEqual({ minPercentage: null, maxPercentage: null });
  });

  it('names the amounts a percentage cannot find for want of a range', () => {
    const amounts = [
      { value: 'Niet aangetoond', minPercentage: 0, maxPercentage: 0 },
      { value: '< 2 %', minPercentage: null, maxPercentage: null },
      { value: '2 - 5 %', minPercentage: 2, maxPercentage: null },
      { value: '5 - 15 %', minPercentage: 15, maxPercentage: 5 },
      { value: '> 50 %', minPercentage: 50, maxPercentage: 100 },
    ];
    expect(amountsWithoutRange(amounts).map((amount) => amount.value)).toEqual([
      '< 2 %',
      '2 - 5 %',
      '5 - 15 %',
    ]);
  });

  it('tells amphiboles apart', () => {
    expect(isAmphibole('chrysotile')).toBe(false);
    expect(isAmphibole('crocidolite')).toBe(true);
  });

  it('takes the most severe status (lowest priority number)', () => {
    const red = { name: 'red', prioriteit: 1 };
    const green = { name: 'green', prioriteit: 4 };
    expect(mostSevereStatus([green, null, red])).toBe(red);
    expect(mostSevereStatus([{ name: 'none', prioriteit: null }, green])).toBe(green);
    expect(mostSevereStatus([])).toBeNull();
  });
});
