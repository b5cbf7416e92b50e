/**
 * What a survey still lacks from the laboratory and SMA-rt, each with the record it is in
 * so a screen links to where it is fixed (as `completionGaps` does); the report and LAVS
 * build on it:
 * - sourceWithoutResult: a sample of the source has no analysis and is not at the lab, or
 *   the source has no sample and no asbestos status (target the source, label B01);
 * - sourceWithoutClass: asbestos is found or assumed, but neither the source nor each of
 *   its locations has an SMA-rt class (target the source);
 * - sourceWithoutPrintout: a class is entered without its SMA-rt printout (target the source);
 * - sampleAtLab: a sample on a sent, received or partly analysed order without an analysis
 *   yet, a source's or a vessel's VSCP sample (target the sample, label M01).
 */
export const labCompletenessCodes = [
  'sourceWithoutResult',
  'sourceWithoutClass',
  'sourceWithoutPrintout',
  'sampleAtLab',
] as const;
export type LabCompletenessCode = (typeof labCompletenessCodes)[number];

export interface LabCompletenessEntry {
  code: LabCompletenessCode;
  target: string;
  label: string;
}

/** An SMA-rt classification of the source (locationId null) or of one of its locations. */
export interface RecordedRiskClass {
  readonly locationId: number | null;
  readonly hasClass: boolean;
  readonly hasPrintout: boolean;
}

export interface LabCompletenessSource {
  readonly id: number;
  readonly number: string;
  /** An asbestos status is chosen. */
  readonly hasAsbestosStatus: boolean;
  /** The chosen status means asbestos is found or assumed (asbest_statussen `contains_asbestos`). */
  readonly containsAsbestos: boolean;
  /** An analysis of one of its samples reported asbestos. */
  readonly asbestosDetected: boolean;
  readonly locationIds: readonly number[];
  readonly samples: readonly LabCompletenessSample[];
  readonly classes: readonly RecordedRiskClass[];
}

/** Whether the source is classified: as a whole, or each of its locations. */
export function isClassified(source: Pick<LabCompletenessSource, 'classes' | 'locationIds'>) {
  const classed = source.classes.filter((recorded) => recorded.hasClass);
  if (classed.some((recorded) => recorded.locationId === null)) return true;
  return (
    source.locationIds.length > 0 &&
    source.locationIds.every((id) => classed.some((recorded) => recorded.locationId === id))
  );
}

/** Where asbestos is found or assumed the source needs a class and its printout. */
export const needsRiskClass = (
  source: Pick<LabCompletenessSource, 'asbestosDetected' | 'containsAsbestos'>,
) => source.asbestosDetected || source.containsAsbestos;

/** A sample as the list reads it. */
export interface LabCompletenessSample {
  readonly id: number;
  readonly number: string;
  readonly analysed: boolean;
  /** On a sent, received or partly analysed order. */
  readonly atLab: boolean;
}

/**
 * The entries of one survey, its sources in their order and then the samples at the lab
 * (also `otherSamples`: samples under no source, a vessel's VSCP samples); empty when
 * nothing is missing.
 */
export function labCompletenessOf(
  sources: readonly LabCompletenessSource[],
  otherSamples: readonly LabCompletenessSample[] = [],
): LabCompletenessEntry[] {
  const entries: LabCompletenessEntry[] = [];
  const entry = (code: LabCompletenessCode, id: number, label: string) =>
    entries.push({ code, target: String(id), label });
  for (const source of sources) {
    const unanswered = source.samples.some((sample) => !sample.analysed && !sample.atLab);
    if (unanswered || (source.samples.length === 0 && !source.hasAsbestosStatus)) {
      entry('sourceWithoutResult', source.id, source.number);
    }
    if (needsRiskClass(source)) {
      if (!isClassified(source)) entry('sourceWithoutClass', source.id, source.number);
      else if (source.classes.some((recorded) => recorded.hasClass && !recorded.hasPrintout)) {
        entry('sourceWithoutPrintout', source.id, source.number);
      }
    }
  }
  for (const sample of [...sources.flatMap((source) => source.samples), ...otherSamples]) {
    if (!sample.analysed && sample.atLab) entry('sampleAtLab', sample.id, sample.number);
  }
  return entries;
}
