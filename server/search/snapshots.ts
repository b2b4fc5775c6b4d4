import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Queryable } from '../db/database';
import { tenantCategories } from '../../src/core/api/contract/query/fields';
import type { SavedStore } from './index/saved-store';
import { readSnapshot, readSnapshotMeta, writeSnapshot, type SnapshotMeta } from './index/snapshot';
import { normalize } from './index/text';
import { snapshotBasis, type SnapshotBasis } from './change-log/repository';

export interface SnapshotSettings {
  /** Where each tenant's snapshot is kept (`dataDir/search-index` by default). */
  directory: string;
  /** A tenant with fewer clips is built from the database (a second or less) and not written. */
  minClips: number;
  /** A snapshot the index has changed since is written again, at most this often. */
  everyMs: number;
}

export const DEFAULT_SNAPSHOT_MIN_CLIPS = 20_000;
export const DEFAULT_SNAPSHOT_EVERY_MS = 10 * 60_000;

/** What an index snapshot can say for itself: enough for `IndexSnapshots.write`. */
export interface SnapshotSource {
  index: { size: number; saved(): SavedStore };
  appliedSeq: number;
}

/** The tenant's categories and value types, which shape its index (values typed as integers). */
export function categoriesFingerprint(tenantId: string): string {
  return JSON.stringify(
    tenantCategories(tenantId)
      .map((c) => [normalize(c.name), c.valueType ?? 'text'])
      .sort((a, b) => a[0]!.localeCompare(b[0]!)),
  );
}

/**
 * Why a snapshot cannot be taken up (null when it can): made from another database, for other
 * categories, or older than a change the log has forgotten, or newer than the log (a database
 * put back from a backup).
 */
export function snapshotStaleness(
  meta: SnapshotMeta,
  basis: SnapshotBasis,
  tenantId: string,
  categories: string,
): string | null {
  if (meta.tenantId !== tenantId) return 'it is of another tenant';
  if (meta.databaseId !== basis.databaseId) return 'it was made from another database';
  if (meta.categories !== categories) return 'the tenant’s categories have changed since';
  if (meta.appliedSeq < basis.prunedThrough)
    return 'the change log no longer holds every change after it';
  if (meta.appliedSeq > Math.max(basis.lastSeq, basis.prunedThrough))
    return 'it has changes the database does not';
  return null;
}

/**
 * Each tenant's index kept in a file with the change-log position it holds, so that a process
 * starts from it and catches up from the log instead of reading every clip (seconds instead of
 * minutes at millions of clips). Written after a build and then, while changes come, at most
 * every `everyMs`, off the request path and one at a time per tenant.
 */
export class IndexSnapshots {
  private readonly writing = new Map<string, Promise<void>>();
  /** The position and time of each tenant's last snapshot this process read or wrote. */
  private readonly last = new Map<string, { seq: number; at: number }>();

  constructor(
    private readonly db: Queryable,
    private readonly settings: SnapshotSettings,
    private readonly log: (message: string) => void = () => undefined,
  ) {}

  fileOf(tenantId: string): string {
    return path.join(this.settings.directory, `${encodeURIComponent(tenantId)}.index`);
  }

  /** The tenant's snapshot where it can be taken up here, else null (and why, in the log). */
  async usable(tenantId: string): Promise<{ meta: SnapshotMeta; saved: SavedStore } | null> {
    const file = this.fileOf(tenantId);
    let read: Awaited<ReturnType<typeof readSnapshot>>;
    try {
      read = await readSnapshot(file);
    } catch (error) {
      this.log(`search index of ${tenantId}: the snapshot ${file} is not used: ${String(error)}`);
      return null;
    }
    if (!read) return null;
    const basis = await snapshotBasis(this.db, tenantId);
    const stale = snapshotStaleness(read.meta, basis, tenantId, categoriesFingerprint(tenantId));
    if (stale) {
      this.log(`search index of ${tenantId}: the snapshot is not used: ${stale}`);
      return null;
    }
    this.last.set(tenantId, { seq: read.meta.appliedSeq, at: read.meta.writtenAt });
    return read;
  }

  /**
   * Writes the tenant's snapshot if it is due: `built` after a build from the database, else
   * when the index has changes the last one lacks and that one is `everyMs` old. Resolves when
   * written (or not); a write failing is said in the log and tried again at the next change.
   */
  write(tenantId: string, search: SnapshotSource, built = false): Promise<void> {
    if (this.writing.has(tenantId) || search.index.size < this.settings.minClips)
      return Promise.resolve();
    const last = this.last.get(tenantId);
    const due =
      built ||
      !last ||
      (search.appliedSeq > last.seq && Date.now() - last.at >= this.settings.everyMs);
    if (!due) return Promise.resolve();
    const writing = this.writeNow(tenantId, search)
      .catch((error: unknown) =>
        this.log(`search index of ${tenantId}: the snapshot was not written: ${String(error)}`),
      )
      .finally(() => this.writing.delete(tenantId));
    this.writing.set(tenantId, writing);
    return writing;
  }

  private async writeNow(tenantId: string, search: SnapshotSource): Promise<void> {
    const file = this.fileOf(tenantId);
    const appliedSeq = search.appliedSeq;
    const saved = search.index.saved();
    const { databaseId } = await snapshotBasis(this.db, tenantId);
    // Another process on the same data (a cluster) may have written as far already.
    const categories = categoriesFingerprint(tenantId);
    const there = await readSnapshotMeta(file);
    const writtenAt = Date.now();
    const current =
      there?.databaseId === databaseId &&
      there.categories === categories &&
      there.tenantId === tenantId;
    if (there && current && there.appliedSeq >= appliedSeq) {
      this.last.set(tenantId, { seq: there.appliedSeq, at: there.writtenAt });
      return;
    }
    await mkdir(this.settings.directory, { recursive: true });
    await writeSnapshot(file, saved, { tenantId, databaseId, categories, appliedSeq, writtenAt });
    this.last.set(tenantId, { seq: appliedSeq, at: writtenAt });
    this.log(`search index of ${tenantId}: snapshot written (${search.index.size} clips)`);
  }

  /** Waits for the writes under way (before the process closes its database). */
  async flush(): Promise<void> {
    await Promise.all(this.writing.values());
  }
}
