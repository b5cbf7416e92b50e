import { describe, expect, it } from 'vitest';
import { awaitedLabOrder, sampleLabText } from './sample-fields';

const atLab = (order: string) => `Bij het laboratorium (opdracht ${order})`;

describe("a sample's lab state in the table", () => {
  it('says the sample is at the laboratory while its order awaits results', () => {
    for (const status of ['sent', 'received', 'partly_analysed']) {
      const sample = { lab_status: null, at_lab_order: { number: '2026-0002-L01', status } };
      expect(awaitedLabOrder(sample)).toBe('2026-0002-L01');
      expect(sampleLabText(sample, atLab)).toBe('Bij het laboratorium (opdracht 2026-0002-L01)');
    }
  });

  it('shows the status of its results once there are any, and nothing without an order', () => {
    const analysed = {
      lab_status: { value: 'Asbesthoudend' },
      at_lab_order: { number: '2026-0002-L01', status: 'partly_analysed' },
    };
    expect(awaitedLabOrder(analysed)).toBeNull();
    expect(sampleLabText(analysed, atLab)).toBe('Asbesthoudend');
    expect(
      sampleLabText(
        { lab_status: null, at_lab_order: { number: 'L01', status: 'analysed' } },
        atLab,
      ),
    ).toBe('');
    expect(sampleLabText({ lab_status: null, at_lab_order: null }, atLab)).toBe('');
  });
});
