import { describe, expect, it } from 'vitest';
import {
  countOf,
  addToCollectionLabel,
  automaticTenancy,
  baseClipId,
  collapseExports,
  collectionDuration,
  dateRangeProblems,
  dateRangeSeconds,
  editorBuffer,
  evenAssetDuration,
  exportExpiry,
  exportRange,
  exportStatus,
  exportType,
  formatDate,
  localIsoDay,
  formatDateTime,
  isoDay,
  isoDayToDisplay,
  parseDayMonthYear,
  highlightClipId,
  itemType,
  keyframeSeconds,
  numberOfClips,
  preferredApiKey,
  resultClipId,
  searchQuery,
  sortTenancies,
  timeToSeconds,
  userStatus,
  type ExportItem,
  isEmailAddress,
} from './index';

const NOW = new Date('2026-11-22T10:00:00Z');

describe('export status (SPEC §4)', () => {
  it('maps server states to Completed, In progress and Failed', () => {
    for (const s of ['SUCCESS', 'DELIVERED']) expect(exportStatus(s, null, NOW)).toBe('Completed');
    for (const s of ['STARTED', 'RECEIVED', 'QUEUED', 'PENDING'])
      expect(exportStatus(s, null, NOW)).toBe('In progress');
    for (const s of ['RETRY', 'REVOKED', 'FAILURE'])
      expect(exportStatus(s, null, NOW)).toBe('Failed');
    expect(exportStatus('success', null, NOW)).toBe('Completed');
  });

  it('calls anything past its expiry Expired', () => {
    expect(exportStatus('SUCCESS', new Date('2026-11-21T00:00:00Z'), NOW)).toBe('Expired');
    expect(exportStatus('SUCCESS', new Date('2026-11-23T00:00:00Z'), NOW)).toBe('Completed');
  });

  it('defaults the expiry far ahead for running jobs and to the epoch for failed ones', () => {
    expect(exportExpiry('In progress', null, NOW).getUTCFullYear()).toBe(2126);
    expect(exportExpiry('Failed', null, NOW).getTime()).toBe(0);
    const given = new Date('2026-12-01T00:00:00Z');
    expect(exportExpiry('Failed', given, NOW)).toBe(given);
  });

  it('reads the type after the colon', () => {
    expect(exportType('render:video')).toBe('MP4');
    expect(exportType('render:edl')).toBe('EDL');
    expect(exportType('render:img-collections')).toBe('img-collections');
  });

  it('collapses duplicates by file name: the later expiry wins unless the earlier is Completed', () => {
    const item = (fileName: string, status: ExportItem['status'], day: number): ExportItem => ({
      fileName,
      status,
      expiryDate: new Date(Date.UTC(2026, 11, day)),
    });
    const a1 = item('a.mp4', 'Failed', 1);
    const a2 = item('a.mp4', 'In progress', 5);
    const b1 = item('b.mp4', 'Completed', 1);
    const b2 = item('b.mp4', 'In progress', 9);
    const c1 = item('c.mp4', 'In progress', 9);
    const c2 = item('c.mp4', 'Failed', 2);
    expect(collapseExports([a1, b1, a2, b2, c1, c2])).toEqual([a2, b1, c1]);
  });
});

