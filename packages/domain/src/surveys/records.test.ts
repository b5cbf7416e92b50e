import { describe, expect, it } from 'vitest';
import {
  iframeOrigin,
  isValidIframeUrl,
  nextObservationNumber,
  surveyIframeUrl,
  surveyRecordKinds,
  surveyRecordResources,
} from './records';

describe('survey records', () => {
  it('declares every kind once, connected to the survey or to its parent', () => {
    expect(surveyRecordKinds).toHaveLength(15);
    const types = surveyRecordKinds.map((kind) => surveyRecordResources[kind].type);
    expect(new Set(types).size).toBe(15);
    expect(surveyRecordResources.deskResearchEntry.connects).toEqual([
      'surveyDeskResearchDocument',
    ]);
    expect(surveyRecordResources.controlMeasure.connects).toEqual(['surveySourceLocation']);
    expect(surveyRecordResources.sanitationStrategy.connects).toEqual(['surveySource']);
    expect(surveyRecordResources.limitation.connects).toEqual(['survey']);
  });

  it("numbers an observation after the highest number of its type's prefix", () => {
    expect(nextObservationNumber('AR', [])).toBe('AR01');
    expect(nextObservationNumber('AR', ['AR01', 'AR07', 'ST09', 'ARX'])).toBe('AR08');
    expect(nextObservationNumber('B', ['B01', 'BB02'])).toBe('B02');
    expect(nextObservationNumber('', ['1', '2', 'AR03'])).toBe('3');
    expect(nextObservationNumber('A.', ['AB01'])).toBe('A.01');
  });

  it('accepts only https addresses for the external page, and gives their origin', () => {
    expect(isValidIframeUrl('https://portaal.example.nl/dossier/{number}?id={survey}')).toBe(true);
    expect(isValidIframeUrl('http://portaal.example.nl')).toBe(false);
    expect(isValidIframeUrl('javascript:alert(1)')).toBe(false);
    expect(isValidIframeUrl('https://user:pw@example.nl')).toBe(false);
    expect(isValidIframeUrl('https://example.nl/a b')).toBe(false);
    expect(iframeOrigin('https://Portaal.Example.nl:8443/x')).toBe(
      'https://portaal.example.nl:8443',
    );
    expect(iframeOrigin('ftp://x')).toBeNull();
  });

  it('fills the survey into the address', () => {
    expect(
      surveyIframeUrl('https://x.nl/{number}?id={survey}', { id: 12, number: '2026/01 A' }),
    ).toBe('https://x.nl/2026%2F01%20A?id=12');
  });
});
