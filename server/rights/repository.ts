import type { RightsUse, RightsWindow } from '../../src/core/api/contract/rights';
import type { Queryable } from '../db/database';

interface WindowRow {
  asset_id: string;
  clip_id: string;
  start_offset: number | null;
  duration: number | null;
  not_before: Date | null;
  not_after: Date | null;
  uses: RightsUse[];
}

/** An asset's window and its clips' own ('' names the asset's). */
export interface StoredWindow {
  assetId: string;
  clipId: string;
  window: RightsWindow;
  /** A clip's range in its asset (seconds), where the clip is still there. */
  clipRange?: { offset: number; duration: number };
}

const toWindow = (row: WindowRow): StoredWindow => ({
  assetId: row.asset_id,
  clipId: row.clip_id,
  window: {
    ...(row.not_before ? { notBefore: row.not_before.toISOString() } : {}),
    ...(row.not_after ? { notAfter: row.not_after.toISOString() } : {}),
    uses: row.uses,
  },
  ...(row.start_offset !== null && row.duration !== null
    ? { clipRange: { offset: row.start_offset, duration: row.duration } }
    : {}),
});

/** Every window of these assets (or of the tenant's, with no list), theirs and their clips'. */
export async function windowsOfAssets(
  db: Queryable,
  tenantId: string,
  assetIds?: readonly string[],
): Promise<StoredWindow[]> {
  if (assetIds?.length === 0) return [];
  const rows = await db.query<WindowRow>(
    `SELECT w.asset_id, w.clip_id, c.start_offset, c.duration, w.not_before, w.not_after, w.uses
       FROM rights_windows w
       LEFT JOIN clips c ON c.tenant_id = w.tenant_id AND c.id = w.clip_id AND w.clip_id <> ''
      WHERE w.tenant_id = $1 ${assetIds ? 'AND w.asset_id = ANY($2)' : ''}
      ORDER BY w.asset_id, w.clip_id`,
    assetIds ? [tenantId, [...new Set(assetIds)]] : [tenantId],
  );
  return rows.map(toWindow);
}

/** Sets (or, with null, takes away) the window of an asset ('' clip) or of clips of it. */
export async function putWindows(
  db: Queryable,
  tenantId: string,
  targets: ReadonlyArray<{ assetId: string; clipId: string }>,
  window: RightsWindow | null,
  by: string,
): Promise<void> {
  for (const { assetId, clipId } of targets) {
    if (!window) {
      await db.query(
        `DELETE FROM rights_windows WHERE tenant_id = $1 AND asset_id = $2 AND clip_id = $3`,
        [tenantId, assetId, clipId],
      );
      continue;
    }
    await db.query(
      `INSERT INTO rights_windows (tenant_id, asset_id, clip_id, not_before, not_after, uses, updated_by)
       VALUES ($1, $2, $3, $4, $5, $6, $7)
       ON CONFLICT (tenant_id, asset_id, clip_id) DO UPDATE SET
         not_before = EXCLUDED.not_before, not_after = EXCLUDED.not_after, uses = EXCLUDED.uses,
         updated_by = EXCLUDED.updated_by, updated_at = now()`,
      [
        tenantId,
        assetId,
        clipId,
        window.notBefore ?? null,
        window.notAfter ?? null,
        window.uses,
        by,
      ],
    );
  }
}
