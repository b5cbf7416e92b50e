import { describe, expect, it } from 'vitest';
import {
  indicativeRiskClass,
  riskClassDiffers,
  riskClassOfItem,
  type RiskFacts,
  type RiskLocation,
} from './risk-classes';

const loose: RiskLocation = { fullyEnclosed: false, bonded: false, intact: false };
const bondedIntact: RiskLocation = { fullyEnclosed: false, bonded: true, intact: true };
const enclosed: RiskLocation = { fullyEnclosed: true, bonded: false, intact: false };

const facts = (extra: Partial<RiskFacts>): RiskFacts => ({
  sampleCount: 1,
  analysedSampleCount: 1,
  asbestosDetected: true,
  results: [],
  advisesRemoval: false,
  containsAsbestos: null,
  locations: [loose],
  ...extra,
});

describe('the indicative SMA-rt class', () => {
  it('gives an unsampled source the highest class', () => {
    expect(
      indicativeRiskClass(
        facts({ sampleCount: 0, analysedSampleCount: 0, asbestosDetected: false }),
      ),
    ).toEqual({ riskClass: '2A', reason: 'unsampled' });
  });

  it('gives class 1 to no analysis, fully enclosed and removal of the enclosed application', () => {
    const unsampled = { sampleCount: 0, analysedSampleCount: 0, asbestosDetected: false };
    expect(
      indicativeRiskClass(facts({ ...unsampled, locations: [enclosed], advisesRemoval: true })),
    ).toEqual({ riskClass: '1', reason: 'enclosedRemoval' });
    // Enclosed but kept in place, or one location open: the highest class again.
    expect(indicativeRiskClass(facts({ ...unsampled, locations: [enclosed] })).riskClass).toBe(
      '2A',
    );
    expect(
      indicativeRiskClass(
        facts({ ...unsampled, locations: [enclosed, loose], advisesRemoval: true }),
      ).riskClass,
    ).toBe('2A');
  });

  it('gives 2A for an amphibole above 2 %, also as a range reaching above it', () => {
    expect(indicativeRiskClass(facts({ results: [{ type: 'amosite', percentage: '5' }] }))).toEqual(
      { riskClass: '2A', reason: 'amphibole' },
    );
    expect(
      indicativeRiskClass(facts({ results: [{ type: 'crocidolite', percentage: '2 - 5' }] }))
        .riskClass,
    ).toBe('2A');
    // A percentage that cannot be read is taken as the worst.
    expect(
      indicativeRiskClass(facts({ results: [{ type: 'tremolite', percentage: 'veel' }] }))
        .riskClass,
    ).toBe('2A');
  });

  it('gives 2 for chrysotile only, or an amphibole at most 2 %', () => {
    expect(
      indicativeRiskClass(facts({ results: [{ type: 'chrysotile', percentage: '10 - 15' }] })),
    ).toEqual({ riskClass: '2', reason: 'asbestos' });
    expect(
      indicativeRiskClass(
        facts({
          results: [
            { type: 'chrysotile', percentage: '10' },
            { type: 'amosite', percentage: '< 2' },
          ],
        }),
      ).riskClass,
    ).toBe('2');
  });

  it('gives 1 to chrysotile that is bonded and intact at every location', () => {
    const chrysotile = [{ type: 'chrysotile', percentage: '10' }];
    expect(indicativeRiskClass(facts({ results: chrysotile, locations: [bondedIntact] }))).toEqual({
      riskClass: '1',
      reason: 'bondedIntact',
    });
    expect(
      indicativeRiskClass(facts({ results: chrysotile, locations: [bondedIntact, loose] }))
        .riskClass,
    ).toBe('2');
  });

  it('suggests nothing while results are awaited, or where no asbestos is found', () => {
    expect(indicativeRiskClass(facts({ analysedSampleCount: 0, asbestosDetected: false }))).toEqual(
      { riskClass: null, reason: 'awaitingResults' },
    );
    expect(
      indicativeRiskClass(
        facts({ asbestosDetected: false, results: [{ type: 'chrysotile', percentage: '0' }] }),
      ),
    ).toEqual({ riskClass: null, reason: 'noAsbestos' });
    // Not asbestos-containing by its status (documentation), not sampled: no class.
    expect(
      indicativeRiskClass(
        facts({
          sampleCount: 0,
          analysedSampleCount: 0,
          asbestosDetected: false,
          containsAsbestos: false,
        }),
      ),
    ).toEqual({ riskClass: null, reason: 'noAsbestos' });
  });

  it('reads the class of an item from its data and tells a differing entered class', () => {
    expect(riskClassOfItem({ risk_class: '2A' })).toBe('2A');
    expect(riskClassOfItem({ risk_class: 'B' })).toBeNull();
    expect(riskClassOfItem(null)).toBeNull();
    const two = { riskClass: '2', reason: 'asbestos' } as const;
    expect(riskClassDiffers('2A', two)).toBe(true);
    expect(riskClassDiffers('2', two)).toBe(false);
    expect(riskClassDiffers(null, two)).toBe(false);
    expect(riskClassDiffers('1', { riskClass: null, reason: 'awaitingResults' })).toBe(false);
  });
});
