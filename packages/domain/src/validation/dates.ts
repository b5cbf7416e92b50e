import { amsterdamToday } from '../calendar/days';
import type { Rule, RuleFailure } from './failure';

/*
 * Dates as the forms show them (spec section 5): a date is 'DD-MM-YYYY', a time 'HH:mm'
 * (24 hours) and a date-time field holds both as one string, 'DD-MM-YYYY HH:mm'. They are
 * stored as 'YYYY-MM-DD' and 'YYYY-MM-DD HH:mm:ss'. Both stored forms have a fixed width,
 * so comparing them as strings compares them in time.
 */

const invalidDate: RuleFailure = { key: 'validation.date' };
const invalidTime: RuleFailure = { key: 'validation.time' };

const isLeapYear = (year: number): boolean =>
  (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

function isCalendarDate(year: number, month: number, day: number): boolean {
  if (year < 1 || month < 1 || month > 12 || day < 1) return false;
  const lengths = [31, isLeapYear(year) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
  return day <= (lengths[month - 1] ?? 0);
}

/** 'DD-MM-YYYY' to 'YYYY-MM-DD', or null when it is not that format or not a real date. */
function storedDateOf(display: string): string | null {
  const match = /^([0-9]{2})-([0-9]{2})-([0-9]{4})$/.exec(display);
  if (!match) return null;
  const [, day = '', month = '', year = ''] = match;
  return isCalendarDate(Number(year), Number(month), Number(day))
    ? `${year}-${month}-${day}`
    : null;
}

/** 'HH:mm' from 00:00 to 23:59, or null. */
function timeOf(display: string): string | null {
  return /^([01][0-9]|2[0-3]):[0-5][0-9]$/.test(display) ? display : null;
}

/**
 * Reads 'DD-MM-YYYY' or 'DD-MM-YYYY HH:mm' (date and time separated by one space) into its
 * stored date and time, or the failure that says what is wrong. A date-time without its
 * time part is an invalid time.
 */
function readDisplay(
  value: string,
  withTime: boolean,
): { date: string; time: string | null } | RuleFailure {
  const space = value.indexOf(' ');
  const datePart = space < 0 ? value : value.slice(0, space);
  const date = storedDateOf(datePart);
  if (date === null) return invalidDate;
  if (!withTime) return space < 0 ? { date, time: null } : invalidDate;
  const time = space < 0 ? null : timeOf(value.slice(space + 1));
  return time === null ? invalidTime : { date, time };
}

const isFailure = (read: object): read is RuleFailure => 'key' in read;

/**
 * A date ('DD-MM-YYYY'): a real calendar date (29-02-2024 yes, 31-02-2024 no), and when a
 * start date is given, on or after it. A start that is empty or not a valid date is not
 * compared: its own field reports it.
 */
export const date =
  (start?: string | null): Rule<string> =>
  (value) => {
    const read = readDisplay(value, false);
    if (isFailure(read)) return read;
    const from = start ? readDisplay(start, false) : null;
    if (from && !isFailure(from) && read.date < from.date) {
      return { key: 'validation.dateBeforeStart' };
    }
    return null;
  };

/**
 * A date-time ('DD-MM-YYYY HH:mm'): a valid date, a valid 24-hour time, and when a start
 * date-time in the same format is given, not before it (the same moment passes).
 */
export const dateTime =
  (start?: string | null): Rule<string> =>
  (value) => {
    const read = readDisplay(value, true);
    if (isFailure(read)) return read;
    const from = start ? readDisplay(start, true) : null;
    if (from && !isFailure(from) && `${read.date} ${read.time}` < `${from.date} ${from.time}`) {
      return { key: 'validation.dateTimeBeforeStart' };
    }
    return null;
  };

/**
 * Not earlier than today in Amsterdam (today passes): the browser and the server agree on
 * it. Takes a date or a date-time; only the day counts.
 * `today` is injectable for tests; it defaults to now.
 */
export const pastDate =
  (today: Date = new Date()): Rule<string> =>
  (value) => {
    const read = readDisplay(value, value.includes(' '));
    if (isFailure(read)) return read;
    return read.date < amsterdamToday(today) ? { key: 'validation.pastDate' } : null;
  };

/**
 * Conversions between the form and the database. They expect valid input (run the rules
 * first) and throw a RangeError otherwise, rather than store or show a wrong date.
 */
export function toStoredDate(display: string): string {
  const stored = storedDateOf(display);
  if (stored === null) throw new RangeError(`Not a DD-MM-YYYY date: "${display}"`);
  return stored;
}

/** 'DD-MM-YYYY' and 'HH:mm' to 'YYYY-MM-DD HH:mm:ss' (seconds are 00). */
export function toStoredDateTime(displayDate: string, displayTime: string): string {
  const time = timeOf(displayTime);
  if (time === null) throw new RangeError(`Not an HH:mm time: "${displayTime}"`);
  return `${toStoredDate(displayDate)} ${time}:00`;
}

/** 'YYYY-MM-DD' to 'DD-MM-YYYY'. */
export function fromStoredDate(stored: string): string {
  const match = /^([0-9]{4})-([0-9]{2})-([0-9]{2})$/.exec(stored);
  const [, year = '', month = '', day = ''] = match ?? [];
  if (!match || !isCalendarDate(Number(year), Number(month), Number(day))) {
    throw new RangeError(`Not a YYYY-MM-DD date: "${stored}"`);
  }
  return `${day}-${month}-${year}`;
}

/**
 * 'YYYY-MM-DD HH:mm:ss' to 'DD-MM-YYYY HH:mm', the value of a date-time form field. Also
 * takes PostgreSQL's text of a timestamp without time zone: a 'T' instead of the space,
 * no seconds, or fractions of a second. Seconds are dropped. A value with a time zone
 * offset is refused: its wall-clock time depends on where it is shown.
 */
export function fromStoredDateTime(stored: string): string {
  const match =
    /^([0-9]{4}-[0-9]{2}-[0-9]{2})[ T]([0-9]{2}:[0-9]{2})(?::([0-5][0-9])(?:\.[0-9]+)?)?$/.exec(
      stored,
    );
  const [, date = '', time = ''] = match ?? [];
  if (!match || timeOf(time) === null) {
    throw new RangeError(`Not a YYYY-MM-DD HH:mm:ss date-time: "${stored}"`);
  }
  return `${fromStoredDate(date)} ${time}`;
}

/** The earliest year a building or ship in a survey is taken to be from. */
export const earliestYear = 1500;

/**
 * A year of construction: four digits, not before 1500 and not after next year (a building
 * or ship may be delivered next year). `today` is injectable for tests.
 */
export const year =
  (today: Date = new Date()): Rule<string> =>
  (value) => {
    const text = value.trim();
    const latest = Number(amsterdamToday(today).slice(0, 4)) + 1;
    if (!/^[0-9]{4}$/.test(text) || Number(text) < earliestYear || Number(text) > latest) {
      return { key: 'validation.year', values: { min: earliestYear, max: latest } };
    }
    return null;
  };
