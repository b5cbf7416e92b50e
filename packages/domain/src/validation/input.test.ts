import { describe, expect, it } from 'vitest';
import { validateValue } from './declarative';
import { hasUnstorableCharacters, maxId, parseId } from './input';

describe('parseId', () => {
  it('reads an id written as digits or given as a number', () => {
    expect(parseId('1')).toBe(1);
    expect(parseId('2147483647')).toBe(maxId);
    expect(parseId(42)).toBe(42);
  });

  it.each([
    '0',
    '-1',
    '+2',
    '02',
    ' 2',
    '2 ',
    '2e0',
    '0x2',
    '1.5',
    '2147483648',
    '',
    'abc',
    1.5,
    0,
  ])('refuses %j', (value) => expect(parseId(value)).toBeNull());

  it('refuses what is not text or a number', () => {
    expect(parseId(null)).toBeNull();
    expect(parseId({ id: 1 })).toBeNull();
  });
});

describe('hasUnstorableCharacters', () => {
  it('finds a NUL and a lone surrogate of either half', () => {
    expect(hasUnstorableCharacters('a\u0000b')).toBe(true);
    expect(hasUnstorableCharacters('\uD800x')).toBe(true);
    expect(hasUnstorableCharacters('x\uDC00')).toBe(true);
    expect(hasUnstorableCharacters('\uDC00\uD800')).toBe(true);
  });

  it('leaves ordinary text, accents and emoji alone', () => {
    expect(hasUnstorableCharacters('Kruiskade 12, Zoë 🏠')).toBe(false);
  });

  it('fails every field, whatever its rules, as the form shows it', () => {
    expect(validateValue('a\u0000b', [], { values: {} })).toEqual({ key: 'validation.characters' });
  });
});
