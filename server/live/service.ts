import { randomBytes, randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Principal } from '../http/auth';
import { BadRequestError, ConflictError } from '../http/errors';
import { checkSourceAddress, SourceAddressError } from '../ingest/fetch-source';
import { checkAssetMetadata, trimmedValues } from '../assets/service';
import type { Queryable } from '../db/database';
import { createLiveAsset, liveAssetIds, portsInUse } from './repository';
import { DEFAULT_GRACE_SECONDS, DEFAULT_RTMP_PORTS, DEFAULT_SRT_PORTS } from './settings';
import type { LiveProtocol } from '../../src/core/api/contract';

/** What an editor gives to go live. */
export interface GoLiveRequest {
  title: string;
  matchDate?: string;
  metadata?: Record<string, string>;
  protocol?: LiveProtocol;
  pullUrl?: string;
}

/** A live asset just made: where its encoder connects, and its secret (said only now). */
export interface LiveCreated {
  id: string;
  protocol: LiveProtocol;
  /** The listener's port; null for a pulled stream. */
  port: number | null;
  /** The encoder's secret; null for a pulled stream. */
  passphrase: string | null;
}

const PROTOCOL_NAMES: Record<LiveProtocol, string> = { srt: 'SRT', rtmp: 'RTMP', hls: 'HLS' };

/** An SRT passphrase (10 to 79 characters): 32 characters of 192 random bits. */
export const newPassphrase = () => randomBytes(24).toString('base64url');

/**
 * Makes a live match's asset, listed at once as waiting for its signal, with a listener (SRT,
 * or RTMP) on the first free port of the operator's range for it; refused when every port is
 * taken, or when this server's ffmpeg cannot take the protocol. A pulled match (`hls`) has no
 * port: its address is checked first (the address import's rules, and a live HLS stream).
 */
export async function goLive(
  app: FastifyInstance,
  caller: Principal,
  request: GoLiveRequest,
): Promise<LiveCreated> {
  const { db, config } = app;
  const protocol = request.protocol ?? 'srt';
  const metadata = trimmedValues(request.metadata ?? {});
  checkAssetMetadata(caller.tenantId, metadata);
  const asset = {
    tenantId: caller.tenantId,
    assetId: randomUUID(),
    title: request.title.trim(),
    matchDate: request.matchDate ?? null,
    metadata,
    graceSeconds: config.liveGraceSeconds ?? DEFAULT_GRACE_SECONDS,
    // This process holds it from the start: the route opens it here.
    owner: app.live.owner,
  };
  const mediaKey = `live/${asset.assetId}`;
  if (protocol === 'hls') {
    const pullUrl = request.pullUrl?.trim() ?? '';
    await checkPulledAddress(app, pullUrl);
    await db.transaction((tx) =>
      createLiveAsset(tx, { ...asset, mediaKey, protocol, port: null, secret: '', pullUrl }),
    );
    forgetLiveMatches(db, caller.tenantId);
    return { id: asset.assetId, protocol, port: null, passphrase: null };
  }
  if (!(await app.live.takes(protocol)))
    throw new ConflictError(
      `This server's ffmpeg cannot take ${PROTOCOL_NAMES[protocol]}: send the match over ${protocol === 'srt' ? 'RTMP' : 'SRT'}, or ask the operator for an ffmpeg built with it.`,
      'body.protocol',
      'conflict',
    );
  const { first, last } =
    protocol === 'rtmp'
      ? (config.liveRtmpPorts ?? DEFAULT_RTMP_PORTS)
      : (config.liveSrtPorts ?? DEFAULT_SRT_PORTS);
  const passphrase = newPassphrase();
  const port = await db.transaction(async (tx) => {
    const taken = await portsInUse(tx);
    let free: number | null = null;
    for (let p = first; p <= last && free === null; p++) if (!taken.has(p)) free = p;
    if (free === null)
      throw new ConflictError(
        `Every ${PROTOCOL_NAMES[protocol]} port of this server (${first}–${last}) has a live match on it. End one, or ask the operator for more ports.`,
        undefined,
        'too_many',
      );
    await createLiveAsset(tx, {
      ...asset,
      mediaKey,
      protocol,
      port: free,
      secret: passphrase,
      pullUrl: null,
    });
    return free;
  });
  forgetLiveMatches(db, caller.tenantId);
  return { id: asset.assetId, protocol, port, passphrase };
}

/** A pulled match's address: given, allowed (as "Add from an address"), and a live HLS stream. */
async function checkPulledAddress(app: FastifyInstance, pullUrl: string): Promise<void> {
  if (!pullUrl)
    throw new BadRequestError(
      'Give the address of the live HLS stream to pull the match from.',
      'body.pullUrl',
      'validation',
    );
  try {
    await checkSourceAddress(pullUrl, app.live.fetchPolicy());
  } catch (error) {
    if (error instanceof SourceAddressError)
      throw new BadRequestError(error.message, 'body.pullUrl', 'unsafe_address');
    throw error;
  }
  try {
    await app.live.checkPull(pullUrl);
  } catch (error) {
    if (error instanceof SourceAddressError)
      throw new BadRequestError(error.message, 'body.pullUrl', 'unreadable_source');
    throw error;
  }
}

/** How long a tenant's live matches, as read, stand before they are read again. */
const LIVE_FLAG_MS = 2000;
const liveSets = new WeakMap<Queryable, Map<string, { at: number; ids: Promise<Set<string>> }>>();

/**
 * The tenant's live matches now (the assets whose streams are not ended): searches say a match
 * is live, and partner pages' rails of their clips ask again sooner. Read at most every 2 s
 * per database and tenant: it is asked on every search.
 */
export function liveMatchesOf(db: Queryable, tenantId: string): Promise<Set<string>> {
  let sets = liveSets.get(db);
  if (!sets) liveSets.set(db, (sets = new Map()));
  const known = sets.get(tenantId);
  if (known && Date.now() - known.at < LIVE_FLAG_MS) return known.ids;
  const ids = liveAssetIds(db, tenantId);
  sets.set(tenantId, { at: Date.now(), ids });
  ids.catch(() => sets.delete(tenantId));
  return ids;
}

/** A match of the tenant went live or ended on this process: read its live matches afresh. */
export function forgetLiveMatches(db: Queryable, tenantId: string): void {
  liveSets.get(db)?.delete(tenantId);
}

/** Whether a match of the tenant is live now (read as `liveMatchesOf` reads). */
export async function tenantHasLiveMatch(db: Queryable, tenantId: string): Promise<boolean> {
  return (await liveMatchesOf(db, tenantId)).size > 0;
}
