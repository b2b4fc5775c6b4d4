import type { ClipRightsBody, RightsWindow } from '../api/contract/rights';
import { rightsApi } from '../api/rights';
import { platform } from '../platform';
import { serverQuery, written } from './query';
import { searchKeys } from './search';

export const rightsKeys = {
  asset: (tenantId: string, assetId: string) => ['asset', 'rights', tenantId, assetId] as const,
};

const api = () => rightsApi(platform().client);

/** An asset's rights window and its clips' own. */
export const assetRightsQuery = (tenantId: string, assetId: string) =>
  serverQuery({
    queryKey: rightsKeys.asset(tenantId, assetId),
    queryFn: ({ signal }) => api().ofAsset(assetId, signal),
  });

/** Sets or takes away an asset's window; its rights are read again. */
export const setAssetRights = (tenantId: string, assetId: string, window: RightsWindow | null) =>
  written(api().setAsset(assetId, window), [rightsKeys.asset(tenantId, assetId)]);

/** Gives clips a window of their own, or takes it away; searches are read again (their marks). */
export const setClipRights = (tenantId: string, body: ClipRightsBody) =>
  written(api().setClips(body), [searchKeys.searches(tenantId)]);
