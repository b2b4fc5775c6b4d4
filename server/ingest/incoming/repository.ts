import type { Queryable } from '../../db/database';

// What the upload service asks of the database while files come in: how much has come, what a
// tenant has on its way, and an upload whose creation failed taken away.

/** How much of an upload has come in, while it is still uploading. */
export async function recordReceived(
  db: Queryable,
  uploadId: string,
  received: number,
): Promise<void> {
  await db.query(
    `UPDATE ingests SET received = GREATEST(received, $2), updated_at = now()
      WHERE upload_id = $1`,
    [uploadId, received],
  );
}

/** Uploads still coming in, and the bytes they declared but have not sent. */
export interface UploadsInFlight {
  count: number;
  pendingBytes: number;
}

/**
 * The uploads still coming in, of one tenant or (null) every tenant, leaving out those named
 * (this process's own, counted apart while their creation is under way).
 */
export async function uploadsInFlight(
  db: Queryable,
  tenantId: string | null,
  excluding: readonly string[],
): Promise<UploadsInFlight> {
  const [row] = await db.query<{ count: string; pending: string | null }>(
    `SELECT count(*) AS count, sum(GREATEST(i.source_size - i.received, 0)) AS pending
       FROM ingests i JOIN assets a ON a.tenant_id = i.tenant_id AND a.id = i.asset_id
      WHERE a.status = 'uploading' AND ($1::text IS NULL OR i.tenant_id = $1)
        AND NOT (i.upload_id = ANY($2::text[]))`,
    [tenantId, excluding],
  );
  return { count: Number(row?.count ?? 0), pendingBytes: Number(row?.pending ?? 0) };
}

/**
 * Removes the asset of an upload whose creation failed (its answer never reached the sender,
 * who cannot resume it): nothing of it is left. False when it was not there, or not uploading.
 */
export async function discardCreatedUpload(tx: Queryable, uploadId: string): Promise<boolean> {
  const [gone] = await tx.query<{ media_key: string }>(
    `DELETE FROM assets a USING ingests i
      WHERE i.upload_id = $1 AND a.tenant_id = i.tenant_id AND a.id = i.asset_id
        AND a.status = 'uploading'
      RETURNING a.media_key`,
    [uploadId],
  );
  if (!gone) return false;
  await tx.query('DELETE FROM media WHERE key = $1', [gone.media_key]);
  return true;
}
