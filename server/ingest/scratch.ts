import { mkdir, readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Queryable } from '../db/database';
import { heldIngestRuns } from './repository';

/** A run's id is a UUID: the last 36 characters of its work folder's name. */
const RUN_ID_LENGTH = 36;

/** Makes the folder a run works in, under the data folder: named by its asset and its run. */
export async function makeWorkFolder(
  scratchDir: string,
  assetId: string,
  runId: string,
): Promise<string> {
  const folder = path.join(scratchDir, `${assetId}-${runId}`);
  await mkdir(folder, { recursive: true });
  return folder;
}

/**
 * Deletes the work folders of runs no process holds any more (a process killed mid-run, whose
 * run was since handed back); those of runs alive anywhere stay.
 */
export async function sweepScratch(
  db: Queryable,
  scratchDir: string,
  log: (message: string) => void,
): Promise<void> {
  const folders = await readdir(scratchDir).catch(() => [] as string[]);
  if (folders.length === 0) return;
  const runOf = (folder: string) => folder.slice(-RUN_ID_LENGTH);
  const held = new Set(await heldIngestRuns(db, folders.map(runOf)));
  for (const folder of folders.filter((f) => !held.has(runOf(f)))) {
    await rm(path.join(scratchDir, folder), { recursive: true, force: true });
    log(`ingest: removed the work folder of a run that ended with its process (${folder})`);
  }
}
