import { randomUUID } from 'node:crypto';
import { KEY_POWER_NAMES, type KeyPower } from '../../src/core/api/contract';
import { tenants, type TenantIdentity } from '../../src/tenants';
import type { Database, Queryable } from '../db/database';
import { hashPassword } from '../identity/passwords';
import type { Progress } from '../media/media-files';
import { DEMO_PASSWORD, demoAccounts } from './accounts';
import { insertAssets, insertClips } from './clips';
import { tenantBumpers, tenantContent, type MediaSummary } from './content';
import { seedPlaylists } from './playlists';
import { SeededRandom } from './random';

export interface SeedProfile {
  assetsPerTenant: number;
  clipsPerAsset: number;
}

export const DEMO_SEED: SeedProfile = { assetsPerTenant: 8, clipsPerAsset: 40 };
export const TEST_SEED: SeedProfile = { assetsPerTenant: 3, clipsPerAsset: 8 };

/** Bump when the seeded data changes shape, so that existing databases are topped up. */
/** 3: assets released to the public (migration 012). */
const SEED_VERSION = 3;

/**
 * A tenant's API keys: its public deployment key (free, rate-limited), and a service key for
 * the demo's own machines (the benchmarks' live feed, an integrator's upload) that may do all.
 */
export function tenantApiKeys(
  tenant: TenantIdentity,
): Array<{ value: string; free: boolean; label: string; powers: KeyPower[] }> {
  const random = new SeededRandom(`keys:${tenant.key}`);
  return [
    { value: `vs_free_${random.hex(24)}`, free: true, label: 'Public site', powers: [] },
    {
      value: `vs_live_${random.hex(32)}`,
      free: false,
      label: 'Platform',
      powers: [...KEY_POWER_NAMES],
    },
  ];
}

async function seedTenants(tx: Queryable): Promise<void> {
  for (const tenant of tenants) {
    await tx.query(
      `INSERT INTO tenants (id, tenant_key, name, family, environment)
       VALUES ($1, $2, $3, $4, 'production') ON CONFLICT (id) DO NOTHING`,
      [tenant.tenantId.production, tenant.key, tenant.name, tenant.family],
    );
    for (const [position, key] of tenantApiKeys(tenant).entries()) {
      await tx.query(
        `INSERT INTO tenant_api_keys (value, tenant_id, free, position, label, powers)
         VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (value) DO NOTHING`,
        [key.value, tenant.tenantId.production, key.free, position, key.label, key.powers],
      );
    }
  }
}

async function seedAccounts(tx: Queryable): Promise<void> {
  const byKey = new Map(tenants.map((t) => [t.key, t.tenantId.production]));
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  for (const account of demoAccounts(tenants.map((t) => t.key))) {
    const [row] = await tx.query<{ id: string }>(
      `INSERT INTO users (id, email, first_name, last_name, password_hash)
       VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT ((lower(email))) DO UPDATE SET email = EXCLUDED.email RETURNING id`,
      [randomUUID(), account.email, account.firstName, account.lastName, passwordHash],
    );
    for (const m of account.memberships) {
      await tx.query(
        `INSERT INTO memberships (tenant_id, user_id, roles, deactivated)
         VALUES ($1, $2, $3, $4) ON CONFLICT (tenant_id, user_id) DO NOTHING`,
        [byKey.get(m.tenant), row!.id, m.roles, m.deactivated ?? false],
      );
    }
  }
}

async function seededVersion(db: Queryable, name: string): Promise<number> {
  const [row] = await db.query<{ version: number }>(
    'SELECT version FROM seed_runs WHERE name = $1',
    [name],
  );
  return row?.version ?? 0;
}

/**
 * Seeds every tenant, the demo accounts, API keys, and each tenant's assets, clips and
 * bumpers over the media the server has. Deterministic and idempotent: a later start
 * finds it done and returns at once; an interrupted run is completed by the next.
 */
export async function seedDatabase(
  db: Database,
  profile: SeedProfile,
  progress: Progress,
): Promise<boolean> {
  const seeded = await seededVersion(db, 'demo');
  if (seeded >= SEED_VERSION) return false;
  await db.transaction(async (tx) => {
    await seedTenants(tx);
    await seedAccounts(tx);
  });
  progress(`seeded ${tenants.length} tenants and the demo accounts`);
  const media = await db.query<MediaSummary>('SELECT key, kind, duration FROM media ORDER BY key');
  let clipCount = 0;
  for (const tenant of tenants) {
    const items = [
      ...tenantContent(tenant, media, {
        namespace: 'demo',
        assets: profile.assetsPerTenant,
        clipsPerAsset: profile.clipsPerAsset,
      }),
      ...tenantBumpers(tenant, media),
    ];
    await db.transaction(async (tx) => {
      await insertAssets(
        tx,
        items.map((i) => i.asset),
        { release: seeded > 0 && seeded < 3 },
      );
      await insertClips(
        tx,
        items.flatMap((i) => i.clips),
      );
      await seedPlaylists(tx, tenant, items);
    });
    clipCount += items.reduce((sum, i) => sum + i.clips.length, 0);
  }
  await db.query(
    `INSERT INTO seed_runs (name, version, details) VALUES ('demo', $1, $2)
     ON CONFLICT (name) DO UPDATE SET version = EXCLUDED.version, details = EXCLUDED.details,
       finished_at = now()`,
    [SEED_VERSION, JSON.stringify({ clips: clipCount, profile })],
  );
  // PGlite has no autovacuum: without statistics the planner scans where it should seek.
  await db.exec('ANALYZE');
  progress(`seeded ${clipCount} clips across ${tenants.length} tenants`);
  return true;
}
