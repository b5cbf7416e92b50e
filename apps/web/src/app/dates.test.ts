import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, pickerParts, withPickedDay, withPickedTime } from './dates';

// Local times, so the test does not depend on the machine's time zone.
const moment = new Date(2024, 2, 5, 14, 7);

describe('dates', () => {
  it('formats a date per language', () => {
    expect(formatDate(moment, 'nl')).toBe('di. 5 mrt 2024');
    expect(formatDate(moment, 'en')).toBe('Tue 5 Mar 2024');
    expect(formatDate(moment, 'fr')).toBe('mar. 5 mars 2024');
  });

  it('adds the time in 24-hour notation', () => {
    expect(formatDateTime(moment, 'nl')).toBe('di. 5 mrt 2024 14:07');
    expect(formatDateTime(moment, 'en')).toBe('Tue 5 Mar 2024 14:07');
  });

  it('accepts ISO strings and leaves invalid values empty', () => {
    expect(formatDate('2024-03-05T10:00:00', 'nl')).toBe('di. 5 mrt 2024');
    expect(formatDate('geen datum', 'nl')).toBe('');
  });
});

describe('the calendar of a date field', () => {
  it('reads the day and time of what was typed, null while not valid', () => {
    expect(pickerParts('05-03-2024')).toEqual({ day: '2024-03-05', time: null });
    expect(pickerParts('05-03-2024 09:30')).toEqual({ day: '2024-03-05', time: '09:30' });
    expect(pickerParts('31-02-2024 24:00')).toEqual({ day: null, time: null });
    expect(pickerParts('5-3-2024')).toEqual({ day: null, time: null });
    expect(pickerParts('')).toEqual({ day: null, time: null });
  });

  it('writes a picked day as the form does, keeping a typed time', () => {
    expect(withPickedDay('', '2024-03-05', false)).toBe('05-03-2024');
    expect(withPickedDay('01-01-2024 09:30', '2024-03-05', false)).toBe('05-03-2024');
    expect(withPickedDay('01-01-2024 09:30', '2024-03-05', true)).toBe('05-03-2024 09:30');
    expect(withPickedDay('01-01-2024 9:3', '2024-03-05', true)).toBe('05-03-2024');
  });

  it('writes a picked time after the typed day, and only after a valid one', () => {
    expect(withPickedTime('05-03-2024', '14:15')).toBe('05-03-2024 14:15');
    expect(withPickedTime('05-03-2024 09:30', '14:15')).toBe('05-03-2024 14:15');
    expect(withPickedTime('05-13-2024', '14:15')).toBe('05-13-2024');
  });
});
