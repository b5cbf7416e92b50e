import { describe, expect, it } from 'vitest';
import { isSurveyOpen, transitionBetween, transitionsFrom } from './statuses';

describe('survey transitions', () => {
  it('lets a surveyor activate, and leaves completing and cancelling to a manager', () => {
    expect(transitionsFrom('proposed', false).map((t) => t.action)).toEqual(['activate']);
    expect(transitionsFrom('active', false)).toEqual([]);
    expect(transitionsFrom('proposed', true).map((t) => t.action)).toEqual(['activate', 'cancel']);
    expect(transitionsFrom('active', true).map((t) => t.action)).toEqual(['complete', 'cancel']);
  });

  it('lets only a manager reopen a completed survey, with a reason', () => {
    expect(transitionsFrom('completed', false)).toEqual([]);
    const reopen = transitionsFrom('completed', true);
    expect(reopen.map((t) => [t.action, t.to, t.reasonRequired])).toEqual([
      ['reopen', 'active', true],
    ]);
  });

  it('has no way out of cancelled and no jump from planned to completed', () => {
    expect(transitionsFrom('cancelled', true)).toEqual([]);
    expect(transitionBetween('proposed', 'completed')).toBeUndefined();
  });

  it('closes completed and cancelled surveys to changes', () => {
    expect(isSurveyOpen('active')).toBe(true);
    expect(isSurveyOpen('proposed')).toBe(true);
    expect(isSurveyOpen('completed')).toBe(false);
    expect(isSurveyOpen('cancelled')).toBe(false);
  });
});
