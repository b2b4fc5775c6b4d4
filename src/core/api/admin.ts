import type { ApiClient } from './client';
import type {
  ApiKey,
  CreateApiKeyRequest,
  ListedApiKey,
  MetadataChangeList,
  SearchDataRequest,
  SearchDataResponse,
  UpdateUserRequest,
  User,
} from './contract';
import type { PartnerSite, PartnerSiteList } from './contract/partner-sites';

/**
 * The calls only administrators' and editors' pages make (users, API keys, clip metadata):
 * apart from the platform's, so that the elements never carry them.
 */
export function adminApi(client: ApiClient) {
  return {
    /** Changes a user's role, or deactivates or reactivates them. */
    updateUser(userId: string, change: UpdateUserRequest) {
      return client.request<User>('identity', `/v2/iam/user/${encodeURIComponent(userId)}`, {
        method: 'PATCH',
        body: change,
      });
    },
    /** The tenant's API keys with what each may do, each by its last four characters. */
    keys(tenantId: string) {
      return client.request<ListedApiKey[]>(
        'identity',
        `/v2/iam/tenant/${encodeURIComponent(tenantId)}/keys`,
      );
    },
    /** A new API key of the tenant: the answer holds its value, which is shown only now. */
    createKey(tenantId: string, key: CreateApiKeyRequest) {
      return client.request<ApiKey>(
        'identity',
        `/v2/iam/tenant/${encodeURIComponent(tenantId)}/keys`,
        { body: key },
      );
    },
    revokeKey(tenantId: string, keyId: string) {
      return client.request<Response>(
        'identity',
        `/v2/iam/tenant/${encodeURIComponent(tenantId)}/keys/${encodeURIComponent(keyId)}`,
        { method: 'DELETE', raw: true },
      );
    },
    /** The partner sites the tenant registered, and the history of their changes. */
    partnerSites(tenantId: string) {
      return client.request<PartnerSiteList>(
        'identity',
        `/v2/iam/tenant/${encodeURIComponent(tenantId)}/sites`,
      );
    },
    /** Registers a site's origin (`https://club.example`): its pages may call the platform. */
    addPartnerSite(tenantId: string, origin: string) {
      return client.request<PartnerSite>(
        'identity',
        `/v2/iam/tenant/${encodeURIComponent(tenantId)}/sites`,
        { body: { origin } },
      );
    },
    removePartnerSite(tenantId: string, siteId: string) {
      return client.request<Response>(
        'identity',
        `/v2/iam/tenant/${encodeURIComponent(tenantId)}/sites/${encodeURIComponent(siteId)}`,
        { method: 'DELETE', raw: true },
      );
    },
    /** PUT search/data: clips' metadata written, and recorded as one change. */
    writeClips(request: SearchDataRequest) {
      return client.request<SearchDataResponse>('middleware', '/search/data', {
        method: 'PUT',
        body: request,
      });
    },
    metadataChanges(clipId?: string, signal?: AbortSignal) {
      return client.request<MetadataChangeList>('middleware', '/search/data/changes', {
        ...(clipId ? { query: { clipId } } : {}),
        ...(signal ? { signal } : {}),
      });
    },
    undoChange(changeId: string) {
      return client.request<{ changeId: string }>(
        'middleware',
        `/search/data/changes/${encodeURIComponent(changeId)}/undo`,
        { method: 'POST' },
      );
    },
  };
}
