import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from './database';

describe('an embedded database started from a dump', () => {
  const folders: string[] = [];
  afterEach(async () => {
    for (const folder of folders.splice(0)) await rm(folder, { recursive: true, force: true });
  });

  it('fills an empty data folder from it, and keeps what the folder holds after that', async () => {
    const source = await openDatabase({});
    await source.exec(`CREATE TABLE kept (v text); INSERT INTO kept VALUES ('from the dump')`);
    const dump = await source.dump!();
    await source.close();

    const folder = await mkdtemp(path.join(os.tmpdir(), 'vs-db-dump-'));
    folders.push(folder);
    const first = await openDatabase({ dataDir: folder, dump });
    expect(await first.query('SELECT v FROM kept')).toEqual([{ v: 'from the dump' }]);
    await first.exec(`INSERT INTO kept VALUES ('written since')`);
    await first.close();

    // The folder holds a database now: the dump is not loaded over it.
    const again = await openDatabase({ dataDir: folder, dump });
    expect(await again.query('SELECT v FROM kept ORDER BY v')).toEqual([
      { v: 'from the dump' },
      { v: 'written since' },
    ]);
    await again.close();
  });
});
