import Papa from 'papaparse';
import { imoNumber, storedImoNumber } from '../assets/imo';
import type { RuleFailure } from '../validation/failure';
import { decimal, integer, storedDecimal } from '../validation/numbers';
import { maxLength, postcode, storedPostcode } from '../validation/text';

/*
 * Copying a survey to other addresses or vessels (spec sections 3, 4, 5, 7 and 8): the
 * components that can be copied, the rows that say where to, and the checks of both. The
 * dialog and the `copyOnderzoek` mutation run the same functions.
 */

// ---------------------------------------------------------------------------------------
// Components

/** The spec's copy components (section 3) with their defaults, in the order shown. */
export const defaultCopyComponents = {
  projectNumber: false,
  interviews: false,
  deskresearch: true,
  limitations: false,
  asbestosResearch: true,
  uitvoering: true,
  onderzoek_klant: true,
  frontImage: false,
  otherRemarks: true,
  reportPhotos: false,
  outOfScope: false,
  inventarisatieRuimte: true,
  exclusions: false,
  plans: true,
  planDrawings: false,
  sources: false,
  sourcelocations: false,
  controlmeasures: false,
  observations: false,
  laborders: false,
} as const satisfies Record<string, boolean>;

export type CopyComponent = keyof typeof defaultCopyComponents;
export type CopyComponents = Record<CopyComponent, boolean>;

export const copyComponents = Object.keys(defaultCopyComponents) as CopyComponent[];

/** What each component needs to be on before it is shown (spec section 4). */
const copyComponentParents: Partial<Record<CopyComponent, readonly CopyComponent[]>> = {
  exclusions: ['inventarisatieRuimte'],
  plans: ['inventarisatieRuimte'],
  planDrawings: ['plans', 'inventarisatieRuimte'],
  sourcelocations: ['sources'],
  controlmeasures: ['sources'],
  observations: ['sources'],
  // Orders name their samples, which come with the sources' locations.
  laborders: ['sources', 'sourcelocations'],
};

/** Whether the dialog shows a component: only while the components it depends on are on. */
export const isCopyComponentShown = (components: CopyComponents, key: CopyComponent): boolean =>
  (copyComponentParents[key] ?? []).every((parent) => components[parent]);

/**
 * Turns a component on or off. Turning one off turns off what depends on it: spaces take
 * exclusions, plans and plan drawings along, plans their drawings, sources their locations,
 * control measures and observations.
 */
export function setCopyComponent(
  components: CopyComponents,
  key: CopyComponent,
  on: boolean,
): CopyComponents {
  const next = { ...components, [key]: on };
  if (on) return next;
  for (const dependent of copyComponents) {
    if (copyComponentParents[dependent]?.includes(key)) next[dependent] = false;
  }
  return next;
}

/** The components as they take effect: a component whose parent is off is off. */
export const effectiveCopyComponents = (components: CopyComponents): CopyComponents =>
  Object.fromEntries(
    copyComponents.map((key) => [key, components[key] && isCopyComponentShown(components, key)]),
  ) as CopyComponents;

/** Copying to an asset that already exists copies no floor plans and no sources (section 5). */
export const componentsForExistingAsset = (components: CopyComponents): CopyComponents => ({
  ...components,
  plans: false,
  planDrawings: false,
  sources: false,
  sourcelocations: false,
  controlmeasures: false,
  observations: false,
});

/** At least one component must be chosen. */
export const copyComponentsFailure = (components: CopyComponents): RuleFailure | null =>
  copyComponents.some((key) => components[key]) ? null : { key: 'copy.noComponents' };

// ---------------------------------------------------------------------------------------
// Rows

export type CopyAssetKind = 'property' | 'vessel';

/** The columns of a property copy row (spec section 3), as the CSV names them. */
export const propertyCopyFields = [
  'onderzoeknr',
  'naam',
  'straatnaam',
  'huisnummer',
  'toevoeging',
  'postcode',
  'plaats',
  'soort',
  'bouwjaar',
  'bewoner',
  'telefoonnr1',
  'startdatum',
  'einddatum',
] as const;

