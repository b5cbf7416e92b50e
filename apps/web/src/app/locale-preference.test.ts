import { describe, expect, it } from 'vitest';
import { localeFromCookies, preferredLocaleTarget } from './locale-preference';

describe('locale preference', () => {
  it('reads the locale cookie among others', () => {
    expect(localeFromCookies('a=1; vezel_locale=fr; b=2')).toBe('fr');
    expect(localeFromCookies('vezel_locale=de')).toBeNull();
    expect(localeFromCookies('')).toBeNull();
  });

  it('sends an unprefixed URL to the preferred language', () => {
    expect(preferredLocaleTarget('/changelog', '?a=1', 'en')).toBe('/en/changelog?a=1');
    expect(preferredLocaleTarget('/', '', 'fr')).toBe('/fr');
    expect(preferredLocaleTarget('/admin/gebruikers/3', '', 'en')).toBe('/en/admin/users/3');
  });

  it('keeps an unknown path unknown, in the preferred language', () => {
    expect(preferredLocaleTarget('/nergens', '', 'en')).toBe('/en/nergens');
  });

  it('leaves prefixed URLs and Dutch preferences alone', () => {
    expect(preferredLocaleTarget('/en/changelog', '', 'fr')).toBeNull();
    expect(preferredLocaleTarget('/changelog', '', 'nl')).toBeNull();
    expect(preferredLocaleTarget('/changelog', '', null)).toBeNull();
  });
});
