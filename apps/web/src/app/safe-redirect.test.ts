import { describe, expect, it } from 'vitest';
import { loginPathFor, redirectTarget } from './safe-redirect';

describe('redirect after login', () => {
  it('accepts a path on this site, in the current language', () => {
    expect(redirectTarget('/changelog', 'nl')).toBe('/changelog');
    expect(redirectTarget('/changelog?x=1#top', 'nl')).toBe('/changelog?x=1#top');
    expect(redirectTarget('/changelog', 'en')).toBe('/en/changelog');
    expect(redirectTarget('/en/admin/users', 'nl')).toBe('/admin/gebruikers');
  });

  it('refuses other origins and odd input', () => {
    for (const raw of [
      null,
      '',
      'changelog',
      '//evil.example/x',
      '/\\evil.example',
      'https://evil.example/',
    ]) {
      expect(redirectTarget(raw, 'nl')).toBe('/');
    }
    expect(redirectTarget('https://evil.example/', 'fr')).toBe('/fr');
  });

  it('does not send the user back to the login page', () => {
    expect(redirectTarget('/login?redirect=/login', 'nl')).toBe('/');
  });

  it('sends unknown pages home', () => {
    expect(redirectTarget('/bestaat-niet', 'nl')).toBe('/');
  });

  it('builds the login link with the original path', () => {
    expect(loginPathFor('en', '/en/changelog?a=1')).toBe(
      '/en/login?redirect=%2Fen%2Fchangelog%3Fa%3D1',
    );
  });
});
