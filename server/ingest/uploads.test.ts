import { describe, expect, it } from 'vitest';
import { tenantByKey } from '../../src/tenants';
import { isCalendarDay, maxUploadBytesOf, titleFromFileName } from './uploads';

const GB = 1024 ** 3;
const tenantId = (key: string) => tenantByKey(key)!.tenantId.production;

describe('the largest upload a tenant’s library takes', () => {
  it('is the tenant’s own, 20 GB unless its configuration says', () => {
    expect(maxUploadBytesOf(tenantId('cricket'))).toBe(20 * GB);
    expect(maxUploadBytesOf(tenantId('events'))).toBe(2 * GB);
    expect(maxUploadBytesOf(tenantId('cricket-test'))).toBe(60 * GB);
    expect(maxUploadBytesOf('not-a-tenant')).toBe(20 * GB);
  });

  it('never passes the operator’s ceiling (MAX_UPLOAD_GB)', () => {
    expect(maxUploadBytesOf(tenantId('cricket-test'), 40 * GB)).toBe(40 * GB);
    expect(maxUploadBytesOf(tenantId('events'), 40 * GB)).toBe(2 * GB);
  });
});

describe('an upload’s match date', () => {
  it('is a day of the calendar, from 1900 on', () => {
    for (const day of ['2026-06-01', '2024-02-29', '1900-01-01'])
      expect(isCalendarDay(day), day).toBe(true);
    for (const day of ['2026-13-45', '2023-02-29', '2026-04-31', '1899-12-31', '2026-6-1', 'x'])
      expect(isCalendarDay(day), day).toBe(false);
  });
});

describe('an upload’s title', () => {
  it('comes from its file name when none is given', () => {
    expect(titleFromFileName('Final_v_Kent.mov')).toBe('Final v Kent');
    expect(titleFromFileName('.mov')).toBe('.mov');
  });
});