describe('date ranges (SPEC §5)', () => {
  const d = (text: string) => new Date(text);
  it('accepts two valid past dates in order after 1900', () => {
    expect(dateRangeProblems(d('2026-01-01'), d('2026-02-01'), NOW)).toEqual([]);
    expect(dateRangeProblems(d('2026-01-01'), d('2026-01-01'), NOW)).toEqual([]);
  });

  it('names each problem', () => {
    expect(dateRangeProblems(null, d('2026-01-01'), NOW)).toEqual(['start-invalid']);
    expect(dateRangeProblems(d('nonsense'), null, NOW)).toEqual(['start-invalid', 'end-invalid']);
    expect(dateRangeProblems(d('2026-02-01'), d('2026-01-01'), NOW)).toEqual(['start-after-end']);
    expect(dateRangeProblems(d('2026-01-01'), d('2027-01-01'), NOW)).toEqual(['end-in-future']);
    expect(dateRangeProblems(d('1899-12-31'), d('2026-01-01'), NOW)).toEqual(['start-too-early']);
  });

  it('counts the end day whole, 86400 s a day', () => {
    const { from, to } = dateRangeSeconds(d('2026-01-01T00:00:00Z'), d('2026-01-02T00:00:00Z'));
    expect(to - from).toBe(2 * 86_400 - 1);
  });

  it('reads days typed as dd/MM/yyyy, and only real days', () => {
    expect(parseDayMonthYear('05/11/2026')?.toISOString()).toBe('2026-11-05T00:00:00.000Z');
    expect(parseDayMonthYear(' 5.1.2026 ')?.toISOString()).toBe('2026-01-05T00:00:00.000Z');
    expect(parseDayMonthYear('29/02/2024')).not.toBeNull();
    for (const bad of [
      '29/02/2026',
      '31/04/2026',
      '00/01/2026',
      '12/13/2026',
      '2026-01-05',
      '',
      'soon',
    ])
      expect(parseDayMonthYear(bad)).toBeNull();
    expect(isoDayToDisplay('2026-01-31')).toBe('31/01/2026');
    expect(isoDay(parseDayMonthYear('31/01/2026')!)).toBe('2026-01-31');
  });

  it('formats dates as dd/MM/yyyy and dd/MM/yyyy h:mm a', () => {
    const local = new Date(2026, 10, 5, 14, 7);
    expect(formatDate(local)).toBe('05/11/2026');
    expect(formatDateTime(local)).toBe('05/11/2026 2:07 PM');
    expect(formatDateTime(new Date(2026, 0, 9, 0, 5))).toBe('09/01/2026 12:05 AM');
    expect(formatDateTime(new Date(2026, 0, 9, 12, 0))).toBe('09/01/2026 12:00 PM');
    expect(formatDate(new Date(999, 11, 31))).toBe('31/12/0999');
    // The local day, late in the evening as early in the morning.
    expect(localIsoDay(new Date(2026, 10, 28, 23, 59))).toBe('2026-11-28');
    expect(localIsoDay(new Date(2026, 0, 1, 0, 1))).toBe('2026-01-01');
  });
});

describe('editor maths (SPEC §5, §9)', () => {
  it('rounds asset durations down to even', () => {
    expect(evenAssetDuration(121.9)).toBe(120);
    expect(evenAssetDuration(120)).toBe(120);
    expect(evenAssetDuration(3)).toBe(2);
    expect(evenAssetDuration(-1)).toBe(0);
  });

  it('buffers 60 s each side, within the asset', () => {
    expect(editorBuffer(100, 110, 600)).toEqual({
      bufferStart: 40,
      bufferEnd: 170,
      assetDuration: 600,
      tooLong: false,
    });
    expect(editorBuffer(10, 20, 61)).toEqual({
      bufferStart: 0,
      bufferEnd: 60,
      assetDuration: 60,
      tooLong: false,
    });
  });

  it('flags a window over 480 s unless overridden', () => {
    expect(editorBuffer(100, 500, 3600).tooLong).toBe(true);
    expect(editorBuffer(100, 500, 3600, true).tooLong).toBe(false);
    expect(editorBuffer(100, 460, 3600).tooLong).toBe(false);
  });

  it('reads keyframes and times', () => {
    expect(keyframeSeconds('HLS', [0, 2000, 4500])).toEqual([0, 2, 4.5]);
    expect(keyframeSeconds('MP4', [0, 2, 4])).toEqual([0, 2, 4]);
    expect(timeToSeconds('1:02:03')).toBe(3723);
    expect(timeToSeconds('2:05')).toBe(125);
    expect(timeToSeconds('42')).toBe(42);
    expect(timeToSeconds('1:x')).toBeNaN();
    expect(timeToSeconds('1:2:3:4')).toBeNaN();
  });

  it('shifts MP4 export cuts by a millisecond and trims 10 ms', () => {
    expect(exportRange('MP4', 10, 5)).toEqual({ start: 10.001, duration: 4.99 });
    expect(exportRange('HLS', 10, 5)).toEqual({ start: 10, duration: 5 });
  });
});

