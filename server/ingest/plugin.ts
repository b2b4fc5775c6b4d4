import path from 'node:path';
import fp from 'fastify-plugin';
import type { PlatformSettings } from '../platform-settings';
import { SERVICE_PREFIXES } from '../http/services';
import type { MediaProfile } from '../media/catalogue';
import type { Progress } from '../media/media-files';
import { DEFAULT_UPLOAD_LIMITS } from './admission';
import { ingestRoutes } from './routes';
import { stopIngestOf } from './service';
import type { IngestSettings } from './settings';
import { maxUploadBytesOf, UploadServer } from './uploads';
import { DEFAULT_INGEST_JOBS, DEFAULT_UPLOAD_IDLE_HOURS, IngestWorker } from './worker';

declare module 'fastify' {
  interface FastifyInstance {
    /** Uploads of a tenant's own footage, and the jobs that make them playable. */
    ingest: { uploads: UploadServer; worker: IngestWorker };
  }
}

export interface IngestPluginOptions {
  config: IngestSettings & Pick<PlatformSettings, 'dataDir'>;
  /** The ladder's segment length, as the seed media's. */
  media: MediaProfile;
  progress: Progress;
}

/** Footage in (docs/ingest.md): resumable uploads, address imports, and the ingest jobs. */
export const ingestPlugin = fp<IngestPluginOptions>(
  async (app, { config, media, progress }) => {
    const { db, boss, mediaTools, s3 } = app;
    const uploadsDir = config.uploadsDir ?? path.join(config.dataDir, 'uploads');
    const maxBytes = (tenantId: string) => maxUploadBytesOf(tenantId, config.maxUploadBytes);
    const worker: IngestWorker = new IngestWorker({
      db,
      boss,
      storage: app.media.storage,
      sourcePath: (row) => path.join(uploadsDir, row.upload_id ?? ''),
      bringSource: (uploadId, file, signal) => uploads.bringSource(uploadId, file, signal),
      releaseSource: (file) => uploads.releaseSource(file),
      // Read at each fetch: an operator's setting, as the import route reads it too.
      fetchPolicy: () => ({ allowPrivate: config.allowPrivateImports ?? false }),
      maxBytes,
      bucketClient: (region) => s3?.client(region) ?? null,
      ffmpeg: mediaTools.ffmpeg,
      ffprobe: mediaTools.ffprobe,
      probes: mediaTools.probes,
      segmentSeconds: media.segmentSeconds,
      ...(config.ingestPreset ? { preset: config.ingestPreset } : {}),
      ...(config.ingestReadRate ? { readRate: config.ingestReadRate } : {}),
      settings: { ...DEFAULT_INGEST_JOBS, ...config.ingestJobs },
      uploadIdleSeconds: config.uploadIdleSeconds ?? DEFAULT_UPLOAD_IDLE_HOURS * 3600,
      removeUpload: (uploadId) => uploads.removeSource(uploadId),
      scratchDir: path.join(config.dataDir, 'scratch', 'ingest'),
      log: progress,
      timeJob: app.metrics.timeJob.bind(app.metrics),
      announce: (tx, tenantId, type, data) => app.webhooks.announce(tx, tenantId, type, data),
    });
    const uploads: UploadServer = new UploadServer({
      db,
      path: `${SERVICE_PREFIXES.asset}/v3/upload`,
      directory: uploadsDir,
      ...(config.uploadsBucket ? { bucket: config.uploadsBucket } : {}),
      maxBytes,
      limits: { ...DEFAULT_UPLOAD_LIMITS, ...config.uploadLimits },
      enqueue: (tx, key) => worker.enqueue(tx, key),
      cancel: (key, jobId) => worker.cancel(key, jobId),
      log: progress,
    });
    app.decorate('ingest', { uploads, worker });
    // A deleted asset's ingest stops first; its upload goes once the asset has.
    app.assetDeletion.addStep(async (key) => {
      const uploadId = await stopIngestOf(app, key);
      return uploadId ? () => uploads.removeSource(uploadId) : null;
    });
    app.addHook('onReady', () => worker.start());
    app.addHook('onClose', () => worker.stop());
    await app.register(ingestRoutes, { prefix: SERVICE_PREFIXES.asset });
  },
  {
    name: 'ingest',
    dependencies: ['database', 'media', 'jobs', 'search', 'assets', 'api', 'webhooks'],
  },
);
