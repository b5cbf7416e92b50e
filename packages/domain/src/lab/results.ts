/**
 * Asbestos results of a sample (NEN 5896): the six asbestos types a laboratory reports, the
 * percentage as it reports it, and the amount (analyse_resultaat_hoeveelheden item) that a
 * percentage falls in, whose materiaal_status becomes the sample's status.
 */

/** The asbestos types of NEN 5896, as the `asbestos_type` field of analyse_materialen. */
export const asbestosTypes = [
  'chrysotile',
  'amosite',
  'crocidolite',
  'tremolite',
  'actinolite',
  'anthophyllite',
] as const;

export type AsbestosType = (typeof asbestosTypes)[number];

export const isAsbestosType = (value: unknown): value is AsbestosType =>
  typeof value === 'string' && (asbestosTypes as readonly string[]).includes(value);

/** Every type but chrysotile (serpentine) is an amphibole, the more hazardous group. */
export const isAmphibole = (type: AsbestosType): boolean => type !== 'chrysotile';

/** A reported percentage read as a range: "3,5" is 3.5 to 3.5, "< 2" is 0 to 2. */
export interface PercentageRange {
  readonly low: number;
  readonly high: number;
}

export type PercentageProblem = 'notANumber' | 'outOfRange';

const number = String.raw`(\d+(?:[.,]\d+)?)`;
const single = new RegExp(String.raw`^([<>]=?)?\s*${number}\s*%?$`);
const range = new RegExp(String.raw`^${number}\s*%?\s*[-–]\s*${number}\s*%?$`);

const toNumber = (text: string) => Number(text.replace(',', '.'));

/**
 * Reads a percentage as laboratories write it: "3.5", "3,5 %", "2 - 5", "< 2", "> 50".
 * A bare number is that exact value; "< x" is below x, "> x" above x up to 100.
 */
export function parsePercentage(
  text: string,
): { range: PercentageRange } | { problem: PercentageProblem } {
  const trimmed = text.trim();
  const bounded = range.exec(trimmed);
  const one = bounded ? null : single.exec(trimmed);
  let result: PercentageRange;
  if (bounded) {
    result = { low: toNumber(bounded[1] ?? ''), high: toNumber(bounded[2] ?? '') };
  } else if (one) {
    const value = toNumber(one[2] ?? '');
    const sign = one[1]?.charAt(0);
    result =
      sign === '<'
        ? { low: 0, high: value }
        : sign === '>'
          ? { low: value, high: 100 }
          : { low: value, high: value };
  } else {
    return { problem: 'notANumber' };
  }
  if (result.low < 0 || result.high > 100 || result.low > result.high) {
    return { problem: 'outOfRange' };
  }
  return { range: result };
}

/** An amount of an asbestos type: its range of percentages (`min_percentage` to `max_percentage`). */
export interface ResultAmountRange {
  readonly minPercentage: number | null;
  readonly maxPercentage: number | null;
}

/** Reads the `min_percentage`/`max_percentage` of an amount item's data (stored as text). */
export function amountRangeOf(data: Readonly<Record<string, unknown>> | null | undefined): {
  minPercentage: number | null;
  maxPercentage: number | null;
} {
  const read = (value: unknown) => {
    if (typeof value === 'number') return Number.isFinite(value) ? value : null;
    if (typeof value !== 'string' || value.trim() === '') return null;
    const parsed = toNumber(value.trim());
    return Number.isFinite(parsed) ? parsed : null;
  };
  return { minPercentage: read(data?.min_percentage), maxPercentage: read(data?.max_percentage) };
}

/**
 * The amount a reported percentage falls in, or null when none covers it. An amount whose
 * range is one value (0 to 0: "not detected") takes exactly that value; others take their
 * range from the minimum up to, not including, the maximum, so 2 % is "2 - 5 %" and not
 * "< 2 %", and the highest amount also takes its maximum (100 %). A range such as "2 - 5"
 * must lie within one amount. Amounts without both bounds are never chosen.
 */
export function amountForPercentage<Amount extends ResultAmountRange>(
  amounts: readonly Amount[],
  percentage: string | number,
): Amount | null {
  const parsed =
    typeof percentage === 'number'
      ? { range: { low: percentage, high: percentage } }
      : parsePercentage(percentage);
  if (!('range' in parsed)) return null;
  if (!(parsed.range.low >= 0 && parsed.range.high <= 100)) return null;
  const { low, high } = parsed.range;
  const bounded = amounts.filter(
    (amount): amount is Amount & { minPercentage: number; maxPercentage: number } =>
      amount.minPercentage !== null &&
      amount.maxPercentage !== null &&
      amount.minPercentage <= amount.maxPercentage,
  );
  const exact = bounded.find(
    (amount) =>
      amount.minPercentage === amount.maxPercentage &&
      low === amount.minPercentage &&
      high === amount.maxPercentage,
  );
  if (exact) return exact;
  const top = Math.max(...bounded.map((amount) => amount.maxPercentage));
  const covers = (amount: { minPercentage: number; maxPercentage: number }) => {
    if (amount.minPercentage === amount.maxPercentage) return false;
    if (low < amount.minPercentage) return false;
    // A range "2 - 5" ends where the amount ends; a single value lies below the maximum,
    // except at the top of the scale.
    if (low === high) {
      return high < amount.maxPercentage || (high === amount.maxPercentage && high === top);
    }
    return high <= amount.maxPercentage;
  };
  return bounded.find(covers) ?? null;
}

/**
 * The amounts that lack a usable range (a bound missing, or the minimum above the
 * maximum): `amountForPercentage` never chooses them, so a percentage that finds no amount
 * names these for the user to fill in.
 */
export const amountsWithoutRange = <Amount extends ResultAmountRange>(
  amounts: readonly Amount[],
): Amount[] =>
  amounts.filter(
    (amount) =>
      amount.minPercentage === null ||
      amount.maxPercentage === null ||
      amount.minPercentage > amount.maxPercentage,
  );

/** List items named in a message: 'Chrysotiel', 'Amosiet'. */
export const quotedList = (items: readonly { readonly value: string }[]): string =>
  items.map((item) => `'${item.value}'`).join(', ');

/** A material status as the lists hold it: `prioriteit` 1 is the most severe. */
export interface RankedStatus {
  readonly prioriteit: number | null;
}

/**
 * The most severe of several statuses (lowest `prioriteit`): a location's status from its
 * samples, a source's from its locations. A status without a priority counts last.
 */
export function mostSevereStatus<Status extends RankedStatus>(
  statuses: readonly (Status | null | undefined)[],
): Status | null {
  let best: Status | null = null;
  for (const status of statuses) {
    if (!status) continue;
    const rank = status.prioriteit ?? Number.POSITIVE_INFINITY;
    if (best === null || rank < (best.prioriteit ?? Number.POSITIVE_INFINITY)) best = status;
  }
  return best;
}
