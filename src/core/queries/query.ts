import type { QueryKey, QueryObserverOptions } from '@tanstack/query-core';
import { pageQueryClient } from '../cache/query-client';

/**
 * One resource as the page reads it: its key, how it is fetched, and how long it stays fresh.
 * Made by the per-resource modules beside this one; components hand it to `useServerQuery`.
 */
export type ServerQuery<T, K extends QueryKey = QueryKey> = QueryObserverOptions<T, Error, T, T, K>;

/** Keeps what was shown while the next answer comes (a new page, a new search). */
export const keepPrevious = <T>(previous: T | undefined): T | undefined => previous;

/**
 * A write, then everything under `stale` is read again wherever it shows; answers the write's
 * result once the reads are asked for.
 */
export async function written<T>(work: Promise<T>, stale: readonly QueryKey[]): Promise<T> {
  const done = await work;
  const client = pageQueryClient();
  await Promise.all(stale.map((queryKey) => client.invalidateQueries({ queryKey })));
  return done;
}

/** A resource through the page's cache: fresh data is not asked for again. */
export function fetchQuery<T, K extends QueryKey>(query: ServerQuery<T, K>): Promise<T> {
  return pageQueryClient().fetchQuery(
    query as Parameters<ReturnType<typeof pageQueryClient>['fetchQuery']>[0],
  ) as Promise<T>;
}

/** Starts reading a resource before it is shown (the next search, say). */
export function prefetchQuery<T, K extends QueryKey>(query: ServerQuery<T, K>): void {
  void pageQueryClient().prefetchQuery(
    query as Parameters<ReturnType<typeof pageQueryClient>['prefetchQuery']>[0],
  );
}

/** Names a query definition's types from what it fetches. */
export const serverQuery = <T, K extends QueryKey>(query: ServerQuery<T, K>) => query;
