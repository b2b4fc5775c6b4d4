import { describe, expect, it } from 'vitest';
import type { ExportStatusItem } from '../api/contract';
import { deliveryOf, exportRows, exportTypeWords, freeFileName, newlyFinished } from './exports';

const NOW = new Date('2026-11-23T12:00:00Z');

function item(overrides: Partial<ExportStatusItem>): ExportStatusItem {
  return {
    id: 'e1',
    category: 'render:video',
    status: 'SUCCESS',
    progress: 100,
    fileName: 'Final overs',
    duration: 42,
    createdAt: '2026-11-23T11:00:00Z',
    expiryDate: '2026-11-30T11:00:00Z',
    downloadURL: 'https://x/files/0',
    files: [{ name: 'Final overs.mp4', url: 'https://x/files/0', size: 10 }],
    deliveredTo: null,
    reason: null,
    collection: { id: 'c1', title: 'Final overs' },
    email: 'a@b.example',
    ...overrides,
  };
}

describe('export rows', () => {
  it('maps a finished export to Completed with its download', () => {
    const [row] = exportRows([item({})], NOW);
    expect(row).toMatchObject({
      type: 'MP4',
      status: 'Completed',
      progress: 100,
      downloadURL: 'https://x/files/0',
      canCancel: false,
      canRetry: false,
    });
  });

  it('shows a running export with its progress and far-off expiry, cancellable', () => {
    const [row] = exportRows(
      [item({ status: 'STARTED', progress: 40, expiryDate: null, downloadURL: null, files: [] })],
      NOW,
    );
    expect(row).toMatchObject({ status: 'In progress', progress: 40, canCancel: true });
    expect(row!.expiryDate.getUTCFullYear()).toBe(2126);
  });

  it('offers a retry for failed and cancelled exports, with the reason', () => {
    const rows = exportRows(
      [
        item({ id: 'f', fileName: 'a', status: 'FAILURE', reason: 'Broken', expiryDate: null }),
        item({ id: 'r', fileName: 'b', status: 'REVOKED', reason: 'Cancelled.', expiryDate: null }),
        item({ id: 'w', fileName: 'c', status: 'RETRY', expiryDate: null }),
      ],
      NOW,
    );
    const byId = new Map(rows.map((r) => [r.id, r]));
    expect(['f', 'r', 'w'].map((id) => byId.get(id)!.canRetry)).toEqual([true, true, false]);
    expect(rows.every((r) => r.status === 'Failed' && r.expiryDate.getTime() === 0)).toBe(true);
    expect(byId.get('f')!.reason).toBe('Broken');
    // A cancelled export keeps the SPEC's status, and is known as cancelled.
    expect(['f', 'r', 'w'].map((id) => byId.get(id)!.cancelled)).toEqual([false, true, false]);
  });

  it('shows an export past its expiry as Expired, with nothing to download', () => {
    const [row] = exportRows([item({ expiryDate: '2026-11-01T00:00:00Z' })], NOW);
    expect(row).toMatchObject({ status: 'Expired', downloadURL: null, files: [] });
  });

  it('reads the type from the category and collapses duplicate file names, newest first', () => {
    const later = { createdAt: '2026-11-23T11:30:00Z', expiryDate: null };
    const rows = exportRows(
      [
        item({ id: 'new', fileName: 'a.edl', category: 'render:edl', status: 'STARTED', ...later }),
        item({ id: 'old', fileName: 'a.edl', category: 'render:edl' }),
        item({ id: 'mp4', fileName: 'a.mp4', ...later, status: 'FAILURE' }),
        item({ id: 'mp4-old', fileName: 'a.mp4', status: 'FAILURE', expiryDate: null }),
      ],
      NOW,
    );
    // The in-progress EDL expires later, but the earlier one is Completed: it stays. The
    // failed MP4s expire alike (the epoch): the first made stays.
    expect(rows.map((r) => [r.id, r.type])).toEqual([
      ['old', 'EDL'],
      ['mp4-old', 'MP4'],
    ]);
  });

  it('tells which exports finished between two reads', () => {
    const before = exportRows([item({ status: 'STARTED', expiryDate: null })], NOW);
    const after = exportRows([item({})], NOW);
    expect(newlyFinished(before, after).map((r) => r.id)).toEqual(['e1']);
    expect(newlyFinished(after, after)).toEqual([]);
  });
});

describe('a free file name for a new export', () => {
  it('is the title when no export has it, else the title with the first free number', () => {
    expect(freeFileName('Final overs', '.mp4', [])).toBe('Final overs');
    expect(freeFileName('Final overs', '.mp4', ['final overs.MP4', 'Final overs.edl'])).toBe(
      'Final overs (2)',
    );
    expect(freeFileName('Final overs', '.mp4', ['Final overs.mp4', 'Final overs (2).mp4'])).toBe(
      'Final overs (3)',
    );
    expect(freeFileName('Final overs', '.edl', ['Final overs.mp4'])).toBe('Final overs');
    expect(freeFileName('  ', '.zip', [])).toBe('Export');
  });
});

describe('delivered exports', () => {
  it('offers a playback link to share, and names where the rest went', () => {
    const link = 'https://x/exports/e1/files/0/Reel.m3u8?sig=1';
    const rows = exportRows(
      [
        item({
          id: 'a',
          fileName: 'a',
          category: 'render:url',
          status: 'DELIVERED',
          deliveredTo: link,
        }),
        item({
          id: 'b',
          fileName: 'b',
          category: 'render:mp4-s3',
          status: 'DELIVERED',
          deliveredTo: 's3://archive/exports/b.mp4',
        }),
        item({
          id: 'c',
          fileName: 'c',
          category: 'render:custom',
          status: 'DELIVERED',
          deliveredTo: 'https://clips.rugby.example/cart/callback',
          expiryDate: null,
          files: [],
        }),
        item({
          id: 'd',
          fileName: 'd',
          category: 'render:url',
          status: 'STARTED',
          deliveredTo: null,
        }),
      ],
      NOW,
    );
    const byId = new Map(rows.map((r) => [r.id, r]));
    expect(deliveryOf(byId.get('a')!)).toEqual({ link });
    expect(deliveryOf(byId.get('b')!)).toEqual({ place: 's3://archive/exports/b.mp4' });
    expect(deliveryOf(byId.get('c')!)).toEqual({ place: 'the cart at clips.rugby.example' });
    expect(deliveryOf(byId.get('d')!)).toBeNull();
    // A cart order is handed off, never deleted: it has no expiry to show.
    expect(byId.get('c')).toMatchObject({ status: 'Completed', expires: false, kind: 'custom' });
    expect(byId.get('b')).toMatchObject({ expires: true, kind: 'mp4-s3' });
  });

  it('calls a type what the tenant calls it, else in the product’s words', () => {
    const offered = [{ name: 'custom', label: 'Order broadcast copy' }];
    expect(exportTypeWords('custom', offered)).toBe('Order broadcast copy');
    expect(exportTypeWords('url', offered)).toBe('Playback link');
    expect(exportTypeWords('video', [])).toBe('MP4');
    expect(exportTypeWords('something-new', [])).toBe('something-new');
  });
});
