/**
 * Where an inventory's registration in LAVS is (spec section 4, the 15 LAVS transmission
 * statuses), in the order a registration goes through them. The server stores one per
 * inventory (its update request result); the screens show `lavs.status.<status>`.
 *
 * - to_verify: never verified (a verify always leaves another status).
 * - data_missing / ready_to_send_data: what the last verify found.
 * - sending_data → waiting_for_data_processing → data_processed: the inventory's data,
 *   sent and processed by LAVS; error_accepting_data (LAVS refused the request),
 *   failed_processing_data (LAVS processed and rejected it: a mismatch with what LAVS
 *   holds), data_request_status_failed (asking for the request's status failed for good).
 * - sending_attachment → waiting_for_attachment_processing → completed_successfully: the
 *   signed report as the attachment, with the same three failures.
 */
export const lavsStatuses = [
  'data_missing',
  'to_verify',
  'ready_to_send_data',
  'sending_data',
  'waiting_for_data_processing',
  'data_processed',
  'failed_processing_data',
  'error_accepting_data',
  'data_request_status_failed',
  'sending_attachment',
  'waiting_for_attachment_processing',
  'failed_processing_attachment',
  'failed_accepting_attachment',
  'request_attachment_status_failed',
  'completed_successfully',
] as const;
export type LavsStatus = (typeof lavsStatuses)[number];

export const isLavsStatus = (value: unknown): value is LavsStatus =>
  lavsStatuses.includes(value as LavsStatus);

/** A stored status as the domain knows it; a row never holds another, but the column is text. */
export const lavsStatusOf = (row: { status: string } | null): LavsStatus =>
  row && isLavsStatus(row.status) ? row.status : 'to_verify';

/** A registration on its way: Vezel or LAVS is working on it; nobody sends it again. */
export const lavsInFlightStatuses = [
  'sending_data',
  'waiting_for_data_processing',
  'data_processed',
  'sending_attachment',
  'waiting_for_attachment_processing',
] as const satisfies readonly LavsStatus[];

/** A registration that failed: the user reads why and what to do, then sends again. */
export const lavsFailedStatuses = [
  'failed_processing_data',
  'error_accepting_data',
  'data_request_status_failed',
  'failed_processing_attachment',
  'failed_accepting_attachment',
  'request_attachment_status_failed',
] as const satisfies readonly LavsStatus[];

export const isLavsInFlight = (status: LavsStatus): boolean =>
  (lavsInFlightStatuses as readonly LavsStatus[]).includes(status);

export const isLavsFailed = (status: LavsStatus): boolean =>
  (lavsFailedStatuses as readonly LavsStatus[]).includes(status);

/**
 * The filter groups of /integrations/lavs: what is still to be done by the firm
 * (`open`: to verify, data missing, ready to send), on its way, failed, and done.
 */
export const lavsStatusGroups = ['open', 'in_flight', 'failed', 'completed'] as const;
export type LavsStatusGroup = (typeof lavsStatusGroups)[number];

export function lavsStatusGroup(status: LavsStatus): LavsStatusGroup {
  if (status === 'completed_successfully') return 'completed';
  if (isLavsInFlight(status)) return 'in_flight';
  if (isLavsFailed(status)) return 'failed';
  return 'open';
}

/** The statuses of a group, for a query's filter. */
export const lavsStatusesOf = (group: LavsStatusGroup): LavsStatus[] =>
  lavsStatuses.filter((status) => lavsStatusGroup(status) === group);

/**
 * What the firm does next, per status (message key `lavs.todo.<todo>`): verify, complete
 * the data, send, wait, fix what LAVS answered and send again, or nothing.
 */
export type LavsTodo = 'verify' | 'complete' | 'send' | 'wait' | 'fixAndResend' | 'resend' | 'none';

export function lavsTodo(status: LavsStatus): LavsTodo {
  switch (status) {
    case 'to_verify':
      return 'verify';
    case 'data_missing':
      return 'complete';
    case 'ready_to_send_data':
      return 'send';
    case 'failed_processing_data':
    case 'error_accepting_data':
    case 'failed_processing_attachment':
    case 'failed_accepting_attachment':
      return 'fixAndResend';
    case 'data_request_status_failed':
    case 'request_attachment_status_failed':
      return 'resend';
    case 'completed_successfully':
      return 'none';
    default:
      return 'wait';
  }
}
