import {
  QueryObserver,
  notifyManager,
  type QueryKey,
  type QueryObserverOptions,
  type QueryObserverResult,
} from '@tanstack/query-core';
import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { pageQueryClient } from '../../core/cache/query-client';

/**
 * Server data through the page's one query cache (TanStack's query-core), shared by every
 * element: a thin adapter in the manner of react-query's useBaseQuery.
 */
export function useServerQuery<T, Key extends QueryKey>(
  options: QueryObserverOptions<T, Error, T, T, Key>,
): QueryObserverResult<T, Error> {
  const client = pageQueryClient();
  const [observer] = useState(() => new QueryObserver(client, options));
  const result = observer.getOptimisticResult(client.defaultQueryOptions(options));
  useSyncExternalStore(
    useCallback(
      (onChange) => {
        const unsubscribe = observer.subscribe(notifyManager.batchCalls(onChange));
        // An update between making the observer and subscribing to it is not missed.
        observer.updateResult();
        return unsubscribe;
      },
      [observer],
    ),
    () => observer.getCurrentResult(),
    () => observer.getCurrentResult(),
  );
  useEffect(() => {
    observer.setOptions(options);
  }, [observer, options]);
  return result;
}
