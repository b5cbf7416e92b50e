import { describe, expect, it } from 'vitest';
import { planResultCsv, readResultCsv, type CsvSample } from './result-csv';

const profile = {
  delimiter: ';',
  sampleColumn: 'Monster',
  materialColumn: 'Asbestsoort',
  percentageColumn: 'Percentage',
};

const amounts = [
  { id: 10, value: 'Niet aangetoond', minPercentage: 0, maxPercentage: 0 },
  { id: 11, value: '< 2 %', minPercentage: 0, maxPercentage: 2 },
  { id: 12, value: '2 - 5 %', minPercentage: 2, maxPercentage: 5 },
];
const samples: CsvSample[] = [
  {
    id: 1,
    number: 'M01',
    materials: [
      { id: 100, value: 'Chrysotiel', asbestosType: 'chrysotile', amounts },
      { id: 101, value: 'Amosiet', asbestosType: 'amosite', amounts },
    ],
  },
  {
    id: 2,
    number: 'M02',
    materials: [{ id: 200, value: 'Chrysotiel', asbestosType: 'chrysotile', amounts }],
  },
];

describe('readResultCsv', () => {
  it('reads the columns the profile names, whatever their order or case, with line numbers', () => {
    const text =
      '\uFEFFpercentage;Extra;MONSTER;Asbestsoort\n3,5;x;M01;Chrysotiel\n\n0;y;m02;chrysotile\n';
    expect(readResultCsv(text, profile)).toEqual({
      rows: [
        { row: 2, sample: 'M01', type: 'Chrysotiel', percentage: '3,5' },
        { row: 4, sample: 'm02', type: 'chrysotile', percentage: '0' },
      ],
    });
  });

  it('names missing columns and refuses an empty file', () => {
    expect(readResultCsv('Monster;Soort\nM01;x', profile)).toEqual({
      problem: {
        key: 'labResults.csvColumnsMissing',
        values: { columns: 'Asbestsoort, Percentage' },
      },
    });
    expect(readResultCsv('  \n', profile)).toEqual({ problem: { key: 'labResults.csvEmpty' } });
    expect(readResultCsv('Monster;Asbestsoort;Percentage\n', profile)).toEqual({
      problem: { key: 'labResults.csvEmpty' },
    });
  });

  it('takes another delimiter', () => {
    expect(
      readResultCsv('Monster,Asbestsoort,Percentage\nM01,Amosiet,"2,5"', {
        ...profile,
        delimiter: ',',
      }),
    ).toEqual({
      rows: [{ row: 2, sample: 'M01', type: 'Amosiet', percentage: '2,5' }],
    });
  });
});

describe('planResultCsv', () => {
  const row = (n: number, sample: string, type: string, percentage: string) => ({
    row: n,
    sample,
    type,
    percentage,
  });

  it('says what each good row writes', () => {
    const [first, second] = planResultCsv(
      [row(2, 'M01', 'chrysotile', '0'), row(3, 'm01', 'Amosiet', '2 - 5')],
      samples,
    );
    expect(first).toMatchObject({
      sampleId: 1,
      materialId: 100,
      amountId: 10,
      amount: 'Niet aangetoond',
      problem: null,
    });
    expect(second).toMatchObject({ sampleId: 1, materialId: 101, amountId: 12, problem: null });
  });

  it('names each problem with its row', () => {
    const planned = planResultCsv(
      [
        row(2, 'M09', 'Chrysotiel', '1'),
        row(3, 'M01', 'Chrysotiel', '1'),
        row(4, 'M01', 'chrysotile', '2'),
        row(5, 'M02', 'Amosiet', '1'),
        row(6, 'M02', 'Chrysotiel', 'veel'),
        row(7, 'M01', 'Amosiet', '30'),
        row(8, 'M01', '', '1'),
      ],
      samples,
    );
    expect(planned.map((plan) => plan.problem?.key ?? null)).toEqual([
      'labResults.csvRowSampleUnknown',
      null,
      'labResults.csvRowDuplicate',
      'labResults.csvRowTypeUnknown',
      'labResults.csvRowPercentage',
      'labResults.csvRowNoAmount',
      'labResults.csvRowTypeUnknown',
    ]);
    expect(planned[0]?.problem?.values).toMatchObject({ row: 2, sample: 'M09' });
    expect(planned[2]?.problem?.values).toMatchObject({ row: 4, first: 3 });
    expect(planned[5]?.problem?.values).toMatchObject({
      row: 7,
      type: 'Amosiet',
      percentage: '30',
    });
  });

  it('names the list items to fill in when a type or range is missing', () => {
    const bare = [
      {
        id: 7,
        number: 'M07',
        materials: [
          {
            id: 700,
            value: 'Chrysotiel',
            asbestosType: null,
            amounts: [
              { id: 70, value: 'Niet aangetoond', minPercentage: 0, maxPercentage: 0 },
              { id: 71, value: '< 2 %', minPercentage: null, maxPercentage: null },
              { id: 72, value: '2 - 5 %', minPercentage: null, maxPercentage: null },
            ],
          },
          { id: 701, value: 'Amosiet', asbestosType: 'amosite', amounts: [] },
        ],
      },
    ];
    const planned = planResultCsv(
      [
        row(2, 'M07', 'Chrysotiel', '1'),
        row(3, 'M07', 'chrysotile', '1'),
        row(4, 'M07', 'Amosiet', '1'),
      ],
      bare,
    );
    expect(planned.map((plan) => plan.problem)).toEqual([
      {
        key: 'labResults.csvRowAmountRangeMissing',
        values: {
          row: 2,
          sample: 'M07',
          type: 'Chrysotiel',
          amounts: "'< 2 %', '2 - 5 %'",
        },
      },
      {
        key: 'labResults.csvRowTypeNotSet',
        values: { row: 3, sample: 'M07', type: 'chrysotile', materials: "'Chrysotiel'" },
      },
      {
        key: 'labResults.csvRowNoAmount',
        values: { row: 4, sample: 'M07', type: 'Amosiet', percentage: '1' },
      },
    ]);
  });
});
