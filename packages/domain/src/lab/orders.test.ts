import { describe, expect, it } from 'vitest';
import {
  cancelRight,
  nextLabOrderNumber,
  orderableMethods,
  ordersAtLab,
  ordersAwaitingResults,
  sendStateOf,
} from './orders';

describe('lab orders', () => {
  it('numbers a survey\u2019s orders after the survey, one past the highest', () => {
    expect(nextLabOrderNumber('2026-0002', [])).toBe('2026-0002-L01');
    expect(nextLabOrderNumber('2026-0002', ['2026-0002-L01', '2026-0002-L07'])).toBe(
      '2026-0002-L08',
    );
    // A copied order keeps another survey's number; it does not count here.
    expect(nextLabOrderNumber('2026-0002', ['2026-0001-L09'])).toBe('2026-0002-L01');
  });

  it('knows which orders the laboratory has, and which of them await results', () => {
    expect(ordersAtLab).toEqual(['sent', 'received', 'partly_analysed', 'analysed']);
    expect(ordersAwaitingResults).toEqual(['sent', 'received', 'partly_analysed']);
    expect(ordersAtLab).not.toContain('draft');
    expect(ordersAtLab).not.toContain('cancelled');
  });

  it('leaves cancelling an order the lab has to a manager', () => {
    expect(cancelRight('draft')).toBe('surveyor');
    expect(cancelRight('sent')).toBe('manager');
    expect(cancelRight('partly_analysed')).toBe('manager');
    expect(cancelRight('analysed')).toBeNull();
    expect(cancelRight('cancelled')).toBeNull();
  });

  it('tells sending from sent and failed', () => {
    expect(sendStateOf('draft', null)).toBe('none');
    expect(sendStateOf('draft', 'queued')).toBe('sending');
    expect(sendStateOf('draft', 'running')).toBe('sending');
    expect(sendStateOf('draft', 'failed')).toBe('failed');
    expect(sendStateOf('sent', 'done')).toBe('sent');
  });

  it('offers the methods of the sample kind that the laboratory offers', () => {
    expect(orderableMethods([3, 1, 2], [2, 3, 9])).toEqual([3, 2]);
    expect(orderableMethods([1], [2])).toEqual([]);
  });
});
