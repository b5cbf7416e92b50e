/**
 * A lab order's life: draft → sent (the send job delivered it) → received (the lab has the
 * samples) → partly analysed → analysed (results written, see lab/results); a draft, or a
 * sent, received or partly analysed order can be cancelled, which frees its samples. A
 * surveyor cancels a draft; once the laboratory has an order only a manager cancels it.
 */
export const labOrderStatuses = [
  'draft',
  'sent',
  'received',
  'partly_analysed',
  'analysed',
  'cancelled',
] as const;
export type LabOrderStatus = (typeof labOrderStatuses)[number];

export const labOrderPriorities = ['normal', 'directly', 'urgent'] as const;
export type LabOrderPriority = (typeof labOrderPriorities)[number];

export const isLabOrderPriority = (value: string): value is LabOrderPriority =>
  (labOrderPriorities as readonly string[]).includes(value);

/** A draft is the surveyor's own to change, delete and send. */
export const isLabOrderEditable = (status: string): boolean => status === 'draft';

/**
 * The statuses of an order the laboratory has (its samples are at, or on their way to, the
 * laboratory): such samples, their location and source are not changed or deleted any more,
 * as the lab's results refer to them by number, and results may come in for them (again).
 * The one list for every module that asks (orders, results, CSV import, typed results).
 */
export const ordersAtLab: readonly string[] = [
  'sent',
  'received',
  'partly_analysed',
  'analysed',
] satisfies LabOrderStatus[];

/**
 * The statuses of an order the laboratory has and has not analysed in full: its results
 * are awaited (the API poll asks for them), and only a manager may still cancel it.
 */
export const ordersAwaitingResults: readonly string[] = [
  'sent',
  'received',
  'partly_analysed',
] satisfies LabOrderStatus[];

/** Whether the order may be cancelled, and by whom ('manager': managers only). */
export function cancelRight(status: string): 'surveyor' | 'manager' | null {
  if (status === 'draft') return 'surveyor';
  if (ordersAwaitingResults.includes(status)) return 'manager';
  return null;
}

/** Whether a sent order can be marked as received by the laboratory. */
export const canMarkReceived = (status: string): boolean => status === 'sent';

/**
 * A survey's order numbers: the survey's number and a counter (2026-0002-L01). `taken` are
 * the survey's numbers so far; the next is one past the highest counter among them.
 */
export function nextLabOrderNumber(surveyNumber: string, taken: readonly string[]): string {
  const prefix = `${surveyNumber}-L`;
  let highest = 0;
  for (const number of taken) {
    if (!number.startsWith(prefix)) continue;
    const counter = Number(number.slice(prefix.length));
    if (Number.isSafeInteger(counter) && counter > highest) highest = counter;
  }
  return `${prefix}${String(highest + 1).padStart(2, '0')}`;
}

/**
 * What the screen says about sending: the job's state beside the order's own. 'sending'
 * while the job is queued or running, 'failed' when it gave up (the user may retry).
 */
export type LabOrderSendState = 'none' | 'sending' | 'sent' | 'failed';

export function sendStateOf(
  orderStatus: string,
  jobStatus: string | null | undefined,
): LabOrderSendState {
  if (orderStatus === 'draft') {
    if (jobStatus === 'queued' || jobStatus === 'running') return 'sending';
    if (jobStatus === 'failed') return 'failed';
    return 'none';
  }
  return orderStatus === 'cancelled' ? 'none' : 'sent';
}

/**
 * The analysis methods a sample can be ordered with at a laboratory: those of its sample
 * kind (monster_soorten's `analyse_methodes`) that the laboratory offers, in the kind's order.
 */
export const orderableMethods = (
  kindMethods: readonly number[],
  laboratoryMethods: readonly number[],
): number[] => kindMethods.filter((method) => laboratoryMethods.includes(method));
