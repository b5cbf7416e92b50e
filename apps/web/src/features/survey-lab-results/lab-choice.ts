import { ordersAwaitingResults } from '@vezel/domain/lab/orders';

/**
 * The laboratory the import starts with: the one the survey's samples awaiting results
 * are at, when that is one laboratory, or the organisation's only laboratory; otherwise
 * none, and the user must choose. Never simply the first of the list: a file read with
 * another laboratory's profile, or results booked to the wrong laboratory, is the mistake
 * to avoid (the server refuses rows of samples on another laboratory's order as well).
 */
export function defaultLaboratory(
  laboratories: readonly string[],
  samples: readonly { at_lab_order: { status: string; laboratory_id: string } | null }[],
): string {
  const awaiting = new Set(
    samples
      .map((sample) => sample.at_lab_order)
      .filter((order) => order !== null && ordersAwaitingResults.includes(order.status))
      .map((order) => order!.laboratory_id),
  );
  const [only] = awaiting;
  if (awaiting.size === 1 && only !== undefined && laboratories.includes(only)) return only;
  if (awaiting.size === 0 && laboratories.length === 1) return laboratories[0]!;
  return '';
}
