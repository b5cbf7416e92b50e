import { isAmphibole, isAsbestosType, parsePercentage } from './results';
import type { ResourceDeclaration } from '../resources/types';

/**
 * SMA-rt risk classes (DOMAIN.md): 1 (below the limit value), 2 (above it, chrysotile only),
 * 2A (above it, amphibole asbestos above 2 % by mass). Class 3 was abolished on 1 January
 * 2017 and is only read from old records. A `smart_risicoklasses` item names its class in
 * its `risk_class` field, so no rule depends on how a firm words the item.
 */
export const smartRiskClasses = ['1', '2', '2A', '3'] as const;
export type SmartRiskClass = (typeof smartRiskClasses)[number];

export const isSmartRiskClass = (value: unknown): value is SmartRiskClass =>
  typeof value === 'string' && (smartRiskClasses as readonly string[]).includes(value);

/** The class a smart_risicoklasses item stands for (its `risk_class` field), or null. */
export const riskClassOfItem = (data: Readonly<Record<string, unknown>> | null | undefined) =>
  isSmartRiskClass(data?.risk_class) ? data.risk_class : null;

/**
 * The flags in list items' data that the indicative class and the completeness list read,
 * by list: an application fully enclosed (afschermingen), an advice that removes the
 * application (bron_adviezen), bonded fibres (bindingen), a condition or damage that
 * leaves the material intact (condities, beschadigingen), and an asbestos status that
 * means asbestos is found or assumed (asbest_statussen).
 */
export const riskClassFlags = {
  afschermingen: 'fully_enclosed',
  bron_adviezen: 'removal',
  bindingen: 'bonded',
  condities: 'intact',
  beschadigingen: 'intact',
  asbest_statussen: 'contains_asbestos',
} as const;

/** Whether an item's data holds a flag: only `true` counts (an unset flag is no). */
export const hasFlag = (data: Readonly<Record<string, unknown>> | null | undefined, flag: string) =>
  data?.[flag] === true;

/** The amphibole share above which SMA-rt gives class 2A, in % by mass. */
export const amphiboleLimit = 2;

/** A result of an analysis as the rule reads it: the asbestos type and the percentage. */
export interface RiskResult {
  /** The `asbestos_type` of the analysed material's item; null when the item names none. */
  readonly type: string | null;
  /** As the laboratory reported it: "3.5", "2 - 5", "< 2". */
  readonly percentage: string;
}

/** A location's assessment as the rule reads it: the flags of its chosen items. */
export interface RiskLocation {
  readonly fullyEnclosed: boolean;
  readonly bonded: boolean;
  /** Condition and damage both leave the material intact. */
  readonly intact: boolean;
}

export interface RiskFacts {
  readonly sampleCount: number;
  /** Samples with an analysis. */
  readonly analysedSampleCount: number;
  /** Whether any analysis of the samples reported asbestos. */
  readonly asbestosDetected: boolean;
  readonly results: readonly RiskResult[];
  /** The source's advice removes the application (bron_adviezen `removal`). */
  readonly advisesRemoval: boolean;
  /** The source's asbestos status: contains asbestos (found or assumed), not, or none chosen. */
  readonly containsAsbestos: boolean | null;
  /** The locations the class is for: all of the source's, or the one location. */
  readonly locations: readonly RiskLocation[];
}

/**
 * Why the indicative class is what it is:
 * - unsampled: no sample was taken, so the highest class (2A);
 * - enclosedRemoval: no analysis, fully enclosed and removed as a whole: class 1;
 * - amphibole: an amphibole type above 2 % (or a percentage that cannot be read): 2A;
 * - asbestos: asbestos below that, chrysotile only: 2;
 * - bondedIntact: as asbestos, but bonded and intact everywhere: 1. Not an SMA-rt rule of
 *   DOMAIN.md but Vezel's own indication for bonded asbestos in good condition (what SMA-rt
 *   usually gives it); the screen's reason says so;
 * - awaitingResults: samples without an analysis yet, no class to suggest;
 * - noAsbestos: no asbestos found or assumed, no class needed.
 */
