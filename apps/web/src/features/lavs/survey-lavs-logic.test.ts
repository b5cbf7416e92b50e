import { describe, expect, it } from 'vitest';
import { canSendNow, pollDelay, statusColour } from './survey-lavs-logic';

describe('the LAVS send button', () => {
  it('is there when the data is ready, and again after a failure', () => {
    expect(canSendNow('ready_to_send_data', false)).toBe(true);
    expect(canSendNow('failed_processing_data', false)).toBe(true);
    expect(canSendNow('request_attachment_status_failed', false)).toBe(true);
  });

  it('is not while data is missing, unverified, on its way, registered, or for a status it does not know', () => {
    expect(canSendNow('completed_successfully', false)).toBe(false);
    expect(canSendNow('to_verify', false)).toBe(false);
    expect(canSendNow('data_missing', false)).toBe(false);
    expect(canSendNow('waiting_for_data_processing', true)).toBe(false);
    expect(canSendNow('ready_to_send_data', true)).toBe(false);
    expect(canSendNow('shipped', false)).toBe(false);
  });
});

describe('the LAVS status chip', () => {
  it('colours by what the firm does next', () => {
    expect(statusColour('data_missing')).toBe('warning');
    expect(statusColour('to_verify')).toBe('default');
    expect(statusColour('sending_attachment')).toBe('info');
    expect(statusColour('error_accepting_data')).toBe('error');
    expect(statusColour('completed_successfully')).toBe('success');
  });
});

describe('asking again while a sending is on its way', () => {
  const now = Date.parse('2026-11-29T10:00:00Z');
  const queued = (runAfter: string) => ({
    in_flight: true,
    job: { status: 'queued', run_after: runAfter },
  });

  it('asks when the first job is due, within two seconds and a minute', () => {
    expect(pollDelay([queued('2026-11-29T10:00:10Z')], now)).toBe(10_000);
    expect(pollDelay([queued('2026-11-29T10:30:00Z'), queued('2026-11-29T10:00:20Z')], now)).toBe(
      20_000,
    );
    expect(pollDelay([queued('2026-11-29T11:00:00Z')], now)).toBe(60_000);
    expect(pollDelay([queued('2026-11-29T09:59:00Z')], now)).toBe(2_000);
  });

  it('asks soon while a job is at work, and leaves out what is not on its way', () => {
    const running = { in_flight: true, job: { status: 'running', run_after: null } };
    const done = { in_flight: false, job: { status: 'done', run_after: null } };
    expect(pollDelay([running, queued('2026-11-29T11:00:00Z')], now)).toBe(2_000);
    expect(pollDelay([done, queued('2026-11-29T10:00:05Z')], now)).toBe(5_000);
  });
});
