import { useMemo } from 'react';
import type { PlayableClip } from '../../core/api/contract';
import { playableQuery } from '../../core/queries/media';
import { useServerQuery, useTenant } from '../common';

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
    () => playableQuery(tenantId, request, enabled),
    [tenantId, request, enabled],
  );
  const result = useServerQuery(options);
  return {
    data: result.data,
    error: result.error,
    retry: () => void result.refetch(),
  };
}
