import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { domainMessages } from '../i18n/messages';
import { translate } from '../i18n/translate';
import {
  addCopyRows,
  componentsForExistingAsset,
  copyComponents,
  copyDate,
  copyFileFailure,
  copyManualRequiredFields,
  defaultCopyComponents,
  effectiveCopyComponents,
  isCopyComponentShown,
  parseCopyCsv,
  readCopyAddresses,
  readCopyComponents,
  readCopyRow,
  setCopyComponent,
  type CopyComponents,
} from './copy';

const english = (failure: { key: string; values?: Record<string, string | number> }) =>
  translate(domainMessages, 'en', failure.key as never, failure.values);

const allOff = Object.fromEntries(copyComponents.map((key) => [key, false])) as CopyComponents;
const allOn = Object.fromEntries(copyComponents.map((key) => [key, true])) as CopyComponents;

describe('copy components', () => {
  it('has the spec defaults', () => {
    const on = copyComponents.filter((key) => defaultCopyComponents[key]);
    expect(on).toEqual([
      'deskresearch',
      'asbestosResearch',
      'uitvoering',
      'onderzoek_klant',
      'otherRemarks',
      'inventarisatieRuimte',
      'plans',
    ]);
  });

  it('turns off what depends on a component that is turned off', () => {
    const noSpaces = setCopyComponent(allOn, 'inventarisatieRuimte', false);
    expect([noSpaces.exclusions, noSpaces.plans, noSpaces.planDrawings]).toEqual([
      false,
      false,
      false,
    ]);
    expect(noSpaces.sources).toBe(true);
    const noPlans = setCopyComponent(allOn, 'plans', false);
    expect([noPlans.planDrawings, noPlans.exclusions]).toEqual([false, true]);
    const noSources = setCopyComponent(allOn, 'sources', false);
    expect([noSources.sourcelocations, noSources.controlmeasures, noSources.observations]).toEqual([
      false,
      false,
      false,
    ]);
    expect(setCopyComponent(allOff, 'sources', true).sourcelocations).toBe(false);
  });

  it('shows a component only while what it depends on is on', () => {
    const defaults = { ...defaultCopyComponents };
    expect(isCopyComponentShown(defaults, 'exclusions')).toBe(true);
    expect(isCopyComponentShown(defaults, 'planDrawings')).toBe(true);
    expect(isCopyComponentShown(defaults, 'sourcelocations')).toBe(false);
    const noPlans = setCopyComponent(defaults, 'plans', false);
    expect(isCopyComponentShown(noPlans, 'planDrawings')).toBe(false);
    const noSpaces = { ...defaults, inventarisatieRuimte: false };
    expect(isCopyComponentShown(noSpaces, 'plans')).toBe(false);
    expect(effectiveCopyComponents({ ...allOff, planDrawings: true }).planDrawings).toBe(false);
  });

  it('copies no plans and no sources to an asset that exists', () => {
    const existing = componentsForExistingAsset(allOn);
    expect(copyComponents.filter((key) => !existing[key])).toEqual([
      'plans',
      'planDrawings',
      'sources',
      'sourcelocations',
      'controlmeasures',
      'observations',
    ]);
  });

  it('reads the JSON of the mutation and wants at least one component', () => {
    expect(readCopyComponents(JSON.stringify({ interviews: true }))).toMatchObject({
      interviews: true,
      deskresearch: false,
    });
    expect(english(readCopyComponents(JSON.stringify(allOff)) as never)).toBe(
      'No components selected to be copied',
    );
    expect(readCopyComponents('{"nonsense": true}')).toEqual({ key: 'copy.inputInvalid' });
    expect(readCopyComponents('not json')).toEqual({ key: 'copy.inputInvalid' });
    // A drawing without its plan is no component at all.
    expect(english(readCopyComponents('{"planDrawings": true}') as never)).toBe(
      'No components selected to be copied',
    );
  });
});

