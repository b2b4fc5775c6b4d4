import fp from 'fastify-plugin';
import type { MediaProfile } from '../media/catalogue';
import type { Progress } from '../media/media-files';
import { seedDatabase, type SeedProfile } from './seed';

export interface SeedPluginOptions {
  media: MediaProfile;
  seed: SeedProfile;
  progress: Progress;
}

/**
 * Makes the seed's missing media files and its missing data (tenants, people, clips): a step
 * with nothing to do costs next to nothing, so a restart finds everything in place.
 */
export const seedPlugin = fp<SeedPluginOptions>(
  async (app, { media, seed, progress }) => {
    const made = await app.media.ensureSeedMedia(app.db, media, progress);
    progress(
      made
        ? `made ${made} media files with ffmpeg (${app.mediaTools.ffmpegSource})`
        : 'media ready',
    );
    await seedDatabase(app.db, seed, progress);
  },
  { name: 'seed', dependencies: ['database', 'media'] },
);
