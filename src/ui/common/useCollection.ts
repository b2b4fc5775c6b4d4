import { useMemo } from 'react';
import type { Playlist } from '../../core/api/contract';
import { queryKeys } from '../../core/cache';
import { platform } from '../../core/platform';
import { useServerQuery } from './useServerQuery';
import { useTenant } from './useTenant';

/** One collection with its items, through the page's cache (the player and the editor share it). */
export function useCollection(id: string) {
  const tenantId = useTenant().tenantId;
  const options = useMemo(
    () => ({
      queryKey: queryKeys.collection(tenantId, id),
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        platform().playlists.get(tenantId, id, signal),
    }),
    [tenantId, id],
  );
  return useServerQuery<Playlist, ReturnType<typeof queryKeys.collection>>(options);
}
