import type { PlayableRequest } from '../api/contract';
import { platform } from '../platform';
import { serverQuery } from './query';

/** Query keys of media (from general to specific: a write makes stale everything under a prefix). */
export const mediaKeys = {
  asset: (tenantId: string, assetId: string) => ['asset', tenantId, assetId] as const,
  thumbnail: (tenantId: string, assetId: string, at: number) =>
    ['asset', tenantId, assetId, 'thumbnail', at] as const,
  playable: (tenantId: string, request: PlayableRequest) =>
    ['playback', tenantId, request] as const,
};

// Signed media URLs last longer than this; a player shown again within it reuses them.
const PLAYABLE_STALE_MS = 10 * 60 * 1000;
// A live match's clip whose end is not written yet is asked for again this often.
const PENDING_RETRY_MS = 2000;

/** An asset (its length, for the trim editor). */
export const assetQuery = (tenantId: string, assetId: string) =>
  serverQuery({
    queryKey: mediaKeys.asset(tenantId, assetId),
    queryFn: () => platform().assets.asset(assetId),
  });

/** A frame of an asset at `at` seconds; a frame never changes. */
export const thumbnailQuery = (tenantId: string, assetId: string, at: number, enabled: boolean) =>
  serverQuery({
    queryKey: mediaKeys.thumbnail(tenantId, assetId, at),
    queryFn: async () => (await platform().assets.thumbnail(assetId, at)).blob(),
    staleTime: Infinity,
    enabled,
  });

/** Signed media and exact ranges for clips to play in order (POST playback/playable). */
export const playableQuery = (tenantId: string, request: PlayableRequest, enabled: boolean) =>
  serverQuery({
    queryKey: mediaKeys.playable(tenantId, request),
    queryFn: ({ signal }) => platform().playback.playable(request, signal),
    enabled: enabled && request.clips.length > 0,
    staleTime: PLAYABLE_STALE_MS,
    refetchInterval: (q) =>
      q.state.data?.items.some((item) => item.pending) ? PENDING_RETRY_MS : false,
  });
