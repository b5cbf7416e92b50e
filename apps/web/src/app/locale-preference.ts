import {
  isLocale,
  localeCookieMaxAgeSeconds,
  localeCookieName,
  type Locale,
} from '@vezel/domain/i18n/locales';
import { localeOfPath, matchPath, switchLocale } from '@vezel/domain/routes/route-table';

/** The language stored in the locale cookie, if any. */
export function localeFromCookies(cookies: string): Locale | null {
  for (const part of cookies.split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === localeCookieName && isLocale(value)) return value;
  }
  return null;
}

export function rememberLocale(locale: Locale): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${localeCookieName}=${locale}; Max-Age=${localeCookieMaxAgeSeconds}; Path=/; SameSite=Lax${secure}`;
}

/**
 * Where an unprefixed (Dutch) URL should go for someone who chose English or French
 * before; null when it can stay. An unknown path keeps its not-found page, in their language.
 */
export function preferredLocaleTarget(
  pathname: string,
  search: string,
  preferred: Locale | null,
): string | null {
  if (!preferred || preferred === 'nl' || localeOfPath(pathname) !== 'nl') return null;
  if (matchPath(pathname)) return switchLocale(pathname, search, preferred);
  return `/${preferred}${pathname}${search}`;
}
