import { describe, expect, it } from 'vitest';
import { canSendNow, statusColour } from './survey-lavs-logic';

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
