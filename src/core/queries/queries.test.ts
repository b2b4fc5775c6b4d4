import type { Query } from '@tanstack/query-core';
import { describe, expect, it } from 'vitest';
import type { ExportStatusItem, HighlightPackageRow, SearchRequest } from '../api/contract';
import { pageQueryClient } from '../cache/query-client';
import { collectionKeys, collectionListQuery, collectionQuery } from './collections';
import { exportKeys, exportListQuery, exportQuery } from './exports';
import { packageListQuery, buildProgressQuery } from './highlights';
import { playableQuery, thumbnailQuery } from './media';
import { deploymentKeyQuery } from './people';
import { written } from './query';
import { autocompleteQuery, facetQuery, searchKeys, searchQuery } from './search';

/** What a definition's refetch interval answers for a query holding `data`. */
function intervalFor<T>(definition: { refetchInterval?: unknown }, data: T) {
  const interval = definition.refetchInterval as (query: Query<T>) => number | false;
  return interval({ state: { data } } as Query<T>);
}

const exportItem = (status: string): ExportStatusItem =>
  ({ id: `e-${status}`, status }) as ExportStatusItem;

describe('query definitions', () => {
  it('file every search under the tenant’s searches, which a metadata write makes stale', () => {
    const request: SearchRequest = { query: 'batter:Kohli' } as SearchRequest;
    const searches = searchKeys.searches('t1');
    for (const key of [
      searchQuery('t1', request).queryKey,
      facetQuery('t1', { category: 'batter' } as never).queryKey,
      autocompleteQuery('t1', 'Koh').queryKey,
    ]) {
      expect(key.slice(0, searches.length)).toEqual([...searches]);
    }
    expect(searchQuery('t2', request).queryKey).not.toEqual(searchQuery('t1', request).queryKey);
  });

  it('file a collection and the lists under the tenant’s collections', () => {
    const all = collectionKeys.collections('t1');
    expect(collectionQuery('t1', 'c1').queryKey.slice(0, 2)).toEqual([...all]);
    expect(collectionListQuery('t1', {}).queryKey.slice(0, 2)).toEqual([...all]);
  });

  it('ask for nothing until there is something to ask', () => {
    expect(autocompleteQuery('t1', '').enabled).toBe(false);
    expect(autocompleteQuery('t1', 'K').enabled).toBe(true);
    expect(exportListQuery('t1', '').enabled).toBe(false);
    expect(playableQuery('t1', { clips: [] }, true).enabled).toBe(false);
    expect(thumbnailQuery('t1', 'a1', 3, false).enabled).toBe(false);
    expect(buildProgressQuery('t1', null).enabled).toBe(false);
  });

  it('keep what never changes in a visit for good: a frame, the deployment key', () => {
    expect(thumbnailQuery('t1', 'a1', 3, true).staleTime).toBe(Infinity);
    expect(deploymentKeyQuery('t1', true).staleTime).toBe(Infinity);
  });

  it('read exports often while one runs, and seldom once none does', () => {
    const list = exportListQuery('t1', 'me@example.com');
    expect(intervalFor(list, [exportItem('SUCCESS'), exportItem('STARTED')])).toBe(1500);
    expect(intervalFor(list, [exportItem('SUCCESS'), exportItem('REVOKED')])).toBe(60_000);
    const one = exportQuery('t1', exportItem('QUEUED'));
    expect(intervalFor(one, exportItem('PENDING'))).toBe(1000);
    expect(intervalFor(one, exportItem('FAILURE'))).toBe(false);
  });

  it('read packages every second while one builds, and stop when all are built', () => {
    const list = packageListQuery('t1', { limit: 10 });
    const row = (status: string) => ({ status }) as HighlightPackageRow;
    expect(intervalFor(list, { rows: [row('ready'), row('building')], total: 2 })).toBe(1000);
    expect(intervalFor(list, { rows: [row('ready'), row('failed')], total: 2 })).toBe(false);
  });
});

describe('a write', () => {
  it('makes stale what it names, and only that, once it has succeeded', async () => {
    const client = pageQueryClient();
    const mine = exportKeys.exports('t1', 'me@example.com');
    const theirs = exportKeys.exports('t2', 'me@example.com');
    client.setQueryData(mine, []);
    client.setQueryData(theirs, []);
    await expect(written(Promise.reject(new Error('refused')), [mine])).rejects.toThrow('refused');
    expect(client.getQueryState(mine)?.isInvalidated).toBe(false);
    await expect(written(Promise.resolve('done'), [exportKeys.allExports('t1')])).resolves.toBe(
      'done',
    );
    expect(client.getQueryState(mine)?.isInvalidated).toBe(true);
    expect(client.getQueryState(theirs)?.isInvalidated).toBe(false);
  });
});
