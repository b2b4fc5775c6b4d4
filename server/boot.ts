import type { FastifyInstance } from 'fastify';
import { createApp } from './app';
import type { ServerConfig } from './config';
import { databasePlugin } from './db/plugin';
import { observabilityPlugin } from './observability/plugin';
import { healthPlugin } from './observability/health';
import { mediaPlugin } from './media/plugin';
import type { MediaProfile } from './media/catalogue';
import type { Progress } from './media/media-files';
import { seedPlugin } from './seed/plugin';
import type { SeedProfile } from './seed/seed';
import { jobsPlugin } from './jobs/plugin';
import { apiPlugin } from './http/api';
import { identityPlugin } from './identity/plugin';
import type { Mailer } from './identity/mailer';
import { embeddingPlugin } from './embedding/plugin';
import { webhooksPlugin } from './webhooks/plugin';
import { searchPlugin } from './search/plugin';
import { highlightsPlugin } from './highlights/plugin';
import { ingestPlugin } from './ingest/plugin';
import { livePlugin } from './live/plugin';
import { assetsPlugin } from './assets/plugin';
import { matchDataPlugin } from './match-data/plugin';
import { playlistsPlugin } from './playlists/plugin';
import { playbackPlugin } from './playback/plugin';
import { reviewsPlugin } from './reviews/plugin';
import { rightsPlugin } from './rights/plugin';
import { thumbnailsPlugin } from './thumbnails/plugin';
import { tapePlugin } from './tape/plugin';
import { publishingPlugin } from './publishing/plugin';
import { exportsPlugin } from './exports/plugin';
import { webPlugin } from './web';

export interface BootOptions {
  media: MediaProfile;
  /** Defaults to writing mail to the log. */
  mailer?: Mailer;
  seed: SeedProfile;
  progress: Progress;
  /**
   * The embedded database starts from this dump (`Database.dump`), already migrated
   * and seeded, rather than empty (in memory, or in a data folder with no database yet): tests
   * boot many servers from one.
   */
  databaseDump?: Blob;
}

export interface BootedServer {
  /** The server; its features' parts are its decorations (`app.db`, `app.searchEngine`…). */
  app: FastifyInstance;
  /** Stops answering, lets each feature stop its work (in the reverse order of the list). */
  close(): Promise<void>;
}

/**
 * The server as an ordered list of plugins, each a feature that owns its settings, parts,
 * routes, loops and metrics (docs/architecture.md "Server plugins"). A feature comes after
 * the ones it declares it depends on; Fastify closes them in reverse order. Each step
 * reports progress; a step with nothing to do costs next to nothing.
 */
export async function bootServer(
  config: ServerConfig,
  options: BootOptions,
): Promise<BootedServer> {
  const { progress } = options;
  const app = await createApp(config);
  const withConfig = { config, progress };
  try {
    await app.register(observabilityPlugin, { config });
    await app.register(databasePlugin, { ...withConfig, dump: options.databaseDump });
    await app.register(mediaPlugin, { config });
    await app.register(seedPlugin, { media: options.media, seed: options.seed, progress });
    await app.register(jobsPlugin, { config });
    await app.register(apiPlugin);
    await app.register(identityPlugin, {
      config,
      ...(options.mailer ? { mailer: options.mailer } : {}),
    });
    await app.register(embeddingPlugin);
    await app.register(webhooksPlugin, withConfig);
    await app.register(searchPlugin, withConfig);
    await app.register(highlightsPlugin, withConfig);
    await app.register(assetsPlugin);
    await app.register(ingestPlugin, { ...withConfig, media: options.media });
    await app.register(livePlugin, { ...withConfig, media: options.media });
    await app.register(matchDataPlugin);
    await app.register(playlistsPlugin);
    await app.register(playbackPlugin);
    await app.register(rightsPlugin);
    await app.register(reviewsPlugin, { config });
    await app.register(thumbnailsPlugin);
    await app.register(tapePlugin);
    await app.register(publishingPlugin);
    await app.register(exportsPlugin, withConfig);
    await app.register(healthPlugin);
    await app.register(webPlugin, { config });
    await app.ready();
  } catch (error) {
    await app.close().catch(() => undefined);
    throw error;
  }
  return { app, close: () => app.close() };
}