export const indicativeReasons = [
  'unsampled',
  'enclosedRemoval',
  'amphibole',
  'asbestos',
  'bondedIntact',
  'awaitingResults',
  'noAsbestos',
] as const;
export type IndicativeReason = (typeof indicativeReasons)[number];

export interface IndicativeClass {
  readonly riskClass: Exclude<SmartRiskClass, '3'> | null;
  readonly reason: IndicativeReason;
}

/** The highest percentage a result may mean; null when it cannot be read. */
function highestPercentage(percentage: string): number | null {
  const parsed = parsePercentage(percentage);
  return 'range' in parsed ? parsed.range.high : null;
}

/** An amphibole above the limit, or one whose percentage cannot be read (assume the worst). */
const amphiboleAboveLimit = (result: RiskResult) => {
  if (!isAsbestosType(result.type) || !isAmphibole(result.type)) return false;
  const highest = highestPercentage(result.percentage);
  return highest === null || highest > amphiboleLimit;
};

const found = (result: RiskResult) => {
  if (result.type !== null && !isAsbestosType(result.type)) return false;
  const highest = highestPercentage(result.percentage);
  return highest !== null && highest > 0;
};

/**
 * The class SMA-rt will most likely give, from what was recorded (DOMAIN.md). It is
 * indicative: SMA-rt also weighs the removal method and the amount, which Vezel does not
 * model, so the surveyor's entered class stays what counts.
 */
export function indicativeRiskClass(facts: RiskFacts): IndicativeClass {
  const detected = facts.asbestosDetected || facts.results.some(found);
  if (!detected && facts.containsAsbestos === false) {
    return { riskClass: null, reason: 'noAsbestos' };
  }
  if (facts.sampleCount === 0) {
    const enclosed =
      facts.locations.length > 0 && facts.locations.every((location) => location.fullyEnclosed);
    return enclosed && facts.advisesRemoval
      ? { riskClass: '1', reason: 'enclosedRemoval' }
      : { riskClass: '2A', reason: 'unsampled' };
  }
  if (facts.results.some(amphiboleAboveLimit)) return { riskClass: '2A', reason: 'amphibole' };
  if (detected) {
    const bondedIntact =
      facts.locations.length > 0 &&
      facts.locations.every((location) => location.bonded && location.intact);
    return bondedIntact
      ? { riskClass: '1', reason: 'bondedIntact' }
      : { riskClass: '2', reason: 'asbestos' };
  }
  return facts.analysedSampleCount < facts.sampleCount
    ? { riskClass: null, reason: 'awaitingResults' }
    : { riskClass: null, reason: 'noAsbestos' };
}

/** Whether the entered class differs from the indicative one (both known). */
export const riskClassDiffers = (
  entered: SmartRiskClass | null,
  indicative: IndicativeClass,
): boolean => entered !== null && indicative.riskClass !== null && entered !== indicative.riskClass;

/**
 * The SMA-rt classification of a source (certificates/smart), or of one of its locations
 * where the class differs there (`location`, chosen when it is made): the class, the SMA-rt
 * reference and the printout, entered by the surveyor from the SMA-rt web tool.
 */
export const smartRiskCertificateResource = {
  type: 'smartRiskCertificate',
  sortable: false,
  permissions: { read: 'surveyor', write: 'surveyor' },
  connects: ['surveySource'],
  fields: [
    { name: 'location', type: 'select', createOnly: true, column: 'text' },
    {
      name: 'risk_class',
      type: 'item',
      itemsOf: 'smart_risicoklasses',
      rules: [{ rule: 'required' }],
      column: 'text',
    },
    { name: 'reference', type: 'text', rules: [{ rule: 'maxLength', max: 100 }], column: 'text' },
    { name: 'printout', type: 'file', column: 'text' },
    { name: 'remarks', type: 'textarea', rules: [{ rule: 'maxLength', max: 2000 }] },
  ],
} as const satisfies ResourceDeclaration;
