import { describe, expect, it } from 'vitest';
import {
  date,
  dateTime,
  year,
  fromStoredDate,
  fromStoredDateTime,
  pastDate,
  toStoredDate,
  toStoredDateTime,
} from './dates';

const invalidDate = { key: 'validation.date' };
const invalidTime = { key: 'validation.time' };

describe('date', () => {
  it('accepts real DD-MM-YYYY dates only', () => {
    for (const good of ['01-01-2024', '31-12-1999', '29-02-2024', '29-02-2000', '30-04-2024']) {
      expect(date()(good)).toBeNull();
    }
    const bad = [
      '31-02-2024',
      '29-02-2023',
      '29-02-1900',
      '31-04-2024',
      '00-01-2024',
      '01-13-2024',
      '01-00-2024',
      '01-01-0000',
      '1-1-2024',
      '01/01/2024',
      '2024-01-01',
      '01-01-2024 ',
      '01-01-2024 10:00',
      '',
    ];
    for (const value of bad) expect(date()(value), value).toEqual(invalidDate);
  });

  it('must be on or after the start date', () => {
    expect(date('15-05-2024')('14-05-2024')).toEqual({ key: 'validation.dateBeforeStart' });
    expect(date('15-05-2024')('15-05-2024')).toBeNull();
    expect(date('15-05-2024')('16-05-2024')).toBeNull();
    // Compared as dates, not as the texts: 01-06 is after 15-05.
    expect(date('15-05-2024')('01-06-2024')).toBeNull();
    expect(date('01-01-2025')('31-12-2024')).toEqual({ key: 'validation.dateBeforeStart' });
  });

  it('does not compare with an empty or invalid start', () => {
    for (const start of [undefined, null, '', '31-02-2024']) {
      expect(date(start)('01-01-2000')).toBeNull();
    }
  });
});

describe('dateTime', () => {
  it('needs a valid date and a 24-hour HH:mm time', () => {
    for (const good of ['29-02-2024 00:00', '01-01-2024 23:59', '01-01-2024 09:05']) {
      expect(dateTime()(good)).toBeNull();
    }
    expect(dateTime()('31-02-2024 10:00')).toEqual(invalidDate);
    expect(dateTime()('2024-01-01 10:00')).toEqual(invalidDate);
    for (const bad of [
      '01-01-2024 24:00',
      '01-01-2024 23:60',
      '01-01-2024 9:05',
      '01-01-2024 09:05:00',
      '01-01-2024 10.00',
      '01-01-2024  10:00',
      '01-01-2024 ',
      '01-01-2024',
    ]) {
      expect(dateTime()(bad), bad).toEqual(invalidTime);
    }
  });

  it('may not be before the start date and time; the same moment passes', () => {
    const before = { key: 'validation.dateTimeBeforeStart' };
    expect(dateTime('15-05-2024 10:30')('15-05-2024 10:29')).toEqual(before);
    expect(dateTime('15-05-2024 10:30')('14-05-2024 23:59')).toEqual(before);
    expect(dateTime('15-05-2024 10:30')('15-05-2024 10:30')).toBeNull();
    expect(dateTime('15-05-2024 10:30')('15-05-2024 10:31')).toBeNull();
    expect(dateTime('15-05-2024 10:30')('01-06-2024 00:00')).toBeNull();
    expect(dateTime('15-05-2024')('01-01-2000 00:00')).toBeNull();
  });
});

describe('pastDate', () => {
  const today = new Date('2024-05-15T10:00:00Z'); // noon in Amsterdam

  it('fails before today; today and later pass', () => {
    expect(pastDate(today)('14-05-2024')).toEqual({ key: 'validation.pastDate' });
    expect(pastDate(today)('31-12-2023')).toEqual({ key: 'validation.pastDate' });
    expect(pastDate(today)('15-05-2024')).toBeNull();
    expect(pastDate(today)('01-01-2025')).toBeNull();
  });

  it('takes a date-time and compares its day only', () => {
    expect(pastDate(today)('15-05-2024 00:00')).toBeNull();
    expect(pastDate(today)('14-05-2024 23:59')).toEqual({ key: 'validation.pastDate' });
    expect(pastDate(today)('15-05-2024 25:00')).toEqual(invalidTime);
  });

  it('refuses what is not a date', () => {
    expect(pastDate(today)('31-02-2030')).toEqual(invalidDate);
  });

  it('knows today as the day in Amsterdam, wherever it runs', () => {
    // 22:30 UTC on 14 May is 00:30 on 15 May in Amsterdam (summer time).
    const justAfterMidnight = new Date('2024-05-14T22:30:00Z');
    expect(pastDate(justAfterMidnight)('14-05-2024')).toEqual({ key: 'validation.pastDate' });
    expect(pastDate(justAfterMidnight)('15-05-2024')).toBeNull();
  });

  it('defaults to now', () => {
    expect(pastDate()('01-01-2000')).toEqual({ key: 'validation.pastDate' });
    expect(pastDate()('01-01-9999')).toBeNull();
  });
});

describe('stored formats', () => {
  it('converts dates both ways', () => {
    expect(toStoredDate('29-02-2024')).toBe('2024-02-29');
    expect(fromStoredDate('2024-02-29')).toBe('29-02-2024');
    expect(fromStoredDate(toStoredDate('07-11-1987'))).toBe('07-11-1987');
  });

  it('converts date-times both ways', () => {
    expect(toStoredDateTime('29-02-2024', '09:05')).toBe('2024-02-29 09:05:00');
    expect(fromStoredDateTime('2024-02-29 09:05:00')).toBe('29-02-2024 09:05');
    expect(fromStoredDateTime('2024-02-29T23:59:59.999')).toBe('29-02-2024 23:59');
    expect(fromStoredDateTime('2024-02-29 00:00')).toBe('29-02-2024 00:00');
    const [displayDate = '', displayTime = ''] =
      fromStoredDateTime('1999-12-31 23:59:00').split(' ');
    expect(toStoredDateTime(displayDate, displayTime)).toBe('1999-12-31 23:59:00');
  });

  it('refuses invalid input instead of converting it', () => {
    expect(() => toStoredDate('31-02-2024')).toThrow(RangeError);
    expect(() => toStoredDate('2024-02-29')).toThrow(RangeError);
    expect(() => toStoredDateTime('29-02-2024', '24:00')).toThrow(RangeError);
    expect(() => toStoredDateTime('30-02-2024', '10:00')).toThrow(RangeError);
    expect(() => fromStoredDate('2023-02-29')).toThrow(RangeError);
    expect(() => fromStoredDate('29-02-2024')).toThrow(RangeError);
    expect(() => fromStoredDateTime('2024-02-29 23:60:00')).toThrow(RangeError);
    expect(() => fromStoredDateTime('2024-02-29 10:00:60')).toThrow(RangeError);
    expect(() => fromStoredDateTime('2024-02-29T10:00:00Z')).toThrow(RangeError);
    expect(() => fromStoredDateTime('2024-02-29')).toThrow(RangeError);
  });
});

describe('year', () => {
  const today = new Date(2026, 10, 22);
  it('accepts a year from 1500 up to next year', () => {
    expect(year(today)('1500')).toBeNull();
    expect(year(today)(' 1931 ')).toBeNull();
    expect(year(today)('2027')).toBeNull();
  });
  it('refuses anything else, naming the range', () => {
    for (const value of ['1499', '2028', '31', '19311', 'abcd']) {
      expect(year(today)(value)).toEqual({
        key: 'validation.year',
        values: { min: 1500, max: 2027 },
      });
    }
  });
});
