import { useMemo } from 'react';
import { collectionQuery } from '../../core/queries/collection';
import { useServerQuery } from './useServerQuery';
import { useTenant } from './useTenant';

/** One collection with its items, through the page's cache (the player and the editor share it). */
export function useCollection(id: string) {
  const tenantId = useTenant().tenantId;
  return useServerQuery(useMemo(() => collectionQuery(tenantId, id), [tenantId, id]));
}