/** The columns of a vessel copy row (spec section 3). */
export const vesselCopyFields = [
  'onderzoeknr',
  'imo',
  'name',
  'flag',
  'build',
  'vessel_type',
  'vessel_builder',
  'status',
  'gross_tonnage',
  'mmsi',
  'callsign',
  'width',
  'type',
  'country_name',
  'length',
  'deadweight',
  'teu',
  'liquid_capacity',
  'class',
  'startdatum',
  'einddatum',
] as const;

export type PropertyCopyField = (typeof propertyCopyFields)[number];
export type VesselCopyField = (typeof vesselCopyFields)[number];
export type CopyField = PropertyCopyField | VesselCopyField;

export const copyFieldsOf = (kind: CopyAssetKind): readonly CopyField[] =>
  kind === 'vessel' ? vesselCopyFields : propertyCopyFields;

/** The columns a CSV import must have (section 5): without them a row is incomplete. */
export const copyCsvRequiredFields = {
  property: ['onderzoeknr', 'huisnummer', 'postcode'],
  vessel: ['onderzoeknr', 'imo', 'name'],
} as const satisfies Record<CopyAssetKind, readonly CopyField[]>;

/** What a row typed in by hand must have (section 5). */
export const copyManualRequiredFields = {
  property: ['naam', 'straatnaam', 'huisnummer', 'postcode', 'plaats', 'onderzoeknr', 'soort'],
  vessel: ['imo', 'name', 'onderzoeknr'],
} as const satisfies Record<CopyAssetKind, readonly CopyField[]>;

/** Whole numbers (section 3: the house number, the year and a vessel's numeric columns). */
const integerFields: ReadonlySet<CopyField> = new Set([
  'huisnummer',
  'bouwjaar',
  'build',
  'gross_tonnage',
  'deadweight',
  'teu',
  'liquid_capacity',
]);

/** Metres with centimetres, as the asset keeps them. */
const decimalFields: ReadonlySet<CopyField> = new Set(['width', 'length']);

const dateFields: ReadonlySet<CopyField> = new Set(['startdatum', 'einddatum']);

/** Text lengths: a survey number as the survey form allows, the rest as the asset's columns. */
const maxLengths: Partial<Record<CopyField, number>> = {
  onderzoeknr: 50,
  toevoeging: 10,
  mmsi: 9,
  callsign: 20,
  flag: 50,
  status: 50,
  class: 100,
};

export type CopyValue = string | number | null;

/** A checked row: integers as numbers, dates as 'YYYY-MM-DD', empty columns null. */
export type CopyRow = Partial<Record<CopyField, CopyValue>> & {
  onderzoeknr: string;
  startdatum: string | null;
  einddatum: string | null;
};

/** A row as typed or read from a file: text (or numbers, from JSON) by column name. */
export type RawCopyRow = Partial<Record<string, unknown>>;

const isLeapYear = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

