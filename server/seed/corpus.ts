import type { TenantIdentity } from '../../src/tenants';
import { logSearchChange } from '../search/write';
import type { Database } from '../db/database';
import type { Progress } from '../media/media-files';
import { insertAssets, insertClips, type AssetRow, type ClipRow } from './clips';
import type { MediaSummary } from './content';
import { archiveContent } from './archive/content';

/** Which generator made a database's corpus: one of another is not added to. */
const CORPUS_SHAPE = 'archive 1';

export interface CorpusOptions {
  tenant: TenantIdentity;
  clips: number;
  clipsPerAsset: number;
  /** Clips written per transaction. */
  batch?: number;
}

/**
 * Adds a large deterministic corpus of clips to one tenant, over the media already there.
 * Idempotent: the same options add nothing the second time, a larger count adds the rest.
 * Returns the number of clips the tenant's corpus holds afterwards.
 */
export async function seedCorpus(
  db: Database,
  options: CorpusOptions,
  progress: Progress,
): Promise<number> {
  const { tenant, clips: total, clipsPerAsset } = options;
  const batchSize = options.batch ?? 5000;
  const [done] = await db.query<{
    details: { clips: number; clipsPerAsset: number; shape?: string };
  }>('SELECT details FROM seed_runs WHERE name = $1', [`corpus:${tenant.key}`]);
  if (done && done.details.shape !== CORPUS_SHAPE)
    throw new Error(
      `This database holds a corpus of ${tenant.key} made by an earlier generator; ` +
        'write this one into a new database (remove the folder a bench keeps it in).',
    );
  if (done && done.details.clips >= total && done.details.clipsPerAsset === clipsPerAsset) {
    progress(`corpus of ${done.details.clips} clips is there already`);
    return countClips(db, tenant);
  }
  const media = await db.query<MediaSummary>('SELECT key, kind, duration FROM media ORDER BY key');
  let written = 0;
  let assetBatch: AssetRow[] = [];
  let clipBatch: ClipRow[] = [];
  let nextReport = 0.1;
  const flush = async () => {
    if (clipBatch.length === 0 && assetBatch.length === 0) return;
    const [a, c] = [assetBatch, clipBatch];
    assetBatch = [];
    clipBatch = [];
    await db.transaction(async (tx) => {
      await insertAssets(tx, a);
      await insertClips(tx, c);
    });
  };
  for (const item of archiveContent(tenant, media, total, clipsPerAsset)) {
    const room = total - written;
    if (room <= 0) break;
    assetBatch.push(item.asset);
    const take = item.clips.slice(0, room);
    clipBatch.push(...take);
    written += take.length;
    if (clipBatch.length >= batchSize) await flush();
    if (written / total >= nextReport) {
      progress(`corpus ${written}/${total} clips`);
      nextReport += 0.1;
    }
  }
  await flush();
  await db.exec('ANALYZE');
  await db.transaction(async (tx) => {
    await tx.query(
      `INSERT INTO seed_runs (name, version, details) VALUES ($1, 1, $2)
       ON CONFLICT (name) DO UPDATE SET details = EXCLUDED.details, finished_at = now()`,
      [
        `corpus:${tenant.key}`,
        JSON.stringify({ clips: total, clipsPerAsset, shape: CORPUS_SHAPE }),
      ],
    );
    // Too many clips to name one by one: running servers build this tenant's index anew.
    await logSearchChange(tx, tenant.tenantId.production, { kind: 'rebuild' });
  });
  return countClips(db, tenant);
}

async function countClips(db: Database, tenant: TenantIdentity): Promise<number> {
  const [count] = await db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM clips WHERE tenant_id = $1',
    [tenant.tenantId.production],
  );
  return count?.n ?? 0;
}