describe('copy rows', () => {
  it('accepts the spec date forms and stores them as year-month-day', () => {
    expect(copyDate('05-03-2026')).toBe('2026-03-05');
    expect(copyDate('5/3/2026')).toBe('2026-03-05');
    expect(copyDate('2026-03-05 14-30-00')).toBe('2026-03-05');
    expect(copyDate('2026-03-05 14:30:00')).toBe('2026-03-05');
    expect(copyDate('2026-03-05')).toBe('2026-03-05');
    expect(copyDate('31-02-2026')).toBeNull();
    expect(copyDate('March 5')).toBeNull();
  });

  it('types a property row: integers, postcode, dates', () => {
    const read = readCopyRow('property', {
      onderzoeknr: ' 2026-101 ',
      huisnummer: '12',
      postcode: '3511ab',
      bouwjaar: '1931',
      startdatum: '01-06-2026',
      einddatum: '02/06/2026',
    });
    expect(read).toEqual({
      row: expect.objectContaining({
        onderzoeknr: '2026-101',
        huisnummer: 12,
        postcode: '3511 AB',
        bouwjaar: 1931,
        startdatum: '2026-06-01',
        einddatum: '2026-06-02',
        straatnaam: null,
      }),
    });
  });

  it('types a vessel row: numeric columns as integers, IMO without prefix', () => {
    const read = readCopyRow('vessel', {
      onderzoeknr: 'IHM-1',
      imo: 'IMO 9074729',
      name: 'Stena Hollandica',
      gross_tonnage: '63039',
      teu: 12,
      width: '32,5',
    });
    expect(read).toEqual({
      row: expect.objectContaining({
        imo: '9074729',
        gross_tonnage: 63039,
        teu: 12,
        width: '32.5',
      }),
    });
  });

  it('wants the manual fields of a row typed by hand', () => {
    const read = readCopyRow(
      'property',
      { onderzoeknr: '1', huisnummer: '3', postcode: '1234 AB' },
      copyManualRequiredFields.property,
    );
    expect(read).toEqual({
      problem: { kind: 'missing', fields: ['naam', 'straatnaam', 'plaats', 'soort'] },
    });
    expect(
      readCopyRow('vessel', { onderzoeknr: '1', name: 'X' }, copyManualRequiredFields.vessel),
    ).toEqual({ problem: { kind: 'missing', fields: ['imo'] } });
  });

  it('wants both dates or neither', () => {
    const read = readCopyRow('property', {
      onderzoeknr: '2026-7',
      huisnummer: '1',
      postcode: '1234 AB',
      startdatum: '01-06-2026',
    });
    expect(
      'problem' in read && read.problem.kind === 'datePair' && english(read.problem.failure),
    ).toBe('Either startdate or enddate is missing for 2026-7');
  });

  it('refuses a row equal to one already added', () => {
    const one = readCopyRow('property', { onderzoeknr: '1', huisnummer: '1', postcode: '1234AB' });
    const same = readCopyRow('property', { onderzoeknr: '1', huisnummer: 1, postcode: '1234 AB' });
    if (!('row' in one) || !('row' in same)) throw new Error('rows expected');
    const added = addCopyRows('property', [one.row], [same.row], [4]);
    expect(added.rows).toEqual([one.row]);
    expect(added.rejected.map((entry) => entry.row)).toEqual([4]);
    expect(english(added.rejected[0]!.failures[0]!.failure)).toBe(
      'Row 4 is the same as a row already added',
    );
  });
});

