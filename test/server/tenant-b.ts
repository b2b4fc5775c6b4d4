import type { Asset, Page } from '../../src/core/api/contract';
import { tenantId, type TestServer } from './helpers';

/** Resources of tenant B (racing) that the isolation tests reach for from tenant A. */
export interface TenantB {
  asset: Asset;
  userId: string;
  clipId: string;
  playlistId: string;
  savedId: string;
  exportId: string;
  /** A highlight package, written directly: racing builds none itself. */
  packageId: string;
  keyId: string;
  /** A partner site it registered. */
  siteId: string;
  /** A change of clip metadata. */
  changeId: string;
  /** A published playlist group and the location it shows on, written directly. */
  groupId: string;
  location: string;
  /** An upload begun by one of its editors, and its asset. */
  uploadId: string;
  uploadAssetId: string;
  /** A webhook endpoint its administrator registered, and a delivery to it, written directly. */
  webhookEndpointId: string;
  webhookDeliveryId: string;
  /** A review link of its collection, and a reviewer's comment on it, written directly. */
  reviewLinkId: string;
  reviewCommentId: string;
}

/** Makes one of each of tenant B's resources, as its own people would. */
export async function makeTenantB(server: TestServer): Promise<TenantB> {
  const B = () => tenantId('racing');
  const racingPackageId = crypto.randomUUID();
  const racing = await server.signIn('editor.racing@vidsearch.example');
  const racingUserId = racing.userId;
  const racingAsset = (
    await server.call<Page<Asset>>('GET', '/asset/v3/asset?size=1', { token: racing.token })
  ).body.content[0]!;
  const racingClipId = (
    await server.call('POST', '/middleware/search/search', {
      token: racing.token,
      body: { pageSize: 1 },
    })
  ).body.results[0].id;
  const racingPlaylistId = (
    await server.call('POST', `/middleware/playlists/tenants/${B()}/users/me/playlists`, {
      token: racing.token,
      body: {
        title: `Racing reel ${racingAsset.title}`,
        visibility: 'public',
        clips: [{ offset: 0, duration: 2, asset_id: racingAsset.id, stash: '{}' }],
      },
    })
  ).body.id;
  const racingSavedId = (
    await server.call('POST', '/middleware/search/saved', {
      token: racing.token,
      body: { name: `Racing ${racingAsset.title}`, query: '*' },
    })
  ).body.id;
  const racingExportId = (
    await server.call('POST', `/middleware/publication/${B()}/export/video`, {
      token: racing.token,
      body: { playlistId: racingPlaylistId, fileName: `Racing ${racingAsset.title}` },
    })
  ).body.id;
  const [racingKey] = await server.booted.app.db.query<{ id: string }>(
    'SELECT id FROM tenant_api_keys WHERE tenant_id = $1 ORDER BY position LIMIT 1',
    [B()],
  );
  const racingKeyId = racingKey!.id;
  const racingAdmin = await server.signIn('admin@vidsearch.example', 'racing');
  const racingSiteId = (
    await server.call('POST', `/identity/v2/iam/tenant/${B()}/sites`, {
      token: racingAdmin.token,
      body: { origin: 'https://racing-partner.example' },
    })
  ).body.id;
  const racingChangeId = (
    await server.call('PUT', '/middleware/search/data', {
      token: racingAdmin.token,
      body: {
        clips: [
          {
            id: racingClipId.split('/')[0],
            assetId: racingAsset.id,
            offset: 0,
            duration: 2,
            payload: [{ category: 'horse', value: 'Isolated Runner' }],
          },
        ],
      },
    })
  ).body.changeId;
  await server.booted.app.db.query(
    `INSERT INTO highlight_packages (tenant_id, id, asset_id, rule, name, sort_mode, status)
     VALUES ($1, $2, $3, 'Racing rule', 'Racing package', 'startTime', 'ready')`,
    [B(), racingPackageId, racingAsset.id],
  );
  const racingGroupId = crypto.randomUUID();
  await server.booted.app.db.query(
    `INSERT INTO playlist_groups (tenant_id, id, title, placements, playlists, status, position, updated_by)
     VALUES ($1, $2, $3, '{hub-home}', $4::uuid[], 'published', 0, 'admin@vidsearch.example')`,
    [B(), racingGroupId, `Racing group ${racingAsset.title}`, [racingPlaylistId]],
  );
  await server.booted.app.db.query(
    `INSERT INTO placement_layouts (tenant_id, location, featured, version)
     VALUES ($1, 'hub-home', $2, 1)`,
    [
      B(),
      JSON.stringify([{ kind: 'group', ref: racingGroupId, window: { from: null, until: null } }]),
    ],
  );
  const webhookEndpointId = (
    await server.call('POST', '/middleware/webhooks/endpoints', {
      token: racingAdmin.token,
      body: { url: 'https://93.184.215.14/racing-hooks', events: ['asset.ready'] },
    })
  ).body.id;
  const webhookDeliveryId = `msg_${crypto.randomUUID().replaceAll('-', '')}`;
  await server.booted.app.db.query(
    `INSERT INTO webhook_deliveries (id, tenant_id, endpoint_id, type, payload, status)
     VALUES ($1, $2, $3, 'asset.ready', '{}', 'failed')`,
    [webhookDeliveryId, B(), webhookEndpointId],
  );
  const reviewLinkId = crypto.randomUUID();
  await server.booted.app.db.query(
    `INSERT INTO review_links (id, tenant_id, collection_id, title, items, created_by,
       created_by_email, created_by_name, expires_at, can_comment, can_decide)
     VALUES ($1, $2, $3, 'Racing review', '[]', $4, 'admin@vidsearch.example', 'Racing admin',
       now() + interval '1 day', true, true)`,
    [reviewLinkId, B(), racingPlaylistId, racingUserId],
  );
  const reviewCommentId = crypto.randomUUID();
  await server.booted.app.db.query(
    `INSERT INTO review_comments (id, tenant_id, link_id, item_index, asset_id, at_seconds,
       asset_seconds, body, author)
     VALUES ($1, $2, $3, 0, $4, 1, 1, 'Racing comment', 'A steward')`,
    [reviewCommentId, B(), reviewLinkId, racingAsset.id],
  );
  const upload = await fetch(`${server.url}/asset/v3/upload`, {
    method: 'POST',
    headers: {
      'tus-resumable': '1.0.0',
      authorization: `Bearer ${racing.token}`,
      'upload-length': '1000',
      'upload-metadata': `filename ${Buffer.from(`${racingAsset.title}.mp4`).toString('base64')}`,
    },
  });
  const uploadId = upload.headers.get('location')!.split('/').pop()!;
  const [uploaded] = await server.booted.app.db.query<{ asset_id: string }>(
    'SELECT asset_id FROM ingests WHERE upload_id = $1',
    [uploadId],
  );
  return {
    uploadId,
    uploadAssetId: uploaded!.asset_id,
    asset: racingAsset,
    userId: racingUserId,
    clipId: racingClipId,
    playlistId: racingPlaylistId,
    savedId: racingSavedId,
    exportId: racingExportId,
    packageId: racingPackageId,
    keyId: racingKeyId,
    siteId: racingSiteId,
    changeId: racingChangeId,
    groupId: racingGroupId,
    location: 'hub-home',
    webhookEndpointId,
    webhookDeliveryId,
    reviewLinkId,
    reviewCommentId,
  };
}
