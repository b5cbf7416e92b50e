/*
 * Dutch working days (DOMAIN.md, "Dutch calendar"; spec section 9): Saturday, Sunday and the
 * public holidays are not working days. Dates are the stored form 'YYYY-MM-DD' and are
 * reckoned as calendar days in UTC, so the server's time zone never shifts a day.
 */

/** Days the spec's own list names as holidays, whatever the computed ones say. */
export const extraHolidays: readonly string[] = ['2023-04-27'];

/** An inventory may take place at most this many working days after it was ordered. */
export const inventoryLeadWorkingDays = 5;

const dayMs = 24 * 60 * 60 * 1000;

const isoPattern = /^([0-9]{4})-([0-9]{2})-([0-9]{2})$/;

/** A stored date as a UTC midnight; null when it is not a real 'YYYY-MM-DD' date. */
function parseIsoDate(value: string): Date | null {
  const match = isoPattern.exec(value);
  if (!match) return null;
  const [, year = '', month = '', day = ''] = match;
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  return date.toISOString().slice(0, 10) === value ? date : null;
}

function requireIsoDate(value: string): Date {
  const date = parseIsoDate(value);
  if (!date) throw new RangeError(`Not a YYYY-MM-DD date: "${value}"`);
  return date;
}

const isoOf = (date: Date): string => date.toISOString().slice(0, 10);

const isoDay = (year: number, month: number, day: number): string =>
  isoOf(new Date(Date.UTC(year, month - 1, day)));

const plusDays = (date: Date, days: number): Date => new Date(date.getTime() + days * dayMs);

/** Easter Sunday of a Gregorian year (the anonymous Gregorian algorithm, Meeus/Jones/Butcher). */
export function easterSunday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return isoDay(year, month, day);
}

/**
 * The Dutch public holidays of a year that are days off: New Year's Day, Easter Monday,
 * King's Day (27 April, 26 April when the 27th is a Sunday), Liberation Day (5 May, a day
 * off only in lustrum years: 2025, 2030...), Ascension Day, Whit Monday, Christmas Day and
 * Boxing Day. Sorted.
 */
export function dutchPublicHolidays(year: number): string[] {
  const easter = requireIsoDate(easterSunday(year));
  const kingsDay = new Date(Date.UTC(year, 3, 27));
  const holidays = [
    isoDay(year, 1, 1),
    isoOf(plusDays(easter, 1)),
    isoOf(kingsDay.getUTCDay() === 0 ? plusDays(kingsDay, -1) : kingsDay),
    ...(year % 5 === 0 ? [isoDay(year, 5, 5)] : []),
    isoOf(plusDays(easter, 39)),
    isoOf(plusDays(easter, 50)),
    isoDay(year, 12, 25),
    isoDay(year, 12, 26),
  ];
  return [...new Set(holidays)].sort();
}

/** Which days are not worked besides weekends: the computed holidays and an extra list. */
export interface WorkingDayCalendar {
  extra?: readonly string[];
}

const holidayCache = new Map<number, ReadonlySet<string>>();

function holidaysOf(year: number): ReadonlySet<string> {
  let holidays = holidayCache.get(year);
  if (!holidays) {
    holidays = new Set(dutchPublicHolidays(year));
    holidayCache.set(year, holidays);
  }
  return holidays;
}

function isWorkingDate(date: Date, extra: readonly string[]): boolean {
  const weekday = date.getUTCDay();
  if (weekday === 0 || weekday === 6) return false;
  const iso = isoOf(date);
  return !holidaysOf(date.getUTCFullYear()).has(iso) && !extra.includes(iso);
}

/** Whether a date ('YYYY-MM-DD') is a Dutch working day. */
export function isWorkingDay(
  day: string,
  { extra = extraHolidays }: WorkingDayCalendar = {},
): boolean {
  return isWorkingDate(requireIsoDate(day), extra);
}

/**
 * The working days after `from` up to and including `to` (a Monday to the next Monday is
 * 5); negative when `to` lies before `from`, 0 for the same day.
 */
export function workingDaysBetween(
  from: string,
  to: string,
  { extra = extraHolidays }: WorkingDayCalendar = {},
): number {
  const start = requireIsoDate(from);
  const end = requireIsoDate(to);
  if (end < start) return -workingDaysBetween(to, from, { extra });
  let count = 0;
  for (let day = plusDays(start, 1); day <= end; day = plusDays(day, 1)) {
    if (isWorkingDate(day, extra)) count += 1;
  }
  return count;
}

/** The date `days` working days after `from` (before it for a negative number). */
export function addWorkingDays(
  from: string,
  days: number,
  { extra = extraHolidays }: WorkingDayCalendar = {},
): string {
  if (!Number.isInteger(days)) throw new RangeError(`Not a whole number of days: ${days}`);
  const step = days < 0 ? -1 : 1;
  let day = requireIsoDate(from);
  for (let left = Math.abs(days); left > 0;) {
    day = plusDays(day, step);
    if (isWorkingDate(day, extra)) left -= 1;
  }
  return isoOf(day);
}

/**
 * Spec section 9: an inventory that starts later than 5 working days after it was ordered
 * needs a reason. Dates are stored 'YYYY-MM-DD'; without both valid dates there is nothing
 * to judge and no reason is asked.
 */
export function inventoryNeedsLateReason(
  orderedOn: string | null | undefined,
  startsOn: string | null | undefined,
  calendar: WorkingDayCalendar = {},
): boolean {
  if (!orderedOn || !startsOn || !parseIsoDate(orderedOn) || !parseIsoDate(startsOn)) {
    return false;
  }
  return workingDaysBetween(orderedOn, startsOn, calendar) > inventoryLeadWorkingDays;
}
