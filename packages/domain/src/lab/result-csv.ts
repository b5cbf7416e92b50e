import Papa from 'papaparse';
import type { DomainMessageKey } from '../i18n/messages';
import {
  amountForPercentage,
  amountsWithoutRange,
  parsePercentage,
  quotedList,
  type ResultAmountRange,
} from './results';

/**
 * A laboratory's CSV of results, read with the laboratory's profile: the separator and the
 * headers of the sample number, asbestos type and percentage columns. One row is one
 * asbestos type of one sample.
 */
export interface ResultCsvProfile {
  readonly delimiter: string;
  readonly sampleColumn: string;
  readonly materialColumn: string;
  readonly percentageColumn: string;
}

/** A row of the file as read; `row` is its line in the file (the header is line 1). */
export interface ResultCsvRow {
  readonly row: number;
  readonly sample: string;
  readonly type: string;
  readonly percentage: string;
}

export type ResultCsvReading =
  | { readonly rows: readonly ResultCsvRow[] }
  | { readonly problem: { key: DomainMessageKey; values?: Record<string, string | number> } };

const fold = (text: string) => text.trim().toLocaleLowerCase('nl');

/** Reads the file's rows by the profile's headers (case and surrounding spaces aside). */
export function readResultCsv(text: string, profile: ResultCsvProfile): ResultCsvReading {
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), {
    delimiter: profile.delimiter === '' ? undefined : profile.delimiter,
    skipEmptyLines: false,
  });
  const lines = parsed.data;
  const headerIndex = lines.findIndex((line) => line.some((cell) => cell.trim() !== ''));
  if (headerIndex < 0) return { problem: { key: 'labResults.csvEmpty' } };
  const header = (lines[headerIndex] ?? []).map(fold);
  const wanted = [profile.sampleColumn, profile.materialColumn, profile.percentageColumn];
  const positions = wanted.map((column) => header.indexOf(fold(column)));
  const missing = wanted.filter((_, index) => positions[index]! < 0);
  if (missing.length > 0) {
    return {
      problem: { key: 'labResults.csvColumnsMissing', values: { columns: missing.join(', ') } },
    };
  }
  const [sampleAt, typeAt, percentageAt] = positions as [number, number, number];
  const rows: ResultCsvRow[] = [];
  lines.forEach((line, index) => {
    if (index <= headerIndex || line.every((cell) => cell.trim() === '')) return;
    rows.push({
      row: index + 1,
      sample: (line[sampleAt] ?? '').trim(),
      type: (line[typeAt] ?? '').trim(),
      percentage: (line[percentageAt] ?? '').trim(),
    });
  });
  if (rows.length === 0) return { problem: { key: 'labResults.csvEmpty' } };
  return { rows };
}

/** An amount of an asbestos type, with its range. */
export interface CsvAmount extends ResultAmountRange {
  readonly id: number;
  readonly value: string;
}

/** An asbestos type a sample can have: its item, its NEN 5896 code and its amounts. */
export interface CsvMaterial {
  readonly id: number;
  readonly value: string;
  readonly asbestosType: string | null;
  readonly amounts: readonly CsvAmount[];
}

/** A sample of the survey the rows may name, with the asbestos types of its material type. */
export interface CsvSample {
  readonly id: number;
  readonly number: string;
  readonly materials: readonly CsvMaterial[];
}

export interface CsvRowProblem {
  readonly key: DomainMessageKey;
  readonly values: Record<string, string | number>;
}

/** What a row will write, or why it cannot. */
export interface ResultCsvPlanRow extends ResultCsvRow {
  readonly sampleId: number | null;
  readonly materialId: number | null;
  readonly material: string | null;
  readonly amountId: number | null;
  readonly amount: string | null;
  readonly problem: CsvRowProblem | null;
}

/**
 * Checks every row against the survey's samples: the sample must exist, the type must be
 * one of its material type's asbestos types (by the item's value or its NEN 5896 type, as
 * "Chrysotiel" or "chrysotile"), a sample and type appear once, and the percentage must be
 * a percentage that one of the type's amounts covers. Each row says what it will write or
 * its one problem, with its row number.
 */
export function planResultCsv(
  rows: readonly ResultCsvRow[],
  samples: readonly CsvSample[],
): ResultCsvPlanRow[] {
  const byNumber = new Map(samples.map((sample) => [fold(sample.number), sample]));
  const firstRow = new Map<string, number>();
  return rows.map((row) => {
    const empty = {
      ...row,
      sampleId: null,
      materialId: null,
      material: null,
      amountId: null,
      amount: null,
    };
    const problem = (key: DomainMessageKey, values: Record<string, string | number> = {}) => ({
      ...empty,
      problem: { key, values: { row: row.row, sample: row.sample, type: row.type, ...values } },
    });
    const sample = byNumber.get(fold(row.sample));
    if (!sample) return problem('labResults.csvRowSampleUnknown');
    const type = fold(row.type);
    const material = sample.materials.find(
      (candidate) =>
        fold(candidate.value) === type ||
        (candidate.asbestosType !== null && fold(candidate.asbestosType) === type),
    );
    if (!material || type === '') {
      // A type the list may well have under another name: the items without a type say
      // which to fill in.
      const untyped = sample.materials.filter((candidate) => candidate.asbestosType === null);
      return type !== '' && untyped.length > 0
        ? problem('labResults.csvRowTypeNotSet', { materials: quotedList(untyped) })
        : problem('labResults.csvRowTypeUnknown');
    }
    const key = `${sample.id}:${material.id}`;
    const first = firstRow.get(key);
    if (first !== undefined) return problem('labResults.csvRowDuplicate', { first });
    firstRow.set(key, row.row);
    if ('problem' in parsePercentage(row.percentage)) {
      return problem('labResults.csvRowPercentage', { percentage: row.percentage });
    }
    const amount = amountForPercentage(material.amounts, row.percentage);
    if (!amount) {
      const unbounded = amountsWithoutRange(material.amounts);
      if (unbounded.length > 0) {
        return problem('labResults.csvRowAmountRangeMissing', {
          type: material.value,
          amounts: quotedList(unbounded),
        });
      }
      return problem('labResults.csvRowNoAmount', {
        type: material.value,
        percentage: row.percentage,
      });
    }
    return {
      ...empty,
      sampleId: sample.id,
      materialId: material.id,
      material: material.value,
      amountId: amount.id,
      amount: amount.value,
      problem: null,
    };
  });
}
