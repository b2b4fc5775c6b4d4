import path from 'node:path';
import fp from 'fastify-plugin';
import type { PlatformSettings } from '../platform-settings';
import { SERVICE_PREFIXES } from '../http/services';
import type { Progress } from '../media/media-files';
import { LocalDirectoryStorage, type MediaStorage } from '../media/storage';
import { cartRoutes } from './cart-routes';
import { exportFileUrl, exportMediaUrl } from './links';
import { S3Archive } from './renderers/archive';
import { RENDERERS } from './renderers/renderers';
import { publicationRoutes } from './routes';
import type { ExportSettings } from './settings';
import { DEFAULT_EXPORT_JOBS, ExportWorker } from './worker';

declare module 'fastify' {
  interface FastifyInstance {
    /** Export jobs, where their finished files are kept, and the archive they deliver to. */
    exports: { worker: ExportWorker; files: MediaStorage; archive: S3Archive | null };
  }
}

/** Exports (SPEC §9): MP4, EDL and image collections, their jobs, files and deliveries. */
export const exportsPlugin = fp<{ config: ExportSettings & PlatformSettings; progress: Progress }>(
  async (app, { config, progress }) => {
    const files =
      app.objectStore?.within('exports/') ??
      new LocalDirectoryStorage(config.exportsDir ?? path.join(config.dataDir, 'exports'));
    const archive = app.s3 ? new S3Archive(app.s3) : null;
    const worker = new ExportWorker({
      db: app.db,
      boss: app.boss,
      files,
      sources: app.media.storage,
      mediaUrl: (row, assetId, file) => exportMediaUrl(config, row, assetId, file),
      fileUrl: (row, index, name) => exportFileUrl(config, row, index, name),
      ffmpeg: app.mediaTools.ffmpeg,
      ...(config.exportEncoding ? { encoding: config.exportEncoding } : {}),
      fontFile: app.mediaTools.fontFile,
      renderers: RENDERERS,
      deliveries: {
        archive,
        mailer: app.mailer,
        ...(config.mediaConvertRole ? { mediaConvertRole: config.mediaConvertRole } : {}),
      },
      settings: { ...DEFAULT_EXPORT_JOBS, ...config.exportJobs },
      log: progress,
      timeJob: app.metrics.timeJob.bind(app.metrics),
      announce: (tx, tenantId, type, data) => app.webhooks.announce(tx, tenantId, type, data),
    });
    app.decorate('exports', { worker, files, archive });
    app.addHook('onReady', () => worker.start());
    // Runs of this process go back to the queue, for the next process to take.
    app.addHook('onClose', () => worker.stop());

    await app.register(publicationRoutes, { prefix: SERVICE_PREFIXES.middleware });
    await app.register(cartRoutes);
  },
  {
    name: 'exports',
    dependencies: ['database', 'media', 'jobs', 'identity', 'api', 'webhooks', 'rights'],
  },
);