function calendarDate(year: string, month: string, day: string): string | null {
  const [y, m, d] = [Number(year), Number(month), Number(day)];
  const lengths = [31, isLeapYear(y) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
  if (y < 1 || m < 1 || m > 12 || d < 1 || d > (lengths[m - 1] ?? 0)) return null;
  return `${year}-${month}-${day}`;
}

/**
 * A copy row's date as 'YYYY-MM-DD', from the forms section 5 accepts: 'dd-mm-yyyy',
 * 'dd/mm/yyyy' and 'yyyy-mm-dd hh-mm-ss' (also with colons, or without the time, as a
 * spreadsheet writes it). One-digit days and months are taken. Null when it is none of them.
 */
export function copyDate(value: string): string | null {
  const text = value.trim();
  const dayFirst = /^([0-9]{1,2})[-/]([0-9]{1,2})[-/]([0-9]{4})$/.exec(text);
  if (dayFirst) {
    const [, day = '', month = '', year = ''] = dayFirst;
    return calendarDate(year, month.padStart(2, '0'), day.padStart(2, '0'));
  }
  const yearFirst =
    /^([0-9]{4})-([0-9]{1,2})-([0-9]{1,2})(?:[ T]([01][0-9]|2[0-3])[-:][0-5][0-9](?:[-:][0-5][0-9])?)?$/.exec(
      text,
    );
  if (yearFirst) {
    const [, year = '', month = '', day = ''] = yearFirst;
    return calendarDate(year, month.padStart(2, '0'), day.padStart(2, '0'));
  }
  return null;
}

const textOf = (value: unknown): string =>
  typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';

/** Why a row cannot be copied; `missing` lists the required columns it lacks. */
export type CopyRowProblem =
  | { kind: 'missing'; fields: CopyField[] }
  | { kind: 'invalid'; fields: Partial<Record<CopyField, RuleFailure>> }
  | { kind: 'datePair'; field: CopyField; failure: RuleFailure };

/** One thing wrong with a row: the column (none for the row as a whole) and why. */
export interface CopyFieldFailure {
  field: CopyField | null;
  failure: RuleFailure;
}

/** A row that was not taken, numbered from 1 as the file's rows after the header. */
export interface RejectedCopyRow {
  row: number;
  failures: CopyFieldFailure[];
}

/** A row's problem column by column. */
export function copyRowFailures(problem: CopyRowProblem): CopyFieldFailure[] {
  switch (problem.kind) {
    case 'missing':
      return problem.fields.map((field) => ({ field, failure: { key: 'validation.required' } }));
    case 'invalid':
      return copyFieldsOfFailures(problem.fields);
    case 'datePair':
      return [{ field: problem.field, failure: problem.failure }];
  }
}

const copyFieldsOfFailures = (fields: Partial<Record<CopyField, RuleFailure>>) =>
  (Object.entries(fields) as [CopyField, RuleFailure][]).map(([field, failure]) => ({
    field,
    failure,
  }));

/**
 * Checks one row and gives it its types, or says what is wrong. `required` is the CSV's
 * minimum or the manual form's fields. A postcode is stored as '1234 AB', an IMO number
 * without "IMO".
 */
export function readCopyRow(
  kind: CopyAssetKind,
  raw: RawCopyRow,
  required: readonly CopyField[] = copyCsvRequiredFields[kind],
): { row: CopyRow } | { problem: CopyRowProblem } {
  const fields = copyFieldsOf(kind);
  const texts = Object.fromEntries(fields.map((field) => [field, textOf(raw[field])])) as Record<
    CopyField,
    string
  >;
  const missing = required.filter((field) => texts[field] === '');
  if (missing.length > 0) return { problem: { kind: 'missing', fields: missing } };

  const failures: Partial<Record<CopyField, RuleFailure>> = {};
  const row: Partial<Record<CopyField, CopyValue>> = {};
  for (const field of fields) {
    const text = texts[field];
    if (text === '') {
      row[field] = null;
      continue;
    }
    const failure = fieldFailure(field, text);
    if (failure) {
      failures[field] = failure;
      continue;
    }
    row[field] = storedValue(field, text);
  }
  if (Object.keys(failures).length > 0) return { problem: { kind: 'invalid', fields: failures } };

  const number = texts.onderzoeknr;
  const [start, end] = [row.startdatum ?? null, row.einddatum ?? null];
  if ((start === null) !== (end === null)) {
    return {
      problem: {
        kind: 'datePair',
        field: start === null ? 'startdatum' : 'einddatum',
        failure: { key: 'copy.datePairMissing', values: { number } },
      },
    };
  }
  if (start !== null && end !== null && String(end) < String(start)) {
    return {
      problem: { kind: 'invalid', fields: { einddatum: { key: 'validation.dateBeforeStart' } } },
    };
  }
  return {
    row: {
      ...row,
      onderzoeknr: number,
      startdatum: start === null ? null : String(start),
      einddatum: end === null ? null : String(end),
    },
  };
}

function fieldFailure(field: CopyField, text: string): RuleFailure | null {
  if (integerFields.has(field)) return integer(text);
  if (decimalFields.has(field)) return decimal(text);
  if (dateFields.has(field)) return copyDate(text) === null ? { key: 'validation.date' } : null;
  if (field === 'postcode') return postcode(text.toUpperCase());
  if (field === 'imo') return imoNumber(text);
  return maxLength(maxLengths[field])(text);
}

function storedValue(field: CopyField, text: string): CopyValue {
  if (integerFields.has(field)) return Number(text);
  if (decimalFields.has(field)) return storedDecimal(text);
  if (dateFields.has(field)) return copyDate(text);
  if (field === 'postcode') return storedPostcode(text.toUpperCase());
  if (field === 'imo') return storedImoNumber(text);
  return text;
}

/** Two rows are the same when every column is (a row equal to one already added). */
export const copyRowKey = (kind: CopyAssetKind, row: CopyRow): string =>
  JSON.stringify(copyFieldsOf(kind).map((field) => row[field] ?? null));

/**
 * The message for the first rejected row: its row and column (named as in the file), or
 * the row's own message when it concerns the row.
 */
function rejectedRowFailure(rejected: readonly RejectedCopyRow[]): RuleFailure | null {
  const first = rejected[0];
  const failure = first?.failures[0];
  if (!first || !failure) return null;
  if (failure.field === null || failure.failure.key.startsWith('copy.')) return failure.failure;
  return {
    key:
      failure.failure.key === 'validation.required'
        ? 'copy.rowFieldMissing'
        : 'copy.rowFieldInvalid',
    values: { row: first.row, field: failure.field },
  };
}

/**
 * Adds checked rows to those already there: a row equal to one already added or to an
 * earlier one of the batch, or with a survey number one of them has, is rejected instead.
 * `numbers` are the rows' numbers in their batch (their file), from 1.
 */
export function addCopyRows(
  kind: CopyAssetKind,
  existing: readonly CopyRow[],
  incoming: readonly CopyRow[],
  numbers: readonly number[] = incoming.map((_, index) => index + 1),
): { rows: CopyRow[]; rejected: RejectedCopyRow[] } {
  const seen = new Set(existing.map((row) => copyRowKey(kind, row)));
  const surveyNumbers = new Set(existing.map((row) => row.onderzoeknr.toLowerCase()));
  const rows = [...existing];
  const rejected: RejectedCopyRow[] = [];
  for (const [index, row] of incoming.entries()) {
    const number = numbers[index] ?? index + 1;
    const key = copyRowKey(kind, row);
    const surveyNumber = row.onderzoeknr.toLowerCase();
    if (seen.has(key)) {
      rejected.push({
        row: number,
        failures: [{ field: null, failure: { key: 'copy.duplicateRow', values: { row: number } } }],
      });
    } else if (surveyNumbers.has(surveyNumber)) {
      rejected.push({
        row: number,
        failures: [
          {
            field: null,
            failure: {
              key: 'copy.numberRepeated',
              values: { number: row.onderzoeknr, row: number },
            },
          },
        ],
      });
    } else {
      rows.push(row);
    }
    seen.add(key);
    surveyNumbers.add(surveyNumber);
  }
  return { rows, rejected };
}

// ---------------------------------------------------------------------------------------
// CSV files

/** The file types a browser or OS gives a .csv file. */
const csvMediaTypes = new Set([
  '',
  'text/csv',
  'text/plain',
  'text/x-csv',
  'application/csv',
  'application/x-csv',
  'application/vnd.ms-excel',
]);

/** Only CSV files are taken: by name and by the type the browser reports. */
export function copyFileFailure(file: { name: string; type: string }): RuleFailure | null {
  if (!file.name.toLowerCase().endsWith('.csv')) return { key: 'copy.fileTypeUnsupported' };
  return csvMediaTypes.has(file.type.toLowerCase()) ? null : { key: 'copy.fileTypeInvalid' };
}

/** The file's good rows with their numbers in it, and the rest with what is wrong. */
export type CopyCsvResult =
  { rows: CopyRow[]; numbers: number[]; rejected: RejectedCopyRow[] } | { failure: RuleFailure };

/**
 * Reads a CSV file of copy rows: a header row with the spec's column names (any case, comma
 * or semicolon separated, as Dutch spreadsheets write it), then one row per address or
 * vessel. Every row is checked: the good ones are taken, the others rejected column by
 * column, so that a few bad rows do not hold up the rest.
 */
export function parseCopyCsv(kind: CopyAssetKind, text: string): CopyCsvResult {
  // Binary content (a spreadsheet saved under a .csv name) is not a CSV file.
  if (text.includes('\u0000')) return { failure: { key: 'copy.fileTypeInvalid' } };
  const parsed = Papa.parse<Record<string, string>>(text.replace(/^\uFEFF/, ''), {
    header: true,
    skipEmptyLines: 'greedy',
    transformHeader: (header) => header.trim().toLowerCase(),
  });
  if (parsed.errors.some((error) => error.type === 'Quotes')) {
    return { failure: { key: 'copy.fileTypeInvalid' } };
  }
  const columns = new Set(parsed.meta.fields ?? []);
  const absent = copyCsvRequiredFields[kind].filter((field) => !columns.has(field));
  if (parsed.data.length === 0) return { failure: { key: `copy.noData.${kind}` } };
  if (absent.length > 0) {
    return { failure: { key: 'copy.columnsMissing', values: { columns: absent.join(', ') } } };
  }
  return readCopyRows(kind, parsed.data);
}

/** Checks rows one by one: the good ones with their numbers, the others rejected. */
function readCopyRows(kind: CopyAssetKind, raws: readonly RawCopyRow[]) {
  const rows: CopyRow[] = [];
  const numbers: number[] = [];
  const rejected: RejectedCopyRow[] = [];
  for (const [index, raw] of raws.entries()) {
    const read = readCopyRow(kind, raw);
    if ('row' in read) {
      rows.push(read.row);
      numbers.push(index + 1);
    } else {
      rejected.push({ row: index + 1, failures: copyRowFailures(read.problem) });
    }
  }
  return { rows, numbers, rejected };
}

// ---------------------------------------------------------------------------------------
// The mutation's input

/** At most this many rows a request: a thousand addresses and room to spare. */
export const copyRowLimit = 5000;

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * The `components` argument of `copyOnderzoek`: a JSON object of the spec's component
 * names with true or false. A component left out is off; an unknown name is refused.
 */
export function readCopyComponents(text: string): CopyComponents | RuleFailure {
  const value = parseJson(text);
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return { key: 'copy.inputInvalid' };
  }
  const entries = Object.entries(value);
  if (
    entries.some(
      ([key, on]) => !Object.hasOwn(defaultCopyComponents, key) || typeof on !== 'boolean',
    )
  ) {
    return { key: 'copy.inputInvalid' };
  }
  const components = Object.fromEntries(
    copyComponents.map((key) => [key, (value as Record<string, unknown>)[key] === true]),
  ) as CopyComponents;
  const effective = effectiveCopyComponents(components);
  return copyComponentsFailure(effective) ?? effective;
}

/**
 * The `addresses` argument: a JSON array of rows. Each is checked as a CSV row is (the
 * server cannot tell typed rows from imported ones); the first bad row is refused and
 * named with its column, as are duplicates and repeated survey numbers.
 */
export function readCopyAddresses(kind: CopyAssetKind, text: string): CopyRow[] | RuleFailure {
  const value = parseJson(text);
  if (!Array.isArray(value) || value.length > copyRowLimit) return { key: 'copy.inputInvalid' };
  if (value.length === 0) return { key: 'copy.noAddress' };
  if (value.some((raw) => typeof raw !== 'object' || raw === null || Array.isArray(raw))) {
    return { key: 'copy.inputInvalid' };
  }
  const read = readCopyRows(kind, value as RawCopyRow[]);
  const added = addCopyRows(kind, [], read.rows, read.numbers);
  const rejected = [...read.rejected, ...added.rejected].sort((a, b) => a.row - b.row);
  return rejectedRowFailure(rejected) ?? added.rows;
}

export const isRuleFailure = (value: object): value is RuleFailure =>
  'key' in value && !Array.isArray(value);
