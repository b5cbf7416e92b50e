export const locales = ['nl', 'en', 'fr'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'nl';

/** How each language writes dates and numbers (Intl): English as in Britain, "12 March 2026". */
export const intlLocales: Record<Locale, string> = { nl: 'nl-NL', en: 'en-GB', fr: 'fr-FR' };

/** The cookie that remembers the chosen language (spec section 7 and 9: 365 days). */
export const localeCookieName = 'vezel_locale';
export const localeCookieMaxAgeSeconds = 365 * 24 * 60 * 60;

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}

export function toLocale(value: unknown): Locale {
  return isLocale(value) ? value : defaultLocale;
}

/** Picks the first supported language from an Accept-Language header, Dutch when none fits. */
export function localeFromAcceptLanguage(header: string | null | undefined): Locale {
  if (!header) return defaultLocale;
  const ranked = header
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.find((p) => p.trim().startsWith('q='));
      return { lang: tag.trim().slice(0, 2).toLowerCase(), q: q ? Number(q.trim().slice(2)) : 1 };
    })
    .filter((entry) => entry.lang && !Number.isNaN(entry.q))
    .sort((a, b) => b.q - a.q);
  return (
    (ranked.find((entry) => isLocale(entry.lang))?.lang as Locale | undefined) ?? defaultLocale
  );
}
