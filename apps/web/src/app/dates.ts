import { toLocale, type Locale } from '@vezel/domain/i18n/locales';
import { fromStoredDate, toStoredDate } from '@vezel/domain/validation/dates';
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

const timePattern = /^([01][0-9]|2[0-3]):[0-5][0-9]$/;

/**
 * What a date ('DD-MM-YYYY') or date-time ('DD-MM-YYYY HH:mm') field holds, for the
 * calendar: its day as 'YYYY-MM-DD' and its time as 'HH:mm', each null while the typed
 * text is not (yet) a valid one.
 */
export function pickerParts(value: string): { day: string | null; time: string | null } {
  const [datePart = '', timePart = ''] = value.trim().split(/\s+/);
  let day: string | null;
  try {
    day = toStoredDate(datePart);
  } catch {
    day = null;
  }
  return { day, time: timePattern.test(timePart) ? timePart : null };
}

/**
 * The field's text after a day ('YYYY-MM-DD') is picked: the day as the form writes it,
 * and for a date-time the time already typed, when there is a valid one.
 */
export function withPickedDay(value: string, day: string, withTime: boolean): string {
  const display = fromStoredDate(day);
  const { time } = pickerParts(value);
  return withTime && time ? `${display} ${time}` : display;
}

/** The date-time field's text after a time ('HH:mm') is picked; it needs a valid day. */
export function withPickedTime(value: string, time: string): string {
  const { day } = pickerParts(value);
  return day ? `${fromStoredDate(day)} ${time}` : value;
}
