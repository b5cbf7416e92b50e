import { describe, expect, it } from 'vitest';
import { labCompletenessOf, type LabCompletenessSource } from './completeness';

const source = (extra: Partial<LabCompletenessSource>): LabCompletenessSource => ({
  id: 1,
  number: 'B01',
  hasAsbestosStatus: true,
  containsAsbestos: false,
  asbestosDetected: false,
  locationIds: [10],
  samples: [],
  classes: [],
  ...extra,
});
const analysed = { id: 5, number: 'M01', analysed: true, atLab: false };

describe('the lab completeness list', () => {
  it('is empty for analysed sources with their class and printout', () => {
    expect(
      labCompletenessOf([
        source({
          asbestosDetected: true,
          samples: [analysed],
          classes: [{ locationId: null, hasClass: true, hasPrintout: true }],
        }),
        source({ id: 2, number: 'B02', samples: [{ ...analysed, id: 6, number: 'M02' }] }),
      ]),
    ).toEqual([]);
  });

  it('names sources without a result, and samples still at the lab', () => {
    expect(
      labCompletenessOf([
        source({ samples: [{ id: 5, number: 'M01', analysed: false, atLab: false }] }),
        source({ id: 2, number: 'B02', hasAsbestosStatus: false }),
        source({
          id: 3,
          number: 'B03',
          samples: [{ id: 7, number: 'M03', analysed: false, atLab: true }],
        }),
      ]),
    ).toEqual([
      { code: 'sourceWithoutResult', target: '1', label: 'B01' },
      { code: 'sourceWithoutResult', target: '2', label: 'B02' },
      { code: 'sampleAtLab', target: '7', label: 'M03' },
    ]);
  });

  it("names a vessel's samples at the lab too", () => {
    expect(
      labCompletenessOf(
        [],
        [
          { id: 8, number: 'M01', analysed: false, atLab: true },
          { id: 9, number: 'M02', analysed: true, atLab: true },
        ],
      ),
    ).toEqual([{ code: 'sampleAtLab', target: '8', label: 'M01' }]);
  });

  it('asks a class where asbestos is found or assumed, then its printout', () => {
    expect(
      labCompletenessOf([
        source({ asbestosDetected: true, samples: [analysed] }),
        source({ id: 2, number: 'B02', containsAsbestos: true }),
        source({
          id: 3,
          number: 'B03',
          containsAsbestos: true,
          classes: [{ locationId: null, hasClass: true, hasPrintout: false }],
        }),
      ]),
    ).toEqual([
      { code: 'sourceWithoutClass', target: '1', label: 'B01' },
      { code: 'sourceWithoutClass', target: '2', label: 'B02' },
      { code: 'sourceWithoutPrintout', target: '3', label: 'B03' },
    ]);
  });

  it('takes a class per location when every location has one', () => {
    const perLocation = (classes: LabCompletenessSource['classes']) =>
      labCompletenessOf([source({ containsAsbestos: true, locationIds: [10, 11], classes })]);
    expect(perLocation([{ locationId: 10, hasClass: true, hasPrintout: true }])).toEqual([
      { code: 'sourceWithoutClass', target: '1', label: 'B01' },
    ]);
    expect(
      perLocation([
        { locationId: 10, hasClass: true, hasPrintout: true },
        { locationId: 11, hasClass: true, hasPrintout: true },
      ]),
    ).toEqual([]);
  });
});
