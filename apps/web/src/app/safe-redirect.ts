import type { Locale } from '@vezel/domain/i18n/locales';
import { buildPath, matchPath } from '@vezel/domain/routes/route-table';

/**
 * The page to open after login. Only a path on this site is accepted, never another
 * origin (`//evil.example`, `https://...`, `/\evil`), so the login link cannot send
 * someone elsewhere.
 */
export function redirectTarget(raw: string | null, locale: Locale): string {
  const home = buildPath('home', locale);
  if (!raw || !raw.startsWith('/') || raw.startsWith('//') || raw.includes('\\')) return home;
  const base = 'http://vezel.invalid';
  let url: URL;
  try {
    url = new URL(raw, base);
  } catch {
    return home;
  }
  if (url.origin !== base) return home;
  const match = matchPath(url.pathname);
  if (!match || match.id === 'login') return home;
  // The redirect was taken in the language the user had then; open it in the current one.
  return buildPath(match.id, locale, match.params) + url.search + url.hash;
}

/** The login page that brings the user back to `path` afterwards. */
export function loginPathFor(locale: Locale, path: string): string {
  return `${buildPath('login', locale)}?${new URLSearchParams({ redirect: path }).toString()}`;
}
