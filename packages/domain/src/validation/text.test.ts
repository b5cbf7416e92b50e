import { describe, expect, it } from 'vitest';
import {
  defaultMaxLength,
  email,
  maxLength,
  storedPostcode,
  minLength,
  noDigits,
  postcode,
  required,
  text,
  textAreaRows,
  textMaxLength,
} from './text';

describe('text rules', () => {
  it('required fails on empty values and objects with neither id nor name', () => {
    for (const bad of [null, undefined, '', ' \t\n', [], {}, { label: 'x' }]) {
      expect(required(bad)).toEqual({ key: 'validation.required' });
    }
    for (const good of ['a', ' a ', [0], { id: 0 }, { name: '' }, 0, false]) {
      expect(required(good)).toBeNull();
    }
  });

  it('postcode: 4 digits not starting with 0, an optional single space, 2 capitals', () => {
    for (const good of ['1234 AB', '1234AB', '9999 ZZ', '1000AA']) {
      expect(postcode(good)).toBeNull();
    }
    for (const bad of [
      '0123 AB',
      '1234 ab',
      '1234  AB',
      '123 AB',
      '12345 AB',
      '1234 A',
      '1234 ABC',
    ]) {
      expect(postcode(bad)).toEqual({ key: 'validation.postcode' });
    }
    expect(postcode(' 1234 AB')).toEqual({ key: 'validation.postcode' });
  });

  it('email accepts a basic address and refuses others', () => {
    expect(email('a.b@c.nl')).toBeNull();
    for (const bad of ['a@b', 'a b@c.nl', '@c.nl', 'a@.nl', 'a@b.', 'ab.nl']) {
      expect(email(bad)).toEqual({ key: 'validation.email' });
    }
  });

  it('noDigits refuses any digit', () => {
    expect(noDigits('Jansen-de Vries')).toBeNull();
    expect(noDigits('Jansen 2')).toEqual({ key: 'validation.noDigits' });
    expect(noDigits('0')).toEqual({ key: 'validation.noDigits' });
  });

  it('maxLength defaults to 190: 190 passes, 191 fails', () => {
    expect(defaultMaxLength).toBe(190);
    expect(maxLength()('x'.repeat(190))).toBeNull();
    expect(maxLength()('x'.repeat(191))).toEqual({
      key: 'validation.maxLength',
      values: { max: 190 },
    });
    expect(maxLength(5)('12345')).toBeNull();
    expect(maxLength(5)('123456')?.values).toEqual({ max: 5 });
  });

  it('lengths count characters, not UTF-16 units', () => {
    expect(maxLength(3)('😀😀😀')).toBeNull();
    expect(maxLength(3)('😀😀😀😀')?.key).toBe('validation.maxLength');
    expect(minLength(2)('😀')?.key).toBe('validation.minLength');
  });

  it('minLength fails below N characters; N itself passes', () => {
    expect(minLength(3)('ab')).toEqual({ key: 'validation.minLength', values: { min: 3 } });
    expect(minLength(3)('abc')).toBeNull();
    expect(minLength(3)('abcd')).toBeNull();
  });

  it('text: shorter than 200 characters, 199 passes and 200 fails', () => {
    expect(textMaxLength).toBe(199);
    expect(text('x'.repeat(199))).toBeNull();
    expect(text('x'.repeat(200))).toEqual({ key: 'validation.maxLength', values: { max: 199 } });
  });

  it('text areas have 3 rows', () => {
    expect(textAreaRows).toBe(3);
  });
});

describe('stored postcode', () => {
  it('stores a Dutch postcode with its space, and other text as given', () => {
    expect(storedPostcode('3511AB')).toBe('3511 AB');
    expect(storedPostcode('3511 AB')).toBe('3511 AB');
    expect(storedPostcode('20457')).toBe('20457');
    expect(storedPostcode('3511ab')).toBe('3511ab');
  });
});
