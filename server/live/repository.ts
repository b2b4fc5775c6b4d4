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
    /** The process that made it, which holds it from the start. */
    owner: string;
  },
): Promise<void> {
  await createVideoAsset(tx, { ...live, status: 'live' });
  await tx.query(
    `INSERT INTO live_streams
       (tenant_id, asset_id, protocol, port, secret, pull_url, grace_seconds, owner, owner_beat)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, now())`,
    [
      live.tenantId,
      live.assetId,
      live.protocol,
      live.port,
      live.secret,
      live.pullUrl,
      live.graceSeconds,
      live.owner,
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

/** A stream a process holds, as its heartbeat reads it. */
export interface HeldStream {
  tenant_id: string;
  asset_id: string;
  secret: string;
  end_asked: boolean;
}

/**
 * Renews this process's hold on the streams it holds (its heartbeat), and reads them: their
 * secret (made anew elsewhere?) and whether an end was asked of another process.
 */
export async function beatHeldStreams(db: Queryable, owner: string): Promise<HeldStream[]> {
  return db.query<HeldStream>(
    `UPDATE live_streams SET owner_beat = now()
      WHERE owner = $1 AND state <> 'ended'
      RETURNING tenant_id, asset_id, secret, end_asked_at IS NOT NULL AS end_asked`,
    [owner],
  );
}

/**
 * Takes the streams not ended that no live process holds (none, or its heartbeat older than
 * `staleSeconds`); `every`: all of them (the embedded database has one process).
 */
export async function claimOrphanStreams(
  db: Queryable,
  owner: string,
  staleSeconds: number,
  every = false,
): Promise<AssetKey[]> {
  const rows = await db.query<{ tenant_id: string; asset_id: string }>(
    `UPDATE live_streams SET owner = $1, owner_beat = now()
      WHERE state <> 'ended' AND owner IS DISTINCT FROM $1
        AND ($3::boolean OR owner IS NULL
             OR owner_beat < now() - $2::integer * interval '1 second')
      RETURNING tenant_id, asset_id`,
    [owner, staleSeconds, every],
  );
  return rows.map((r) => ({ tenantId: r.tenant_id, assetId: r.asset_id }));
}

/**
 * Takes one stream for this process unless a live process holds it: `mine`, `held` (by
 * another, alive), or null when it is ended or not there.
 */
export async function claimStream(
  db: Queryable,
  key: AssetKey,
  owner: string,
  staleSeconds: number,
): Promise<'mine' | 'held' | null> {
  const taken = await db.query(
    `UPDATE live_streams SET owner = $3, owner_beat = now()
      WHERE tenant_id = $1 AND asset_id = $2 AND state <> 'ended'
        AND (owner IS NULL OR owner = $3
             OR owner_beat < now() - $4::integer * interval '1 second')
      RETURNING asset_id`,
    [key.tenantId, key.assetId, owner, staleSeconds],
  );
  if (taken.length > 0) return 'mine';
  const row = await liveStreamOf(db, key);
  return row && row.state !== 'ended' ? 'held' : null;
}

/** Asks the process holding a stream to end it (its heartbeat reads the ask). */
export async function askEnd(db: Queryable, key: AssetKey): Promise<void> {
  await db.query(
    `UPDATE live_streams SET end_asked_at = now()
      WHERE tenant_id = $1 AND asset_id = $2 AND state <> 'ended'`,
    [key.tenantId, key.assetId],
  );
}

/** This process is stopping: its streams are let go, for another to take at once. */
export async function releaseStreams(db: Queryable, owner: string): Promise<void> {
  await db.query(`UPDATE live_streams SET owner = NULL WHERE owner = $1 AND state <> 'ended'`, [
    owner,
  ]);
}
