import { describe, expect, it } from 'vitest';
import { labCompletenessCodes } from '../lab/completeness';
import { completionGapCodes } from '../surveys/completion';
import { reportAgreementCodes, reportCheckCodes, sourceNumbersIn } from './checks';

describe('the source numbers a chapter names', () => {
  it('finds each once, in order, outside tags and longer words', () => {
    expect(
      sourceNumbersIn(
        '<p>Bron <strong>B01</strong> en B12; B01 weer.</p><p class="B99">AB01 B1 B123x (B07)</p>',
      ),
    ).toEqual(['B01', 'B12', 'B07']);
  });

  it('finds none in an empty text', () => {
    expect(sourceNumbersIn('')).toEqual([]);
  });
});

describe('the report checks', () => {
  it('hold the lab list, the completion gaps and the agreement checks, each once', () => {
    expect(reportCheckCodes).toEqual([
      ...labCompletenessCodes,
      ...completionGapCodes,
      ...reportAgreementCodes,
    ]);
    expect(new Set(reportCheckCodes).size).toBe(reportCheckCodes.length);
  });
});
