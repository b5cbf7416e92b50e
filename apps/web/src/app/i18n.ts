import { domainMessages, type DomainMessageKey } from '@vezel/domain/i18n/messages';
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

// One chunk per language: only the active language is downloaded.
const webCatalogues: Record<Locale, () => Promise<{ default: WebCatalogue }>> = {
  nl: () => import('../locales/nl.json'),
  en: () => import('../locales/en.json'),
  fr: () => import('../locales/fr.json'),
};

async function catalogueFor(locale: Locale): Promise<Record<string, string>> {
  const { default: web } = await webCatalogues[locale]();
  return { ...domainMessages[locale], ...web };
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

/** Loads the language's catalogue when needed, then switches to it. */
export async function activateLocale(locale: Locale): Promise<void> {
  if (!i18next.hasResourceBundle(locale, 'translation')) {
    i18next.addResourceBundle(locale, 'translation', await catalogueFor(locale));
  }
  if (i18next.language !== locale) await i18next.changeLanguage(locale);
  document.documentElement.lang = locale;
}

/** For keys that come from the server at run time. */
export function isTranslationKey(key: unknown): key is TranslationKey {
  return typeof key === 'string' && i18next.exists(key);
}
