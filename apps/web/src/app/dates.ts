import { toLocale, type Locale } from '@vezel/domain/i18n/locales';
import dayjs from 'dayjs';
import 'dayjs/locale/nl';
import 'dayjs/locale/fr';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** Spec section 9. */
const dateFormat = 'ddd D MMM YYYY';
const dateTimeFormat = 'ddd D MMM YYYY HH:mm';

function format(value: string | Date, locale: Locale, pattern: string): string {
  const date = dayjs(value);
  return date.isValid() ? date.locale(locale).format(pattern) : '';
}

export function formatDate(value: string | Date, locale: Locale): string {
  return format(value, locale, dateFormat);
}

export function formatDateTime(value: string | Date, locale: Locale): string {
  return format(value, locale, dateTimeFormat);
}

/** Date formatters in the active language. */
export function useDateFormat(): {
  date: (value: string | Date) => string;
  dateTime: (value: string | Date) => string;
} {
  const { i18n } = useTranslation();
  const locale = toLocale(i18n.language);
  return useMemo(
    () => ({
      date: (value) => formatDate(value, locale),
      dateTime: (value) => formatDateTime(value, locale),
    }),
    [locale],
  );
}