describe('CSV import', () => {
  const header = 'onderzoeknr;naam;straatnaam;huisnummer;toevoeging;postcode;plaats;soort';

  it('reads semicolon or comma separated files with any header case', () => {
    const semicolon = parseCopyCsv(
      'property',
      `\uFEFF${header}\n2026-1;;Oudegracht;12;a;3511AB;Utrecht;Woning\n\n2026-2;;Oudegracht;14;;3511AB;Utrecht;Woning\n`,
    );
    expect('rows' in semicolon && semicolon.rows.map((row) => row.huisnummer)).toEqual([12, 14]);
    const comma = parseCopyCsv(
      'vessel',
      'Onderzoeknr,IMO,Name\nIHM-1,9074729,"Stena, Hollandica"\n',
    );
    expect('rows' in comma && comma.rows[0]?.name).toBe('Stena, Hollandica');
  });

  it('takes the good rows and rejects the others column by column', () => {
    const result = parseCopyCsv(
      'property',
      `${header}\n2026-1;;;12;;3511AB;;\n2026-2;;;;;3511AB;;\n2026-3;;;x;;35;;\n2026-4;;;4;;3511AB;;\n`,
    );
    if (!('rows' in result)) throw new Error('rows expected');
    expect(result.rows.map((row) => row.onderzoeknr)).toEqual(['2026-1', '2026-4']);
    expect(result.numbers).toEqual([1, 4]);
    expect(
      result.rejected.map((entry) => ({
        row: entry.row,
        failures: entry.failures.map(({ field, failure }) => `${field}: ${english(failure)}`),
      })),
    ).toEqual([
      { row: 2, failures: ['huisnummer: This field is required'] },
      {
        row: 3,
        failures: [
          'huisnummer: This field can only contain digits',
          'postcode: This is not a valid postal code',
        ],
      },
    ]);
  });

  it('says when there is no data, or a required column is absent', () => {
    const empty = parseCopyCsv('vessel', 'onderzoeknr,imo,name\n');
    expect('failure' in empty && english(empty.failure)).toBe(
      'No data is provided, please add vessels',
    );
    const noImo = parseCopyCsv('vessel', 'onderzoeknr,name\n1,Boot\n');
    expect('failure' in noImo && english(noImo.failure)).toBe('Columns missing from the file: imo');
  });

  it('says which date is missing', () => {
    const result = parseCopyCsv(
      'vessel',
      'onderzoeknr,imo,name,einddatum\nIHM-9,9074729,Boot,01-01-2027\n',
    );
    const failure = 'rejected' in result ? result.rejected[0]?.failures[0] : undefined;
    expect(failure?.field).toBe('startdatum');
    expect(english(failure!.failure)).toBe('Either startdate or enddate is missing for IHM-9');
  });

  it('reads the sample files the dialog offers', () => {
    const samples = path.resolve(import.meta.dirname, '../../../../apps/web/public/samples');
    const read = (name: string) => fs.readFileSync(path.join(samples, name), 'utf8');
    const properties = parseCopyCsv('property', read('copy-property.csv'));
    expect('rows' in properties && properties.rows).toHaveLength(5);
    const vessels = parseCopyCsv('vessel', read('copy-vessel.csv'));
    expect('rows' in vessels && vessels.rows.map((row) => row.name)).toEqual([
      'Stena Hollandica',
      'Amstelborg',
      'Zeeland Tide',
    ]);
  });

  it('takes only CSV files', () => {
    expect(copyFileFailure({ name: 'adressen.csv', type: 'text/csv' })).toBeNull();
    expect(copyFileFailure({ name: 'adressen.CSV', type: 'application/vnd.ms-excel' })).toBeNull();
    expect(english(copyFileFailure({ name: 'adressen.xlsx', type: 'application/zip' })!)).toBe(
      "We don't support this filetype in our app.",
    );
    expect(english(copyFileFailure({ name: 'adressen.csv', type: 'image/png' })!)).toBe(
      'File type is invalid',
    );
    const binary = parseCopyCsv('property', 'PK\u0003\u0004\u0000\u0000');
    expect('failure' in binary && english(binary.failure)).toBe('File type is invalid');
  });
});

describe('the addresses of the mutation', () => {
  const row = (number: string, house: number) => ({
    onderzoeknr: number,
    huisnummer: house,
    postcode: '1234 AB',
  });

  it('wants at least one address', () => {
    expect(english(readCopyAddresses('property', '[]') as never)).toBe('No address provided');
  });

  it('names incomplete rows, duplicates and repeated survey numbers', () => {
    const incomplete = readCopyAddresses(
      'property',
      JSON.stringify([row('1', 1), { onderzoeknr: '2' }, row('3', 3), { postcode: '1234AB' }]),
    );
    expect(english(incomplete as never)).toBe('Row 2: huisnummer is missing');
    const duplicate = readCopyAddresses('property', JSON.stringify([row('1', 1), row('1', 1)]));
    expect(english(duplicate as never)).toBe('Row 2 is the same as a row already added');
    const repeated = readCopyAddresses('property', JSON.stringify([row('A-1', 1), row('a-1', 2)]));
    expect(english(repeated as never)).toBe('Survey number a-1 appears more than once (row 2)');
    const invalid = readCopyAddresses(
      'property',
      JSON.stringify([{ ...row('1', 1), postcode: '12345' }]),
    );
    expect(english(invalid as never)).toBe('Row 1: postcode is invalid');
  });
});
