import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../server/db/database';
import { migrate } from '../../server/db/migrate';
import { TEST_MEDIA } from '../../server/media/catalogue';
import { Ffmpeg, locateFfmpeg } from '../../server/media/ffmpeg';
import { findFont, MediaLibrary } from '../../server/media/library';
import { LocalDirectoryStorage } from '../../server/media/storage';

declare module 'vitest' {
  export interface ProvidedContext {
    mediaDir: string;
  }
}

/** Makes the small test media once per machine (kept between runs) and shares its folder. */
export async function setup(project: TestProject): Promise<void> {
  const mediaDir = path.join(os.tmpdir(), 'vs-test-media-v1');
  const db = await openDatabase({});
  try {
    await migrate(db);
    const library = new MediaLibrary(
      new LocalDirectoryStorage(mediaDir),
      new Ffmpeg((await locateFfmpeg()).path),
      path.join(mediaDir, '.cache'),
      { fontFile: await findFont() },
    );
    await library.ensureSeedMedia(db, TEST_MEDIA, () => undefined);
  } finally {
    await db.close();
  }
  project.provide('mediaDir', mediaDir);
}
