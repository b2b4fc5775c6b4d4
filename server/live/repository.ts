import type { LiveHealth, LiveProtocol, LiveState } from '../../src/core/api/contract';
import { createVideoAsset, moveAsset, type AssetKey } from '../assets/service';
import type { Queryable } from '../db/database';

/** A live stream's row, with its asset's media key and title. */
export interface LiveStreamRow {
  tenant_id: string;
  asset_id: string;
  protocol: LiveProtocol;
  /** The listener's port; null for a pulled stream. */
  port: number | null;
  /** SRT's passphrase or RTMP's stream key; empty for a pulled stream. */
  secret: string;
  /** The live HLS address a pulled stream comes from; null for an encoder's. */
  pull_url: string | null;
  state: LiveState;
  health: LiveHealth;
  reason: string | null;
  grace_seconds: number;
  started_at: Date | string | null;
  heard_at: Date | string | null;
  ended_at: Date | string | null;
  media_key: string;
  title: string;
}

const SELECT = `SELECT l.*, a.media_key, a.title
  FROM live_streams l JOIN assets a ON a.tenant_id = l.tenant_id AND a.id = l.asset_id`;

/**
 * A live match's asset, `live`, with its stream waiting for the encoder on `port` (or pulled
 * from `pullUrl`).
 */
export async function createLiveAsset(
  tx: Queryable,
  live: AssetKey & {
    mediaKey: string;
    title: string;
    matchDate: string | null;
    metadata: Record<string, string>;
    protocol: LiveProtocol;
    port: number | null;
    secret: string;
    pullUrl: string | null;
    graceSeconds: number;
  },
): Promise<void> {
  await createVideoAsset(tx, { ...live, status: 'live' });
  await tx.query(
    `INSERT INTO live_streams (tenant_id, asset_id, protocol, port, secret, pull_url, grace_seconds)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [
      live.tenantId,
      live.assetId,
      live.protocol,
      live.port,
      live.secret,
      live.pullUrl,
      live.graceSeconds,
    ],
  );
}

/** The ports of streams not ended: none of them is free for a new one. */
export async function portsInUse(db: Queryable): Promise<Set<number>> {
  const rows = await db.query<{ port: number }>(
    `SELECT port FROM live_streams WHERE state <> 'ended' AND port IS NOT NULL`,
  );
  return new Set(rows.map((r) => r.port));
}

export async function liveStreamOf(db: Queryable, key: AssetKey): Promise<LiveStreamRow | null> {
  const rows = await db.query<LiveStreamRow>(
    `${SELECT} WHERE l.tenant_id = $1 AND l.asset_id = $2`,
    [key.tenantId, key.assetId],
  );
  return rows[0] ?? null;
}

/** The streams of a tenant's assets, by asset id (the library lists them with their assets). */
export async function liveStreamsOf(
  db: Queryable,
  tenantId: string,
  assetIds: readonly string[],
): Promise<Map<string, LiveStreamRow>> {
  if (assetIds.length === 0) return new Map();
  const rows = await db.query<LiveStreamRow>(
    `${SELECT} WHERE l.tenant_id = $1 AND l.asset_id = ANY($2::text[])`,
    [tenantId, assetIds],
  );
  return new Map(rows.map((r) => [r.asset_id, r]));
}

/** The tenant's live matches: the assets whose streams are not ended. */
export async function liveAssetIds(db: Queryable, tenantId: string): Promise<Set<string>> {
  const rows = await db.query<{ asset_id: string }>(
    `SELECT asset_id FROM live_streams WHERE tenant_id = $1 AND state <> 'ended'`,
    [tenantId],
  );
  return new Set(rows.map((r) => r.asset_id));
}

/** Streams not ended: this server listens for each. */
export async function openLiveStreams(db: Queryable): Promise<LiveStreamRow[]> {
  return db.query<LiveStreamRow>(`${SELECT} WHERE l.state <> 'ended' ORDER BY l.created_at`);
}

/** The encoder is heard: live, with what it sends; the stream's first second is kept. */
export async function markLive(
  db: Queryable,
  key: AssetKey,
  startedAt: Date,
  health: LiveHealth,
  writtenSeconds: number,
): Promise<void> {
  await db.query(
    `UPDATE live_streams
        SET state = 'live', health = $3, reason = NULL, heard_at = now(),
            started_at = COALESCE(started_at, $4), written_seconds = $5
      WHERE tenant_id = $1 AND asset_id = $2 AND state <> 'ended'`,
    [key.tenantId, key.assetId, JSON.stringify(health), startedAt.toISOString(), writtenSeconds],
  );
}

/** The stream's first second (its first segment's program date-time), once known. */
export async function noteStart(db: Queryable, key: AssetKey, startedAt: Date): Promise<void> {
  await db.query(
    `UPDATE live_streams SET started_at = $3
      WHERE tenant_id = $1 AND asset_id = $2 AND started_at IS NULL`,
    [key.tenantId, key.assetId, startedAt.toISOString()],
  );
}

/**
 * A new passphrase for a stream not ended; false when it has ended. An encoder connected with
 * the old one is let go (the plugin starts the listener again), so it says so on the row.
 */
export async function setLiveSecret(
  db: Queryable,
  key: AssetKey,
  secret: string,
): Promise<boolean> {
  const rows = await db.query(
    `UPDATE live_streams
        SET secret = $3,
            state = CASE WHEN state = 'live' THEN 'reconnecting' ELSE state END,
            reason = CASE WHEN protocol = 'rtmp'
                          THEN 'A new stream key was made: the encoder must connect with it.'
                          ELSE 'A new passphrase was made: the encoder must connect with it.' END
      WHERE tenant_id = $1 AND asset_id = $2 AND state <> 'ended' RETURNING asset_id`,
    [key.tenantId, key.assetId, secret],
  );
  return rows.length > 0;
}

/** Why a connection was refused (a wrong passphrase), said on the row; the stream goes on. */
export async function noteRefusal(db: Queryable, key: AssetKey, reason: string): Promise<void> {
  await db.query(
    `UPDATE live_streams SET reason = $3
      WHERE tenant_id = $1 AND asset_id = $2 AND state <> 'ended'`,
    [key.tenantId, key.assetId, reason],
  );
}

/** The encoder went (or never came in the right way): waiting for it, with why in words. */
export async function markReconnecting(
  db: Queryable,
  key: AssetKey,
  reason: string | null,
): Promise<void> {
  await db.query(
    `UPDATE live_streams
        SET state = CASE WHEN started_at IS NULL THEN 'waiting' ELSE 'reconnecting' END,
            reason = $3
      WHERE tenant_id = $1 AND asset_id = $2 AND state <> 'ended'`,
    [key.tenantId, key.assetId, reason],
  );
}

/**
 * The stream is over (by hand, or its grace ran out): the asset goes on to be processed into
 * a normal video. False when it had already ended.
 */
export async function endLiveStream(tx: Queryable, key: AssetKey): Promise<boolean> {
  const rows = await tx.query(
    `UPDATE live_streams SET state = 'ended', ended_at = now()
      WHERE tenant_id = $1 AND asset_id = $2 AND state <> 'ended' RETURNING asset_id`,
    [key.tenantId, key.assetId],
  );
  if (rows.length === 0) return false;
  await moveAsset(tx, key, 'liveEnded');
  return true;
}
