import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from './database';

describe('an embedded database started from a snapshot', () => {
  const folders: string[] = [];
  afterEach(async () => {
    for (const folder of folders.splice(0)) await rm(folder, { recursive: true, force: true });
  });

  it('fills an empty data folder from it, and keeps what the folder holds after that', async () => {
    const source = await openDatabase({});
    await source.exec(`CREATE TABLE kept (v text); INSERT INTO kept VALUES ('from the snapshot')`);
    const snapshot = await source.snapshot!();
    await source.close();

    const folder = await mkdtemp(path.join(os.tmpdir(), 'vs-db-snapshot-'));
    folders.push(folder);
    const first = await openDatabase({ dataDir: folder, snapshot });
    expect(await first.query('SELECT v FROM kept')).toEqual([{ v: 'from the snapshot' }]);
    await first.exec(`INSERT INTO kept VALUES ('written since')`);
    await first.close();

    // The folder holds a database now: the snapshot is not loaded over it.
    const again = await openDatabase({ dataDir: folder, snapshot });
    expect(await again.query('SELECT v FROM kept ORDER BY v')).toEqual([
      { v: 'from the snapshot' },
      { v: 'written since' },
    ]);
    await again.close();
  });
});
