import {
  isLavsFailed,
  isLavsStatus,
  lavsStatusGroup,
  type LavsStatusGroup,
} from '@vezel/domain/lavs/statuses';

/**
 * Whether a manager may send the inventory now: once a verify found nothing missing, or
 * again after a failure. Not while a sending is on its way, nor once registered: LAVS holds
 * that very message (the server refuses both); a change since makes the next verify put it
 * back to ready to send.
 */
export function canSendNow(status: string, inFlight: boolean): boolean {
  if (inFlight || !isLavsStatus(status)) return false;
  return status === 'ready_to_send_data' || isLavsFailed(status);
}

/** The status chip's theme colour, by the status's group on /integraties/lavs. */
const groupColours: Record<LavsStatusGroup, 'default' | 'info' | 'error' | 'success'> = {
  open: 'default',
  in_flight: 'info',
  failed: 'error',
  completed: 'success',
};

export function statusColour(status: string): 'default' | 'info' | 'error' | 'success' | 'warning' {
  if (!isLavsStatus(status)) return 'default';
  if (status === 'data_missing') return 'warning';
  return groupColours[lavsStatusGroup(status)];
}

/** How often the screen asks again while a sending is on its way: every few seconds at most… */
const pollMs = 2000;
/** …and at least once a minute. */
const maxPollMs = 60_000;

/**
 * How long the screen waits before asking again while inventories are on their way: only
 * their jobs move them on, so while each waits to run again (LAVS processing, an outage's
 * backoff) the screen asks when the first is due; a job at work is asked after soon.
 */
export function pollDelay(
  inventarisations: readonly {
    in_flight: boolean;
    job?: { status: string; run_after?: string | null } | null;
  }[],
  now: number,
): number {
  const dueIn = inventarisations
    .filter((entry) => entry.in_flight)
    .map((entry) =>
      entry.job?.status === 'queued' && entry.job.run_after
        ? Date.parse(entry.job.run_after) - now
        : 0,
    );
  return Math.min(maxPollMs, Math.max(pollMs, Math.min(...dueIn)));
}
