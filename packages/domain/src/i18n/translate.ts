import { defaultLocale, type Locale } from './locales';

export type Catalogue = Record<string, string>;
export type Catalogues = Record<Locale, Catalogue>;

/** Replaces {name} placeholders; a missing key falls back to Dutch, then to the key itself. */
export function translate(
  catalogues: Catalogues,
  locale: Locale,
  key: string,
  values: Record<string, string | number> = {},
): string {
  const template = catalogues[locale][key] ?? catalogues[defaultLocale][key] ?? key;
  return template.replace(/\{(\w+)\}/g, (match, name: string) =>
    name in values ? String(values[name]) : match,
  );
}
