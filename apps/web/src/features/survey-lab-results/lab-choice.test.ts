import { describe, expect, it } from 'vitest';
import { defaultLaboratory } from './lab-choice';

const at = (laboratory_id: string, status = 'sent') => ({
  at_lab_order: { status, laboratory_id },
});
const none = { at_lab_order: null };

describe('the laboratory a CSV import starts with', () => {
  it("is the one the survey's samples await results from", () => {
    expect(defaultLaboratory(['1', '2'], [none, at('2'), at('2', 'partly_analysed')])).toBe('2');
  });

  it('is none when samples are at several laboratories, or at none of several', () => {
    expect(defaultLaboratory(['1', '2'], [at('1'), at('2', 'received')])).toBe('');
    expect(defaultLaboratory(['1', '2'], [none])).toBe('');
    // An analysed order awaits nothing: its laboratory is no reason to choose it.
    expect(defaultLaboratory(['1', '2'], [at('1', 'analysed')])).toBe('');
  });

  it("is the organisation's only laboratory when no sample is at one", () => {
    expect(defaultLaboratory(['1'], [none])).toBe('1');
    expect(defaultLaboratory([], [none])).toBe('');
  });
});
