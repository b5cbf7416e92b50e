import { describe, expect, it } from 'vitest';
import {
  addWorkingDays,
  dutchPublicHolidays,
  easterSunday,
  inventoryNeedsLateReason,
  isWorkingDay,
  workingDaysBetween,
} from './working-days';
import { lateReasonNeeded } from '../surveys/inventarisations';

describe('Dutch public holidays', () => {
  it('computes Easter Sunday', () => {
    expect(easterSunday(2023)).toBe('2023-04-09');
    expect(easterSunday(2024)).toBe('2024-03-31');
    expect(easterSunday(2025)).toBe('2025-04-20');
    expect(easterSunday(2038)).toBe('2038-04-25');
  });

  it('lists the days off of 2025, a lustrum year with King’s Day on Saturday 26 April', () => {
    expect(dutchPublicHolidays(2025)).toEqual([
      '2025-01-01',
      '2025-04-21',
      '2025-04-26',
      '2025-05-05',
      '2025-05-29',
      '2025-06-09',
      '2025-12-25',
      '2025-12-26',
    ]);
  });

  it('gives Liberation Day off only every fifth year', () => {
    expect(dutchPublicHolidays(2024)).not.toContain('2024-05-05');
    expect(dutchPublicHolidays(2030)).toContain('2030-05-05');
    expect(dutchPublicHolidays(2024)).toContain('2024-04-27');
  });
});

describe('working days', () => {
  it('skips weekends and holidays', () => {
    expect(isWorkingDay('2024-12-24')).toBe(true);
    expect(isWorkingDay('2024-12-25')).toBe(false);
    expect(isWorkingDay('2024-12-28')).toBe(false);
    expect(isWorkingDay('2023-04-27')).toBe(false);
  });

  it('counts the working days after a date up to another', () => {
    // Monday to Monday: five.
    expect(workingDaysBetween('2024-06-03', '2024-06-10')).toBe(5);
    expect(workingDaysBetween('2024-06-03', '2024-06-03')).toBe(0);
    expect(workingDaysBetween('2024-06-10', '2024-06-03')).toBe(-5);
    // Christmas, Boxing Day and New Year's Day fall in between.
    expect(workingDaysBetween('2024-12-20', '2025-01-02')).toBe(6);
  });

  it('adds working days', () => {
    expect(addWorkingDays('2024-12-20', 5)).toBe('2024-12-31');
    expect(addWorkingDays('2024-12-31', 1)).toBe('2025-01-02');
    expect(addWorkingDays('2025-01-02', -1)).toBe('2024-12-31');
    // King's Day 2023 (27 April, the spec's listed day) and a weekend in between.
    expect(addWorkingDays('2023-04-24', 5)).toBe('2023-05-02');
  });

  it('takes an extra list of days off', () => {
    expect(isWorkingDay('2024-06-04', { extra: ['2024-06-04'] })).toBe(false);
    expect(workingDaysBetween('2024-06-03', '2024-06-10', { extra: ['2024-06-04'] })).toBe(4);
  });

  it('refuses what is not a date', () => {
    expect(() => workingDaysBetween('2024-02-30', '2024-03-01')).toThrow(RangeError);
  });
});

describe('the late reason of an inventory', () => {
  it('is needed when it starts more than 5 working days after the order', () => {
    // 24 April 2023: the 27th (King's Day) and a weekend lie in the span.
    expect(inventoryNeedsLateReason('2023-04-24', '2023-05-02')).toBe(false);
    expect(inventoryNeedsLateReason('2023-04-24', '2023-05-03')).toBe(true);
    expect(inventoryNeedsLateReason('2024-12-20', '2024-12-31')).toBe(false);
    expect(inventoryNeedsLateReason('2024-12-20', '2025-01-02')).toBe(true);
  });

  it('is not asked without both dates', () => {
    expect(inventoryNeedsLateReason(null, '2023-05-03')).toBe(false);
    expect(inventoryNeedsLateReason('2023-04-24', '')).toBe(false);
    expect(inventoryNeedsLateReason('2023-04-24', 'soon')).toBe(false);
  });

  it('reads the form’s dates', () => {
    expect(lateReasonNeeded({ ordered_on: '24-04-2023', starts_on: '03-05-2023' })).toBe(true);
    expect(lateReasonNeeded({ ordered_on: '24-04-2023', starts_on: '02-05-2023' })).toBe(false);
    expect(lateReasonNeeded({ ordered_on: '24-04-2023' })).toBe(false);
  });
});