describe('collections, ids and accounts (SPEC §3, §4, §5)', () => {
  it('tells bumpers from clips and sums durations', () => {
    expect(itemType([{ category: 'INTERSTITIAL' }])).toBe('Bumper');
    expect(itemType([{ category: 'batter' }])).toBe('Clip');
    expect(collectionDuration([{ duration: 5 }, { duration: 7.5 }])).toBe(12.5);
    expect(numberOfClips([1, 2, 3])).toBe(3);
  });

  it("names the add action in the tenant's words", () => {
    expect(addToCollectionLabel({ collection: 'Project', addToCollection: 'Add to project' })).toBe(
      'Add to project',
    );
    expect(
      addToCollectionLabel({ collection: 'Lightbox', addToCollection: 'Save to lightbox' }),
    ).toBe('Save to lightbox');
    expect(addToCollectionLabel({ collection: 'Reel' })).toBe('Add to reel');
    expect(addToCollectionLabel({ collection: 'Reel', addToCollection: '  ' })).toBe('Add to reel');
  });

  it('suffixes clip ids and takes the suffix off', () => {
    expect(resultClipId('abc', 2)).toBe('abc/2');
    expect(highlightClipId('abc', 50, 3)).toBe('abc/53');
    expect(baseClipId('abc/53')).toBe('abc');
    expect(baseClipId('abc')).toBe('abc');
  });

  it('searches everything for an empty query', () => {
    expect(searchQuery('')).toBe('*');
    expect(searchQuery('   ')).toBe('*');
    expect(searchQuery(undefined)).toBe('*');
    expect(searchQuery(' kohli ')).toBe('kohli');
  });

  it('derives user status, the preferred key, sorted tenancies and the automatic one', () => {
    const key = (value: string, free: boolean) => ({
      id: value,
      value,
      label: '',
      free,
      powers: [],
      createdAt: '',
    });
    expect(userStatus({ deactivated: true })).toBe('inactive');
    expect(userStatus({ deactivated: false })).toBe('active');
    expect(preferredApiKey([key('f', true), key('p', false)])).toBe('p');
    expect(preferredApiKey([key('f', true)])).toBe('f');
    expect(preferredApiKey([])).toBeUndefined();
    const t = (name: string) => ({ id: name, name });
    expect(
      sortTenancies([t('beta'), t('Alpha'), t('alpha2'), t('Gamma')]).map((x) => x.name),
    ).toEqual(['Alpha', 'alpha2', 'beta', 'Gamma']);
    expect(automaticTenancy([t('only')])).toEqual(t('only'));
    expect(automaticTenancy([t('a'), t('b')])).toBeUndefined();
  });
});

describe('viewport dialog (SPEC §2)', () => {
  it('opens below 1200 px of usable width (window width minus 8), until closed once', async () => {
    const { viewportDialog } = await import('./index');
    expect(viewportDialog(1207, false, false).open).toBe(true);
    expect(viewportDialog(1208, false, false).open).toBe(false);
    expect(viewportDialog(800, false, true).open).toBe(false);
  });

  it('never opens in another page’s frame, whose width is not the screen’s', async () => {
    const { viewportDialog } = await import('./index');
    expect(viewportDialog(900, false, false, true).open).toBe(false);
    expect(viewportDialog(390, true, false, true).open).toBe(false);
  });

  it('has a Close button and outside-click dismissal on desktop only', async () => {
    const { viewportDialog } = await import('./index');
    expect(viewportDialog(800, false, false)).toMatchObject({
      closable: true,
      dismissOnOutsideClick: true,
    });
    expect(viewportDialog(800, true, false)).toMatchObject({
      closable: false,
      dismissOnOutsideClick: false,
    });
  });
});

describe('toasts (SPEC §2, §9)', () => {
  it('stay 6000 ms, or 10000 ms with an action, and are successes by default', async () => {
    const { toastTimeout, DEFAULT_TOAST_INTENT } = await import('./index');
    expect(toastTimeout(false)).toBe(6000);
    expect(toastTimeout(true)).toBe(10000);
    expect(DEFAULT_TOAST_INTENT).toBe('success');
  });
});

describe('counts in words', () => {
  it('names one in the singular, and none or many in the plural, with thousands grouped', () => {
    expect(countOf(1, 'clip')).toBe('1 clip');
    expect(countOf(0, 'item')).toBe('0 items');
    expect(countOf(2, 'clip')).toBe('2 clips');
    expect(countOf(12345, 'clip')).toBe('12,345 clips');
  });
});

describe('e-mail addresses as people type them', () => {
  it('takes what could be an address, and refuses what cannot', () => {
    for (const good of ['name@club.example', ' a.b+c@x.co.uk ', 'editor.cricket@vidsearch.example'])
      expect(isEmailAddress(good), good).toBe(true);
    for (const bad of [
      '',
      'abc',
      'name@',
      '@club.example',
      'name@club',
      'na me@club.example',
      'a@b..c',
    ])
      expect(isEmailAddress(bad), bad).toBe(false);
  });
});
