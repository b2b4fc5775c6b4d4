/** Export jobs as the exports list shows them (SPEC §4 "Export job status", §3 "Export status item"). */
import type { ExportJobStatus, ExportStatusItem } from '../api/contract';

export type ExportStatus = 'Completed' | 'In progress' | 'Failed' | 'Expired';
export type ExportType = 'MP4' | 'EDL' | (string & {});

/** Each of the server's statuses as a person sees it, while not expired: one for every one. */
const SHOWN_AS: Readonly<Record<ExportJobStatus, Exclude<ExportStatus, 'Expired'>>> = {
  RECEIVED: 'In progress',
  QUEUED: 'In progress',
  PENDING: 'In progress',
  STARTED: 'In progress',
  RETRY: 'Failed',
  SUCCESS: 'Completed',
  DELIVERED: 'Completed',
  FAILURE: 'Failed',
  REVOKED: 'Failed',
};

/**
 * How long an in-progress job is taken to last when the server gives no expiry: SPEC §4
 * says "about 100 units after now" without the unit; years, so that running jobs never
 * show as expired and sort after every real expiry.
 */
export const IN_PROGRESS_EXPIRY_YEARS = 100;

/** A server job status to what a person sees; an expiry in the past makes it Expired. */
export function exportStatus(serverStatus: string, expiry: Date | null, now: Date): ExportStatus {
  if (expiry && expiry.getTime() < now.getTime()) return 'Expired';
  // A status this client does not know yet is taken as failed, never as done.
  return SHOWN_AS[serverStatus.toUpperCase() as ExportJobStatus] ?? 'Failed';
}

/** The expiry to show: the server's, else far ahead for running jobs, the epoch for failed ones. */
export function exportExpiry(status: ExportStatus, serverExpiry: Date | null, now: Date): Date {
  if (serverExpiry) return serverExpiry;
  if (status === 'In progress') {
    const later = new Date(now);
    later.setUTCFullYear(later.getUTCFullYear() + IN_PROGRESS_EXPIRY_YEARS);
    return later;
  }
  return new Date(0);
}

/** `render:video` → MP4, `render:edl` → EDL; other kinds as written after the colon. */
export function exportType(category: string): ExportType {
  const kind = exportKind(category);
  const lower = kind.toLowerCase();
  if (lower === 'video') return 'MP4';
  if (lower === 'edl') return 'EDL';
  return kind;
}

/** The kind an export was asked as: `render:url` → `url`. */
export function exportKind(category: string): string {
  return category.includes(':') ? category.slice(category.indexOf(':') + 1) : category;
}

/** What each kind is called where the tenant offers none of that name (anymore). */
const KIND_WORDS: Readonly<Record<string, string>> = {
  video: 'MP4',
  edl: 'EDL',
  url: 'Playback link',
  'mp4-s3': 'MP4 to archive',
  mediaconvert: 'MediaConvert job',
  form: 'Footage request',
  custom: 'Cart order',
  'img-collections': 'Image collection',
};

/** An export's kind in the tenant's words (its export entry's label), else the product's. */
export function exportTypeWords(
  kind: string,
  offered: ReadonlyArray<{ name: string; label: string }>,
): string {
  return offered.find((o) => o.name === kind)?.label ?? KIND_WORDS[kind] ?? kind;
}

/** Where a finished export went: a link to share, or a place to name; null if kept here. */
export type Delivery = { link: string } | { place: string } | null;

export function deliveryOf(row: Pick<ExportRow, 'kind' | 'status' | 'deliveredTo'>): Delivery {
  if (row.status !== 'Completed' || !row.deliveredTo) return null;
  if (row.kind === 'url') return { link: row.deliveredTo };
  if (row.kind === 'custom') {
    let host = row.deliveredTo;
    try {
      host = new URL(row.deliveredTo).host;
    } catch {
      // Not an address: named as it is.
    }
    return { place: `the cart at ${host}` };
  }
  return { place: row.deliveredTo };
}

export interface ExportItem {
  fileName: string;
  status: ExportStatus;
  expiryDate: Date;
}

