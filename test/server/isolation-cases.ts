import { PASSWORD, tenantId } from './helpers';
import type { TenantB } from './tenant-b';

/** A call aimed at tenant B's resource. */
export interface IsolationCall {
  method: string;
  url: string;
  body?: unknown;
  raw?: string;
  headers?: Record<string, string>;
}

/**
 * Every route with a path or query id, and how to aim it at tenant B (racing) from tenant
 * A: `b` gives tenant B's resources once they are made.
 */
export function isolationCases(tenantB: () => TenantB): Record<string, () => IsolationCall> {
  const B = () => tenantId('racing');
  const tus = { 'tus-resumable': '1.0.0', 'upload-offset': '0' };
  const cases: Record<string, () => IsolationCall> = {
    'PATCH /asset/v3/upload/{uploadId}': () => ({
      method: 'PATCH',
      url: `/asset/v3/upload/${tenantB().uploadId}`,
      raw: 'x'.repeat(10),
      headers: { ...tus, 'content-type': 'application/offset+octet-stream' },
    }),
    'DELETE /asset/v3/upload/{uploadId}': () => ({
      method: 'DELETE',
      url: `/asset/v3/upload/${tenantB().uploadId}`,
      headers: tus,
    }),
    'POST /asset/v3/asset/{id}/cancel': () => ({
      method: 'POST',
      url: `/asset/v3/asset/${tenantB().uploadAssetId}/cancel`,
    }),
    'PATCH /asset/v3/asset/{id}': () => ({
      method: 'PATCH',
      url: `/asset/v3/asset/${tenantB().asset.id}`,
      body: { title: 'Taken over' },
    }),
    'GET /asset/v3/asset/{id}/usage': () => ({
      method: 'GET',
      url: `/asset/v3/asset/${tenantB().asset.id}/usage`,
    }),
    'DELETE /asset/v3/asset/{id}': () => ({
      method: 'DELETE',
      url: `/asset/v3/asset/${tenantB().asset.id}`,
    }),
    'POST /asset/v3/asset/{id}/match-data/preview': () => ({
      method: 'POST',
      url: `/asset/v3/asset/${tenantB().asset.id}/match-data/preview`,
      body: { file: { info: { teams: ['A', 'B'] }, innings: [] }, matchId: '1' },
    }),
    'POST /asset/v3/asset/{id}/match-data': () => ({
      method: 'POST',
      url: `/asset/v3/asset/${tenantB().asset.id}/match-data`,
      body: { file: { info: { teams: ['A', 'B'] }, innings: [] }, matchId: '1' },
    }),
    'POST /asset/v3/asset/{id}/match-data/feed': () => ({
      method: 'POST',
      url: `/asset/v3/asset/${tenantB().asset.id}/match-data/feed`,
      body: { matchId: '1', format: 'events', events: [{ id: 'a', at: 1, values: {} }] },
    }),
    'GET /asset/v3/asset/{id}/match-data': () => ({
      method: 'GET',
      url: `/asset/v3/asset/${tenantB().asset.id}/match-data`,
    }),
    'POST /asset/v3/asset/{id}/live/passphrase': () => ({
      method: 'POST',
      url: `/asset/v3/asset/${tenantB().asset.id}/live/passphrase`,
    }),
    'POST /asset/v3/asset/{id}/live/end': () => ({
      method: 'POST',
      url: `/asset/v3/asset/${tenantB().asset.id}/live/end`,
    }),
    'POST /asset/v3/asset/{id}/retry': () => ({
      method: 'POST',
      url: `/asset/v3/asset/${tenantB().uploadAssetId}/retry`,
    }),
    'POST /identity/v2/iam/auth/signin': () => ({
      method: 'POST',
      url: '/identity/v2/iam/auth/signin',
      body: {
        userName: 'admin.cricket@vidsearch.example',
        password: PASSWORD,
        platform: 'LVS',
        tenantId: B(),
      },
    }),
    'GET /identity/v3/iam/auth/switch/{tenantId}': () => ({
      method: 'GET',
      url: `/identity/v3/iam/auth/switch/${B()}`,
    }),
    'GET /identity/v2/iam/user/{userId}/tenants': () => ({
      method: 'GET',
      url: `/identity/v2/iam/user/${tenantB().userId}/tenants`,
    }),
    'GET /identity/v2/iam/tenant/{tenantId}': () => ({
      method: 'GET',
      url: `/identity/v2/iam/tenant/${B()}`,
    }),
    'GET /identity/v2/iam/user/{userId}': () => ({
      method: 'GET',
      url: `/identity/v2/iam/user/${tenantB().userId}`,
    }),
    'DELETE /identity/v2/iam/user/{userId}': () => ({
      method: 'DELETE',
      url: `/identity/v2/iam/user/${tenantB().userId}`,
    }),
    'POST /middleware/search/data/changes/{id}/undo': () => ({
      method: 'POST',
      url: `/middleware/search/data/changes/${tenantB().changeId}/undo`,
    }),
    'PATCH /identity/v2/iam/user/{userId}': () => ({
      method: 'PATCH',
      url: `/identity/v2/iam/user/${tenantB().userId}`,
      body: { deactivated: true },
    }),
    'GET /identity/v2/iam/tenant/{tenantId}/keys': () => ({
      method: 'GET',
      url: `/identity/v2/iam/tenant/${B()}/keys`,
    }),
    'POST /identity/v2/iam/tenant/{tenantId}/keys': () => ({
      method: 'POST',
      url: `/identity/v2/iam/tenant/${B()}/keys`,
      body: { label: 'Intruder', free: false, powers: ['upload'] },
    }),
    'DELETE /identity/v2/iam/tenant/{tenantId}/keys/{keyId}': () => ({
      method: 'DELETE',
      url: `/identity/v2/iam/tenant/${B()}/keys/${tenantB().keyId}`,
    }),
    'PATCH /middleware/webhooks/endpoints/{id}': () => ({
      method: 'PATCH',
      url: `/middleware/webhooks/endpoints/${tenantB().webhookEndpointId}`,
      body: { enabled: false },
    }),
    'DELETE /middleware/webhooks/endpoints/{id}': () => ({
      method: 'DELETE',
      url: `/middleware/webhooks/endpoints/${tenantB().webhookEndpointId}`,
    }),
    'GET /middleware/webhooks/endpoints/{id}/deliveries': () => ({
      method: 'GET',
      url: `/middleware/webhooks/endpoints/${tenantB().webhookEndpointId}/deliveries`,
    }),
    'POST /middleware/webhooks/deliveries/{id}/resend': () => ({
      method: 'POST',
      url: `/middleware/webhooks/deliveries/${tenantB().webhookDeliveryId}/resend`,
    }),
    'GET /asset/v3/asset/{id}/rights': () => ({
      method: 'GET',
      url: `/asset/v3/asset/${tenantB().asset.id}/rights`,
    }),
    'PUT /asset/v3/asset/{id}/rights': () => ({
      method: 'PUT',
      url: `/asset/v3/asset/${tenantB().asset.id}/rights`,
      body: { notAfter: '2026-01-01T00:00:00Z', uses: ['export'] },
    }),
    'DELETE /asset/v3/asset/{id}/rights': () => ({
      method: 'DELETE',
      url: `/asset/v3/asset/${tenantB().asset.id}/rights`,
    }),
    'DELETE /middleware/reviews/links/{id}': () => ({
      method: 'DELETE',
      url: `/middleware/reviews/links/${tenantB().reviewLinkId}`,
    }),
    'PUT /middleware/reviews/comments/{id}/resolved': () => ({
      method: 'PUT',
      url: `/middleware/reviews/comments/${tenantB().reviewCommentId}/resolved`,
      body: { resolved: true },
    }),
    'POST /middleware/reviews/comments/{id}/replies': () => ({
      method: 'POST',
      url: `/middleware/reviews/comments/${tenantB().reviewCommentId}/replies`,
      body: { body: 'Intruding' },
    }),
    'GET /identity/v2/iam/tenant/{tenantId}/sites': () => ({
      method: 'GET',
      url: `/identity/v2/iam/tenant/${B()}/sites`,
    }),
    'POST /identity/v2/iam/tenant/{tenantId}/sites': () => ({
      method: 'POST',
      url: `/identity/v2/iam/tenant/${B()}/sites`,
      body: { origin: 'https://intruder.example' },
    }),
    'DELETE /identity/v2/iam/tenant/{tenantId}/sites/{siteId}': () => ({
      method: 'DELETE',
      url: `/identity/v2/iam/tenant/${B()}/sites/${tenantB().siteId}`,
    }),
    'GET /identity/v2/iam/user': () => ({
      method: 'GET',
      url: `/identity/v2/iam/user?tenantId=${B()}`,
    }),
    'POST /identity/v2/iam/user': () => ({
      method: 'POST',
      url: '/identity/v2/iam/user',
      body: {
        email: 'intruder@x.example',
        firstName: 'I',
        lastName: 'N',
        userRole: ['ADMIN'],
        tenantId: B(),
      },
    }),
    'GET /asset/v3/asset': () => ({ method: 'GET', url: `/asset/v3/asset?tenantId=${B()}` }),
    'GET /asset/v3/asset/{id}': () => ({
      method: 'GET',
      url: `/asset/v3/asset/${tenantB().asset.id}`,
    }),
    'GET /asset/v3/asset/{id}/waveform': () => ({
      method: 'GET',
      url: `/asset/v3/asset/${tenantB().asset.id}/waveform?from=0&to=2`,
    }),
    'PUT /asset/v3/asset/{id}/public': () => ({
      method: 'PUT',
      url: `/asset/v3/asset/${tenantB().asset.id}/public`,
      body: { public: true },
    }),
    'GET /asset/v3/asset/{id}/keyframes': () => ({
      method: 'GET',
      url: `/asset/v3/asset/${tenantB().asset.id}/keyframes`,
    }),
    'GET /asset/v3/asset/segment-offset': () => ({
      method: 'GET',
      url: `/asset/v3/asset/segment-offset?id=${tenantB().asset.id}`,
    }),
    'GET /asset/v3/thumbnail/timecode/{id}': () => ({
      method: 'GET',
      url: `/asset/v3/thumbnail/timecode/${tenantB().asset.id}?t=1`,
    }),
    'GET /asset/v3/asset/{id}/media/*': () => ({
      method: 'GET',
      url: `/asset/v3/asset/${tenantB().asset.id}/media/video.mp4`,
    }),
    'GET /asset/v3/search/{id}': () => ({
      method: 'GET',
      url: `/asset/v3/search/${tenantB().clipId}`,
    }),
    'GET /middleware/search/clips/{id}': () => ({
      method: 'GET',
      url: `/middleware/search/clips/${tenantB().clipId}`,
    }),
    'GET /middleware/search/search/similar-content': () => ({
      method: 'GET',
      url: `/middleware/search/search/similar-content?id=${tenantB().clipId}`,
    }),
    'GET /middleware/playlists/tenants/{tenantId}/users/me/playlists': () => ({
      method: 'GET',
      url: `/middleware/playlists/tenants/${B()}/users/me/playlists`,
    }),
    'POST /middleware/playlists/tenants/{tenantId}/users/me/playlists': () => ({
      method: 'POST',
      url: `/middleware/playlists/tenants/${B()}/users/me/playlists`,
      body: { title: 'Intruder' },
    }),
    // B's collection through A's own path: it does not exist there.
    'GET /middleware/playlists/tenants/{tenantId}/playlists/{id}': () => ({
      method: 'GET',
      url: `/middleware/playlists/tenants/${tenantId('cricket')}/playlists/${tenantB().playlistId}`,
    }),
    'PATCH /middleware/playlists/tenants/{tenantId}/playlists/{id}': () => ({
      method: 'PATCH',
      url: `/middleware/playlists/tenants/${B()}/playlists/${tenantB().playlistId}`,
      body: { version: 1, title: 'Taken' },
    }),
    'DELETE /middleware/playlists/tenants/{tenantId}/playlists/{id}': () => ({
      method: 'DELETE',
      url: `/middleware/playlists/tenants/${tenantId('cricket')}/playlists/${tenantB().playlistId}`,
    }),
    'GET /middleware/search/saved/{id}': () => ({
      method: 'GET',
      url: `/middleware/search/saved/${tenantB().savedId}`,
    }),
    'DELETE /middleware/search/saved/{id}': () => ({
      method: 'DELETE',
      url: `/middleware/search/saved/${tenantB().savedId}`,
    }),
    'POST /middleware/publication/{tenantId}/export/{exportAs}': () => ({
      method: 'POST',
      url: `/middleware/publication/${B()}/export/video`,
      body: { playlistId: tenantB().playlistId },
    }),
    // B's collection previewed through A's own path: it does not exist there.
    'POST /middleware/publication/{tenantId}/export/{exportAs}/preview': () => ({
      method: 'POST',
      url: `/middleware/publication/${tenantId('cricket')}/export/video/preview`,
      body: { playlistId: tenantB().playlistId, aspect: '9:16', captions: true },
    }),
    // B's collection through A's own path: it does not exist there either.
    'POST /middleware/publication/{tenantId}/export/img-collections': () => ({
      method: 'POST',
      url: `/middleware/publication/${tenantId('cricket')}/export/img-collections`,
      body: { playlistId: tenantB().playlistId },
    }),
    'GET /middleware/publication/{tenantId}/status': () => ({
      method: 'GET',
      url: `/middleware/publication/${B()}/status?limit=10`,
    }),
    'GET /middleware/publication/{tenantId}/exports/{id}': () => ({
      method: 'GET',
      url: `/middleware/publication/${tenantId('cricket')}/exports/${tenantB().exportId}`,
    }),
    'POST /middleware/publication/{tenantId}/exports/{id}/cancel': () => ({
      method: 'POST',
      url: `/middleware/publication/${tenantId('cricket')}/exports/${tenantB().exportId}/cancel`,
    }),
    'POST /middleware/publication/{tenantId}/exports/{id}/retry': () => ({
      method: 'POST',
      url: `/middleware/publication/${tenantId('cricket')}/exports/${tenantB().exportId}/retry`,
    }),
    'GET /middleware/publication/{tenantId}/exports/{id}/files/{index}': () => ({
      method: 'GET',
      url: `/middleware/publication/${B()}/exports/${tenantB().exportId}/files/0`,
    }),
    'GET /middleware/publication/{tenantId}/exports/{id}/files/{index}/{name}': () => ({
      method: 'GET',
      url: `/middleware/publication/${B()}/exports/${tenantB().exportId}/files/0/Race.mp4`,
    }),
    'GET /highlights/v1/highlights/{id}': () => ({
      method: 'GET',
      url: `/highlights/v1/highlights/${tenantB().packageId}`,
    }),
    'GET /highlights/v1/highlights/{id}/clips': () => ({
      method: 'GET',
      url: `/highlights/v1/highlights/${tenantB().packageId}/clips`,
    }),
    'GET /highlights/v1/highlights/{id}/lists': () => ({
      method: 'GET',
      url: `/highlights/v1/highlights/${tenantB().packageId}/lists?name=batter`,
    }),
    'POST /highlights/v1/highlights/games/{assetId}/build': () => ({
      method: 'POST',
      url: `/highlights/v1/highlights/games/${tenantB().asset.id}/build`,
    }),
    'POST /highlights/v1/highlights/{id}/build': () => ({
      method: 'POST',
      url: `/highlights/v1/highlights/${tenantB().packageId}/build`,
    }),
    'PUT /highlights/v1/highlights/{id}/review': () => ({
      method: 'PUT',
      url: `/highlights/v1/highlights/${tenantB().packageId}/review`,
      body: { version: 1, clips: [] },
    }),
    'PUT /middleware/placements/content/{id}': () => ({
      method: 'PUT',
      url: `/middleware/placements/content/${tenantB().groupId}`,
      body: { title: 'Taken', placements: ['cricket'], playlists: [], status: 'draft', version: 1 },
    }),
    'DELETE /middleware/placements/content/{id}': () => ({
      method: 'DELETE',
      url: `/middleware/placements/content/${tenantB().groupId}`,
    }),
    'GET /middleware/placements/locations/{location}': () => ({
      method: 'GET',
      url: `/middleware/placements/locations/${tenantB().location}`,
    }),
    'PUT /middleware/placements/locations/{location}': () => ({
      method: 'PUT',
      url: `/middleware/placements/locations/${tenantB().location}`,
      body: { featured: [], carousels: [], version: 1 },
    }),
    'GET /middleware/placements/public/{location}': () => ({
      method: 'GET',
      url: `/middleware/placements/public/${tenantB().location}`,
    }),
    'GET /middleware/playback/thumbnail/{assetId}': () => ({
      method: 'GET',
      url: `/middleware/playback/thumbnail/${tenantB().asset.id}`,
    }),
  };
  return cases;
}
