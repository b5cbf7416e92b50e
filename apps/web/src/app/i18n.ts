import type { domainMessages, DomainMessageKey } from '@vezel/domain/i18n/messages';
import { defaultLocale, locales, type Locale } from '@vezel/domain/i18n/locales';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import type dutchCatalogue from '../locales/nl.json';

type WebCatalogue = typeof dutchCatalogue;
type AppCatalogue = WebCatalogue & (typeof domainMessages)['nl'];

export type TranslationKey = keyof WebCatalogue | DomainMessageKey;

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: AppCatalogue };
    keySeparator: false;
    nsSeparator: false;
    interpolationPrefix: '{';
    interpolationSuffix: '}';
  }
}

// One chunk per language, web texts and shared messages alike: only the active language
// is downloaded.
const catalogues: Record<Locale, () => Promise<[WebCatalogue, Record<string, string>]>> = {
  nl: () =>
    Promise.all([
      import('../locales/nl.json').then((module) => module.default),
      import('@vezel/domain/i18n/messages/nl').then((module) => module.nl),
    ]),
  en: () =>
    Promise.all([
      import('../locales/en.json').then((module) => module.default),
      import('@vezel/domain/i18n/messages/en').then((module) => module.en),
    ]),
  fr: () =>
    Promise.all([
      import('../locales/fr.json').then((module) => module.default),
      import('@vezel/domain/i18n/messages/fr').then((module) => module.fr),
    ]),
};

async function catalogueFor(locale: Locale): Promise<Record<string, string>> {
  const [web, shared] = await catalogues[locale]();
  return { ...shared, ...web };
}

export async function initI18n(locale: Locale): Promise<void> {
  await i18next.use(initReactI18next).init({
    lng: locale,
    fallbackLng: defaultLocale,
    supportedLngs: locales,
    partialBundledLanguages: true,
    resources: { [locale]: { translation: await catalogueFor(locale) } },
    keySeparator: false,
    nsSeparator: false,
    // The same {name} placeholders as the domain messages the server sends.
    interpolation: { escapeValue: false, prefix: '{', suffix: '}' },
  });
  document.documentElement.lang = locale;
}

/**
 * Loads the language's catalogue when needed, without switching to it: a report prints in
 * its own language, whatever the reader's (`i18n.getFixedT`).
 */
export async function loadLocale(locale: Locale): Promise<void> {
  if (!i18next.hasResourceBundle(locale, 'translation')) {
    i18next.addResourceBundle(locale, 'translation', await catalogueFor(locale));
  }
}

/** Loads the language's catalogue when needed, then switches to it. */
export async function activateLocale(locale: Locale): Promise<void> {
  await loadLocale(locale);
  if (i18next.language !== locale) await i18next.changeLanguage(locale);
  document.documentElement.lang = locale;
}

/** For keys that come from the server at run time. */
export function isTranslationKey(key: unknown): key is TranslationKey {
  return typeof key === 'string' && i18next.exists(key);
}
