import type { AssetStatus } from '../../../src/core/api/contract';
import type { Queryable } from '../../db/database';
import { logSearchChange } from '../../search/write';

/** Names an asset: its tenant and id. */
export interface AssetKey {
  tenantId: string;
  assetId: string;
}

/**
 * Every move an asset's status can make, and the statuses it may make it from. Nothing else
 * writes an asset's status: a move from any other status does not happen (and says so).
 */
const MOVES = {
  /** The whole file is in: it waits for its ingest. */
  uploaded: { from: ['uploading'], to: 'queued' },
  /** A run took its ingest (again, after a process died). */
  started: { from: ['queued', 'processing'], to: 'processing' },
  finished: { from: ['processing'], to: 'ready' },
  /** A run that did not finish, to run again. */
  retrying: { from: ['processing'], to: 'queued' },
  failed: { from: ['processing'], to: 'failed' },
  /** Stopped by a person while it was still coming in or being made. */
  cancelled: { from: ['uploading', 'queued', 'processing'], to: 'cancelled' },
  /** An upload nothing came for in a long while: its sender has gone. */
  expired: { from: ['uploading'], to: 'cancelled' },
  /** Try again, after a failure or a cancel. */
  requeued: { from: ['failed', 'cancelled'], to: 'queued' },
  /** A live match's stream has ended: it is made into a normal video. */
  liveEnded: { from: ['live'], to: 'processing' },
} as const satisfies Record<string, { from: readonly AssetStatus[]; to: AssetStatus }>;

export type AssetMove = keyof typeof MOVES;

/**
 * Moves the asset's status; false when it was not in a status the move starts from. `tx` may
 * be a transaction that also changes what caused the move (its ingest).
 */
export async function moveAsset(tx: Queryable, key: AssetKey, move: AssetMove): Promise<boolean> {
  const { from, to } = MOVES[move];
  const rows = await tx.query(
    `UPDATE assets SET status = $3
      WHERE tenant_id = $1 AND id = $2 AND status = ANY($4::text[]) RETURNING id`,
    [key.tenantId, key.assetId, to, from],
  );
  if (rows.length === 0) return false;
  // A ready video's clips and length are searchable from now.
  if (to === 'ready')
    await logSearchChange(tx, key.tenantId, { kind: 'asset', assetId: key.assetId });
  return true;
}

/**
 * A video asset with its empty media, listed at once: `uploading` while its file comes,
 * `queued` when there is none to wait for (a file fetched from an address), or `live` while
 * its match is streamed in.
 */
export async function createVideoAsset(
  tx: Queryable,
  asset: AssetKey & {
    mediaKey: string;
    title: string;
    matchDate: string | null;
    status: 'uploading' | 'queued' | 'live';
    /** The asset's categories given with it (its match). */
    metadata?: Record<string, string>;
  },
): Promise<void> {
  await tx.query(
    `INSERT INTO media (key, kind, duration, width, height, fps, files)
     VALUES ($1, 'video', 0, 0, 0, 0, '{}')`,
    [asset.mediaKey],
  );
  await tx.query(
    `INSERT INTO assets (tenant_id, id, kind, title, media_key, duration, match_date, status,
                         metadata)
     VALUES ($1, $2, 'video', $3, $4, 0, $5, $6, $7)`,
    [
      asset.tenantId,
      asset.assetId,
      asset.title,
      asset.mediaKey,
      asset.matchDate,
      asset.status,
      JSON.stringify(asset.metadata ?? {}),
    ],
  );
}

/** The asset's length as people see it (SPEC §5: rounded down to even), set once known. */
export async function setAssetDuration(
  db: Queryable,
  key: AssetKey,
  duration: number,
): Promise<void> {
  await db.query(`UPDATE assets SET duration = $3 WHERE tenant_id = $1 AND id = $2`, [
    key.tenantId,
    key.assetId,
    duration,
  ]);
  await logSearchChange(db, key.tenantId, { kind: 'asset', assetId: key.assetId });
}
