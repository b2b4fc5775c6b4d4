import { familyConfigs, type TenantIdentity } from '../../src/tenants';
import type { Queryable } from '../db/database';
import type { AssetRow, ClipRow } from './clips';
import { SeededRandom } from './random';

interface Plan {
  owner: string;
  title: string;
  description: string;
  visibility: 'private' | 'tenant' | 'public';
  clips: number;
  bumper: boolean;
}

const PLANS = (tenant: TenantIdentity): Plan[] => [
  {
    owner: `editor.${tenant.key}@vidsearch.example`,
    title: 'Weekend highlights reel',
    description: 'The best moments of the last round, with an opening bumper.',
    visibility: 'tenant',
    clips: 6,
    bumper: true,
  },
  {
    owner: `editor.${tenant.key}@vidsearch.example`,
    title: 'Scouting notes',
    description: 'Clips to review with the coaches.',
    visibility: 'private',
    clips: 4,
    bumper: false,
  },
  {
    owner: `editor.${tenant.key}@vidsearch.example`,
    title: 'Fan favourites',
    description: 'Most shared clips this season.',
    visibility: 'public',
    clips: 5,
    bumper: true,
  },
  {
    owner: 'admin@vidsearch.example',
    title: 'Broadcast package draft',
    description: 'For the Monday magazine show.',
    visibility: 'tenant',
    clips: 3,
    bumper: true,
  },
];

type Item = { asset: AssetRow; clips: ClipRow[] };

/** The search result an item was made from, as the client stores it (SPEC §3 stash). */
function stashOf(item: Item, clip: ClipRow): string {
  return JSON.stringify({
    id: clip.id,
    assetId: clip.asset_id,
    offset: clip.start_offset,
    duration: clip.duration,
    startTime: clip.start_time,
    endTime: clip.end_time,
    payload: clip.payload,
    assetTitle: item.asset.title,
    matchDate: item.asset.match_date,
  });
}

/** Demo collections of a tenant: deterministic, made of its own clips and bumpers. */
export async function seedPlaylists(
  tx: Queryable,
  tenant: TenantIdentity,
  items: Item[],
): Promise<number> {
  const random = new SeededRandom(`playlists:${tenant.key}`);
  const matches = items.filter((i) => i.asset.kind !== 'bumper' && i.clips.length > 0);
  // Only tenants that use bumpers get them in their collections (not an image library's).
  const bumpers = familyConfigs[tenant.family].ui.bumpers
    ? items.filter((i) => i.asset.kind === 'bumper')
    : [];
  if (matches.length === 0) return 0;
  let made = 0;
  const ids = new Map<string, string>();
  for (const [n, plan] of PLANS(tenant).entries()) {
    const [owner] = await tx.query<{ id: string }>(
      'SELECT id FROM users WHERE lower(email) = lower($1)',
      [plan.owner],
    );
    if (!owner) continue;
    const id = random.uuid();
    ids.set(plan.title, id);
    const updated = new Date(Date.UTC(2026, 9, 31 - n * 3, 9 + n, 15)).toISOString();
    const picks: Array<{ item: Item; clip: ClipRow }> = [];
    if (plan.bumper && bumpers.length > 0) {
      const item = random.pick(bumpers);
      picks.push({ item, clip: item.clips[0]! });
    }
    for (let i = 0; i < plan.clips; i++) {
      const item = random.pick(matches);
      picks.push({ item, clip: random.pick(item.clips) });
    }
    await tx.query(
      `INSERT INTO playlists (tenant_id, id, user_id, title, description, visibility, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $7) ON CONFLICT (tenant_id, id) DO NOTHING`,
      [
        tenant.tenantId.production,
        id,
        owner.id,
        plan.title,
        plan.description,
        plan.visibility,
        updated,
      ],
    );
    for (const [position, { item, clip }] of picks.entries()) {
      await tx.query(
        `INSERT INTO playlist_items (tenant_id, playlist_id, position, asset_id, start_offset, duration, stash)
         VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT DO NOTHING`,
        [
          tenant.tenantId.production,
          id,
          position,
          clip.asset_id,
          clip.start_offset,
          clip.duration,
          stashOf(item, clip),
        ],
      );
    }
    made += 1;
  }
  const published = PUBLISHED[tenant.key];
  const collection = published && ids.get(published.collection);
  if (published && collection) await seedPublishedGroup(tx, tenant, published, collection, random);
  return made;
}

/**
 * What a tenant's example partner page shows on a fresh database: the league's home page
 * (demo/partners/league-home.html) features one published group at its location. Other
 * tenants publish nothing until their administrators do.
 */
const PUBLISHED: Record<string, { location: string; title: string; collection: string }> = {
  'football-league': {
    location: 'football',
    title: 'This week in the league',
    collection: 'Fan favourites',
  },
};

async function seedPublishedGroup(
  tx: Queryable,
  tenant: TenantIdentity,
  published: (typeof PUBLISHED)[string],
  collectionId: string,
  random: SeededRandom,
): Promise<void> {
  const groupId = random.uuid();
  await tx.query(
    `INSERT INTO playlist_groups (tenant_id, id, title, placements, playlists, status, position, updated_by)
     VALUES ($1, $2, $3, $4, $5::uuid[], 'published', 0, 'admin@vidsearch.example')
     ON CONFLICT DO NOTHING`,
    [tenant.tenantId.production, groupId, published.title, [published.location], [collectionId]],
  );
  await tx.query(
    `INSERT INTO placement_layouts (tenant_id, location, featured, version) VALUES ($1, $2, $3, 1)
     ON CONFLICT DO NOTHING`,
    [
      tenant.tenantId.production,
      published.location,
      JSON.stringify([{ kind: 'group', ref: groupId, window: { from: null, until: null } }]),
    ],
  );
}
