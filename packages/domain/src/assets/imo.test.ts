import { describe, expect, it } from 'vitest';
import { imoNumber, isImoNumber, storedImoNumber } from './imo';

describe('IMO numbers', () => {
  it('accepts numbers whose check digit is right, with or without "IMO"', () => {
    expect(isImoNumber('9074729')).toBe(true);
    expect(isImoNumber('IMO 9074729')).toBe(true);
    expect(isImoNumber('imo9176187')).toBe(true);
    expect(storedImoNumber('IMO 9074729')).toBe('9074729');
  });

  it('refuses a wrong check digit, a wrong length and letters', () => {
    expect(isImoNumber('9074728')).toBe(false);
    expect(isImoNumber('907472')).toBe(false);
    expect(isImoNumber('90747290')).toBe(false);
    expect(isImoNumber('90A4729')).toBe(false);
    expect(imoNumber('9074728')).toEqual({ key: 'validation.imoNumber' });
    expect(imoNumber('9074729')).toBeNull();
  });
});
