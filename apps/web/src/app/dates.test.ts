import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from './dates';

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
