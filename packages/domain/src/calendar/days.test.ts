import { describe, expect, it } from 'vitest';
import { amsterdamToday, plusDays, weekEndOf } from './days';

describe('amsterdamToday', () => {
  it('is the day in Amsterdam, not in UTC', () => {
    // 23:30 UTC is already the next day in Amsterdam, in winter (+1) and in summer (+2).
    expect(amsterdamToday(new Date('2026-01-14T23:30:00Z'))).toBe('2026-01-15');
    expect(amsterdamToday(new Date('2026-07-14T22:30:00Z'))).toBe('2026-07-15');
    expect(amsterdamToday(new Date('2026-07-14T21:30:00Z'))).toBe('2026-07-14');
  });
});

describe('plusDays', () => {
  it('counts calendar days over month and year ends and daylight-saving changes', () => {
    expect(plusDays('2026-03-28', 1)).toBe('2026-03-29');
    expect(plusDays('2026-03-28', 2)).toBe('2026-03-30');
    expect(plusDays('2026-10-24', 2)).toBe('2026-10-26');
    expect(plusDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(plusDays('2024-03-01', -1)).toBe('2024-02-29');
  });
});

describe('weekEndOf', () => {
  it('is the Sunday of the week from Monday to Sunday', () => {
    expect(weekEndOf('2026-11-23')).toBe('2026-11-29'); // Monday
    expect(weekEndOf('2026-11-28')).toBe('2026-11-29'); // Saturday
    expect(weekEndOf('2026-11-29')).toBe('2026-11-29'); // Sunday
    expect(weekEndOf('2026-12-30')).toBe('2027-01-03');
  });
});
