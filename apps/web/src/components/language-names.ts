import type { Locale } from '@vezel/domain/i18n/locales';

// Each language is named in itself, so that anyone finds their own.
export const languageNames: Record<Locale, string> = {
  nl: 'Nederlands',
  en: 'English',
  fr: 'Français',
};
