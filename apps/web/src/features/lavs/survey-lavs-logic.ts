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
