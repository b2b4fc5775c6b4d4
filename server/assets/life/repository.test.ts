import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../db/database';
import { migrate } from '../../db/migrate';
import { createVideoAsset, moveAsset, type AssetKey, type AssetMove } from './repository';

describe('an asset’s life', () => {
  let db: Database;
  // A fresh database and its migrations: seconds on a busy machine.
  beforeAll(async () => {
    db = await openDatabase({});
    await migrate(db);
    await db.query(
      `INSERT INTO tenants (id, tenant_key, name, family, environment)
       VALUES ('t1', 'one', 'One', 'cricket', 'production')`,
    );
  }, 60_000);
  afterAll(async () => db?.close());

  let made = 0;
  const newAsset = async (status: 'uploading' | 'queued'): Promise<AssetKey> => {
    const key = { tenantId: 't1', assetId: `a${++made}` };
    await createVideoAsset(db, {
      ...key,
      mediaKey: `m${made}`,
      title: 'Final',
      matchDate: null,
      status,
    });
    return key;
  };
  const statusOf = async (key: AssetKey) =>
    (
      await db.query<{ status: string }>(
        'SELECT status FROM assets WHERE tenant_id = $1 AND id = $2',
        [key.tenantId, key.assetId],
      )
    )[0]?.status;
  /** Makes each move in turn; answers what each did and the status it ended in. */
  const walk = async (key: AssetKey, moves: AssetMove[]) => {
    const done = [];
    for (const move of moves) done.push(`${move}:${await moveAsset(db, key, move)}`);
    return [...done, await statusOf(key)];
  };

  it('goes from an upload to ready, and is searchable once ready', async () => {
    const key = await newAsset('uploading');
    const changes = async () =>
      (
        await db.query('SELECT 1 FROM search_changes WHERE tenant_id = $1 AND asset_id = $2', [
          key.tenantId,
          key.assetId,
        ])
      ).length;
    expect(await walk(key, ['uploaded', 'started'])).toEqual([
      'uploaded:true',
      'started:true',
      'processing',
    ]);
    expect(await changes()).toBe(0);
    expect(await walk(key, ['finished'])).toEqual(['finished:true', 'ready']);
    expect(await changes()).toBe(1);
  });

  it('makes no move from a status it does not start from', async () => {
    const ready = await newAsset('queued');
    await walk(ready, ['started', 'finished']);
    expect(await walk(ready, ['cancelled', 'expired', 'requeued', 'failed', 'uploaded'])).toEqual([
      'cancelled:false',
      'expired:false',
      'requeued:false',
      'failed:false',
      'uploaded:false',
      'ready',
    ]);
    // A queued file (fetched from an address) never expired as an idle upload.
    expect(await walk(await newAsset('queued'), ['expired', 'finished'])).toEqual([
      'expired:false',
      'finished:false',
      'queued',
    ]);
  });

  it('is cancelled, expired and tried again only where a person or the tidy may', async () => {
    expect(await walk(await newAsset('uploading'), ['expired', 'requeued'])).toEqual([
      'expired:true',
      'requeued:true',
      'queued',
    ]);
    const failing = await newAsset('queued');
    expect(await walk(failing, ['started', 'retrying', 'started', 'failed'])).toEqual([
      'started:true',
      'retrying:true',
      'started:true',
      'failed:true',
      'failed',
    ]);
    expect(await walk(failing, ['cancelled', 'requeued', 'cancelled'])).toEqual([
      'cancelled:false',
      'requeued:true',
      'cancelled:true',
      'cancelled',
    ]);
  });
});