/**
 * Collapses exports of the same file name: a later-expiring one replaces an earlier one,
 * unless the earlier one is Completed (a finished file is never hidden by a retry).
 * Order of first appearance is kept.
 */
export function collapseExports<T extends ExportItem>(items: readonly T[]): T[] {
  const kept = new Map<string, T>();
  for (const item of items) {
    const earlier = kept.get(item.fileName);
    if (!earlier) kept.set(item.fileName, item);
    else if (
      earlier.status !== 'Completed' &&
      item.expiryDate.getTime() > earlier.expiryDate.getTime()
    ) {
      kept.set(item.fileName, item);
    }
  }
  return [...kept.values()];
}

/** One line of the exports list: the server's item as a person reads it. */
export interface ExportRow extends ExportItem {
  id: string;
  type: ExportType;
  /** What it was asked as: `video`, `url`, `custom`… */
  kind: string;
  /** Where it was delivered (a link, an s3:// address, a mailbox, a cart); null if kept here. */
  deliveredTo: string | null;
  /** Whether `expiryDate` is a real one: a cart order, handed off, is never deleted. */
  expires: boolean;
  /** 0 to 100 while in progress. */
  progress: number;
  /** Seconds of video. */
  duration: number;
  createdAt: Date;
  downloadURL: string | null;
  files: ExportStatusItem['files'];
  /** Why it failed, in the server's words for people; null otherwise. */
  reason: string | null;
  collectionTitle: string;
  /** The collection it was made from (shared for review from the list). */
  collectionId: string;
  /** Someone stopped it (the server's REVOKED): its status is Failed, and the list says why. */
  cancelled: boolean;
  /** Whether it can still be stopped, or tried again. */
  canCancel: boolean;
  canRetry: boolean;
}

/**
 * The status list as rows (SPEC §4), newest first: statuses and expiries mapped, and
 * duplicates collapsed in the order they were made, so that "earlier" means made earlier.
 */
export function exportRows(items: readonly ExportStatusItem[], now: Date): ExportRow[] {
  const oldestFirst = [...items].sort(
    (a, b) => Date.parse(a.createdAt) - Date.parse(b.createdAt) || a.id.localeCompare(b.id),
  );
  const rows = oldestFirst.map((item): ExportRow => {
    const serverExpiry = item.expiryDate ? new Date(item.expiryDate) : null;
    const status = exportStatus(item.status, serverExpiry, now);
    return {
      id: item.id,
      fileName: item.fileName,
      type: exportType(item.category),
      kind: exportKind(item.category),
      deliveredTo: item.deliveredTo,
      expires: serverExpiry !== null,
      status,
      expiryDate: exportExpiry(status, serverExpiry, now),
      progress: status === 'In progress' ? item.progress : status === 'Completed' ? 100 : 0,
      duration: item.duration,
      createdAt: new Date(item.createdAt),
      downloadURL: status === 'Completed' ? item.downloadURL : null,
      files: status === 'Completed' ? item.files : [],
      reason: item.reason,
      collectionTitle: item.collection.title,
      collectionId: item.collection.id,
      cancelled: item.status === 'REVOKED',
      canCancel: status === 'In progress',
      canRetry: item.status === 'FAILURE' || item.status === 'REVOKED',
    };
  });
  return collapseExports(rows).reverse();
}

/**
 * A file name for a new export that no export in the list has yet (the list collapses
 * exports of one name): the collection's title, else the title with the first free "(n)".
 */
export function freeFileName(title: string, extension: string, taken: readonly string[]): string {
  const used = new Set(taken.map((name) => name.toLowerCase()));
  const base = title.trim() || 'Export';
  if (!used.has(`${base}${extension}`.toLowerCase())) return base;
  for (let n = 2; ; n++) {
    const name = `${base} (${n})`;
    if (!used.has(`${name}${extension}`.toLowerCase())) return name;
  }
}

/** The exports that finished since `before` was read: they were running and are not now. */
export function newlyFinished(before: readonly ExportRow[], after: readonly ExportRow[]) {
  const running = new Set(before.filter((r) => r.status === 'In progress').map((r) => r.id));
  return after.filter((r) => running.has(r.id) && r.status !== 'In progress');
}
