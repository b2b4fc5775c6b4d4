import type {
  AssetImportRequest,
  AssetSortMode,
  AssetUpdateRequest,
  GoLiveRequest,
} from '../api/contract';
import { anyInProgress } from '../domain/library';
import { UploadTracker } from '../api/uploads';
import { platform } from '../platform';
import { keepPrevious, serverQuery, written } from './query';

/** What a page of the library shows. */
export interface LibraryListQuery {
  page: number;
  size: number;
  text: string;
  sortMode: AssetSortMode;
  sortDesc: boolean;
}

/** Query keys of the library (from general to specific: a write makes stale a prefix). */
export const libraryKeys = {
  all: (tenantId: string) => ['library', tenantId] as const,
  lists: (tenantId: string) => ['library', tenantId, 'list'] as const,
  list: (tenantId: string, query: LibraryListQuery) =>
    ['library', tenantId, 'list', query] as const,
  usage: (tenantId: string, id: string) => ['library', tenantId, 'usage', id] as const,
  importFolders: (tenantId: string) => ['library', tenantId, 'import-folders'] as const,
};

/** How often the list is read again while an asset is on its way, and while none is. */
const MOVING_REFRESH_MS = 1500;
const IDLE_REFRESH_MS = 60_000;

/** A page of the tenant's assets, read often while one is uploading or processing. */
export const libraryListQuery = (tenantId: string, query: LibraryListQuery) =>
  serverQuery({
    queryKey: libraryKeys.list(tenantId, query),
    queryFn: ({ signal }) =>
      platform().assets.assets(
        {
          page: query.page,
          size: query.size,
          sortMode: query.sortMode,
          sortDesc: query.sortDesc,
          ...(query.text ? { text: query.text } : {}),
        },
        signal,
      ),
    placeholderData: keepPrevious,
    refetchInterval: (q) =>
      anyInProgress(q.state.data?.content ?? []) ? MOVING_REFRESH_MS : IDLE_REFRESH_MS,
  });

/** What deleting an asset takes with it, asked when a person is about to. */
export const assetUsageQuery = (tenantId: string, id: string) =>
  serverQuery({
    queryKey: libraryKeys.usage(tenantId, id),
    queryFn: () => platform().assets.usage(id),
    staleTime: 0,
  });

/** The tenant's bucket folders an address import takes from: they change with a deploy. */
export const importFoldersQuery = (tenantId: string) =>
  serverQuery({
    queryKey: libraryKeys.importFolders(tenantId),
    queryFn: async () => (await platform().assets.importFolders()).folders,
    staleTime: 10 * 60_000,
  });

/**
 * Changes to the library; each reads its lists again (not what a deleted asset's dialog still
 * shows: it is gone).
 */
export function libraryWrites(tenantId: string) {
  const { assets } = platform();
  const stale = [libraryKeys.lists(tenantId)];
  return {
    update: (id: string, change: AssetUpdateRequest) =>
      written(assets.updateAsset(id, change), stale),
    remove: (id: string) => written(assets.deleteAsset(id), stale),
    cancel: (id: string) => written(assets.cancelIngest(id), stale),
    retry: (id: string) => written(assets.retryIngest(id), stale),
    importFrom: (body: AssetImportRequest) => written(assets.importFromAddress(body), stale),
    goLive: (body: GoLiveRequest) => written(assets.goLive(body), stale),
    newLivePassphrase: (id: string) => written(assets.newLivePassphrase(id), stale),
    endLive: (id: string) => written(assets.endLive(id), stale),
    /** The lists are read again (an upload began or ended in this page). */
    refresh: () => written(Promise.resolve(), stale),
  };
}

const UPLOADS = Symbol.for('vs.core.uploads');

/** The page's one upload tracker: every library on the page shows the same transfers. */
export function pageUploads(): UploadTracker {
  const holder = globalThis as { [UPLOADS]?: UploadTracker };
  const { client, assets } = platform();
  holder[UPLOADS] ??= new UploadTracker(client, assets.uploadEndpoint());
  return holder[UPLOADS];
}
