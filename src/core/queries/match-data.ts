import { adminApi } from '../api/admin';
import type { MatchDataImportRequest } from '../api/contract';
import { matchDataApi } from '../api/match-data';
import { platform } from '../platform';
import { libraryKeys } from './library';
import { metadataKeys } from './metadata';
import { serverQuery, written } from './query';
import { searchKeys } from './search';

const matchDataKey = (tenantId: string, id: string) =>
  [...libraryKeys.all(tenantId), 'match-data', id] as const;

/** An asset's imports of match data, and the formats its library takes. */
export const matchDataImportsQuery = (tenantId: string, id: string) =>
  serverQuery({
    queryKey: matchDataKey(tenantId, id),
    queryFn: ({ signal }) => matchDataApi(platform().client).imports(id, signal),
    staleTime: 0,
  });

/**
 * The videos whose match data names a value no clip carries, asked when a search finds none;
 * under the searches' key, so that an import makes it stale with them.
 */
export const unplacedMatchDataQuery = (tenantId: string, category: string, value: string) =>
  serverQuery({
    queryKey: [...searchKeys.searches(tenantId), 'unplaced', category, value] as const,
    queryFn: async ({ signal }) =>
      (await matchDataApi(platform().client).unplaced({ category, value }, signal)).videos,
  });

/**
 * Match data onto an asset: a preview writes nothing; an import, and undoing one, change the
 * asset's clips, so its lists, its imports, every search and the metadata history are read again.
 */
export function matchDataWrites(tenantId: string, assetId: string) {
  const api = matchDataApi(platform().client);
  const stale = [
    libraryKeys.lists(tenantId),
    matchDataKey(tenantId, assetId),
    searchKeys.searches(tenantId),
    metadataKeys.metadataChanges(tenantId),
  ];
  return {
    preview: (body: MatchDataImportRequest) => api.preview(assetId, body),
    import: (body: MatchDataImportRequest) => written(api.import(assetId, body), stale),
    undo: (changeId: string) => written(adminApi(platform().client).undoChange(changeId), stale),
  };
}
