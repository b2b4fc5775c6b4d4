import { rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { Ffmpeg, locateFfmpeg } from '../../server/media/ffmpeg';
import { findFont, MediaFiles } from '../../server/media/media-files';
import { LocalDirectoryStorage } from '../../server/media/storage';
import { shareChromiumPerWorker } from '../browser/browser';
import { dropPostgresDatabase, makePgliteDump, makePostgresTemplate } from './database-template';
import { bundlePrograms } from './programs-bundle';

declare module 'vitest' {
  export interface ProvidedContext {
    mediaDir: string;
    /** A tar of a migrated, seeded PGlite, for test servers to start from. */
    pgliteDump: string;
    /** The migrated, seeded template database on DATABASE_URL's server, or '' without one. */
    postgresTemplate: string;
  }
}

/**
 * Makes the small test media once per machine (kept between runs, made as the PGlite dump
 * is) and shares its folder, and migrates and seeds the databases test servers start from
 * (`database-template.ts`), has each worker keep one Chromium (test/browser/browser.ts), and
 * bundles the programs tests start in processes of their own (`programs-bundle.ts`).
 */
export async function setup(project: TestProject): Promise<() => Promise<void>> {
  const mediaDir = path.join(os.tmpdir(), 'vs-test-media-v1');
  const media = new MediaFiles(
    new LocalDirectoryStorage(mediaDir),
    new Ffmpeg((await locateFfmpeg()).path),
    path.join(mediaDir, '.cache'),
    { fontFile: await findFont() },
  );
  const dumpFile = path.join(os.tmpdir(), `vs-test-pglite-${process.pid}.tar`);
  await writeFile(dumpFile, Buffer.from(await (await makePgliteDump(media)).arrayBuffer()));
  const url = process.env.DATABASE_URL;
  const template = url ? await makePostgresTemplate(url, media) : '';
  project.provide('mediaDir', mediaDir);
  project.provide('pgliteDump', dumpFile);
  project.provide('postgresTemplate', template);
  shareChromiumPerWorker();
  const programs = await bundlePrograms();
  process.env.VS_PROGRAMS_BUNDLE = programs.dir;
  return async () => {
    await programs.remove();
    await rm(dumpFile, { force: true });
    if (url && template) await dropPostgresDatabase(url, template);
  };
}
