import { useMemo } from 'react';
import type { PlayableClip, PlayableResponse } from '../../core/api/contract';
import { queryKeys } from '../../core/cache';
import { platform } from '../../core/platform';
import { useServerQuery, useTenant } from '../common';

// Signed media URLs last longer than this; a player shown again within it reuses them.
const PLAYABLE_STALE_MS = 10 * 60 * 1000;

/** Signed media and exact ranges for clips to play in order (POST playback/playable). */
export function usePlayable(clips: readonly PlayableClip[], enabled = true) {
  const tenantId = useTenant().tenantId;
  const request = useMemo(
    () => ({
      clips: clips.map(({ asset_id, offset, duration }) => ({ asset_id, offset, duration })),
    }),
    [clips],
  );
  const options = useMemo(
    () => ({
      queryKey: queryKeys.playable(tenantId, request),
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        platform().playback.playable(request, signal),
      enabled: enabled && request.clips.length > 0,
      staleTime: PLAYABLE_STALE_MS,
    }),
    [tenantId, request, enabled],
  );
  const result = useServerQuery<PlayableResponse, ReturnType<typeof queryKeys.playable>>(options);
  return {
    data: result.data,
    loading: result.isPending && options.enabled,
    error: result.error,
    retry: () => void result.refetch(),
  };
}
