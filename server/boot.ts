import { DatabaseKeyRing } from './identity/signing-keys';
import { Metrics } from './observability/metrics';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import type { ServerConfig } from './config';
import type { ServerContext } from './context';
import { openDatabase } from './db/database';
import { migrate } from './db/migrate';
import { createAuthenticator } from './http/auth';
import { MembershipCache } from './identity/membership-cache';
import { PartnerSiteRegister } from './embedding/register';
import { logMailer, type Mailer } from './identity/mailer';
import type { MediaProfile } from './media/catalogue';
import { Ffmpeg, locateFfmpeg } from './media/ffmpeg';
import { findFont, MediaFiles, type Progress } from './media/media-files';
import { LocalDirectoryStorage } from './media/storage';
import { S3MediaStorage } from './media/s3-storage';
import { SearchEngine } from './search/engine';
import { seedDatabase, type SeedProfile } from './seed/seed';
import { openJobQueue } from './jobs/queue';
import { jobCounts } from './jobs/repository';
import { DEFAULT_EXPORT_JOBS, ExportWorker } from './exports/worker';
import { RENDERERS } from './exports/renderers/renderers';
import { exportFileUrl, exportMediaUrl } from './exports/links';
import { S3Archive } from './exports/renderers/archive';
import { DEFAULT_HIGHLIGHT_JOBS, HighlightWorker } from './highlights/worker';
import { DEFAULT_INGEST_JOBS, DEFAULT_UPLOAD_IDLE_HOURS, IngestWorker } from './ingest/worker';
import { maxUploadBytesOf, UploadServer } from './ingest/uploads';
import { DEFAULT_UPLOAD_LIMITS } from './ingest/admission';
import { locateFfprobe } from './ingest/probe';
import { SERVICE_PREFIXES } from './http/services';
import { followSearchChanges } from './search/follower';
import { SearchAssignment } from './search/cluster';
import { allTenantIds } from './identity/repository';
import {
  DEFAULT_SNAPSHOT_EVERY_MS,
  DEFAULT_SNAPSHOT_MIN_CLIPS,
  IndexSnapshots,
} from './search/snapshots';
import { oldestWaitingSeconds } from './search/change-log/repository';
import { countThreads, defaultCountThreads } from './search/index/count-threads';
import { askingHolder } from './highlights/cluster-routes';

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
  app: FastifyInstance;
  ctx: ServerContext;
  close(): Promise<void>;
}

/**
 * Opens the database, migrates it, makes missing seed media, seeds missing data and builds
 * the app. Each step reports progress; a step with nothing to do costs next to nothing.
 */
export async function bootServer(
  config: ServerConfig,
  options: BootOptions,
): Promise<BootedServer> {
  const { progress } = options;
  const db = await openDatabase({
    ...(config.databaseUrl ? { url: config.databaseUrl } : {}),
    ...(config.pgliteDir ? { dataDir: config.pgliteDir } : {}),
    ...(config.databaseSchema ? { schema: config.databaseSchema } : {}),
    ...(options.databaseDump ? { dump: options.databaseDump } : {}),
  });
  try {
    const applied = await migrate(db);
    progress(
      `database ready (${db.kind}${applied.length ? `, applied ${applied.join(', ')}` : ''})`,
    );
    const ffmpegBinary = await locateFfmpeg();
    const ffmpeg = new Ffmpeg(ffmpegBinary.path);
    const objectStore = config.mediaStorage ? new S3MediaStorage(config.mediaStorage) : null;
    const media = new MediaFiles(
      objectStore?.within('media/') ?? new LocalDirectoryStorage(config.mediaDir),
      ffmpeg,
      config.cacheDir,
      { fontFile: await findFont() },
    );
    const made = await media.ensureSeedMedia(db, options.media, progress);
    progress(
      made ? `made ${made} media files with ffmpeg (${ffmpegBinary.source})` : 'media ready',
    );
    await seedDatabase(db, options.seed, progress);
    const keys = new DatabaseKeyRing(db, {
      initial: config.secret,
      accessTokenTtlSeconds: config.accessTokenTtlSeconds,
      ...(config.signingKeyRotateAfterSeconds
        ? { rotateAfterSeconds: config.signingKeyRotateAfterSeconds }
        : {}),
    });
    await keys.load();
    const tokens = {
      keys,
      accessTokenTtlSeconds: config.accessTokenTtlSeconds,
      refreshTokenTtlSeconds: config.refreshTokenTtlSeconds,
    };
    const exportFiles =
      objectStore?.within('exports/') ??
      new LocalDirectoryStorage(config.exportsDir ?? path.join(config.dataDir, 'exports'));
    // Jobs beside the data: a server on its own schema has its own queue too.
    const jobSchema = config.databaseSchema ? `${config.databaseSchema}_jobs` : 'pgboss';
    const boss = await openJobQueue(db, { schema: jobSchema });
    const metrics = new Metrics();
    metrics.gauge('vs_jobs', 'Jobs in the queue, by queue and state.', async () =>
      (await jobCounts(db, jobSchema)).map((row) => ({
        labels: { queue: row.name, state: row.state },
        value: row.n,
      })),
    );
    const timeJob = metrics.timeJob.bind(metrics);
    const mailer = options.mailer ?? logMailer(console);
    const archive = config.s3 ? new S3Archive(config.s3) : null;
    const worker = new ExportWorker({
      db,
      boss,
      files: exportFiles,
      sources: media.storage,
      mediaUrl: (row, assetId, file) => exportMediaUrl(config, row, assetId, file),
      fileUrl: (row, index, name) => exportFileUrl(config, row, index, name),
      ffmpeg: ffmpegBinary.path,
      ...(config.exportEncoding ? { encoding: config.exportEncoding } : {}),
      fontFile: await findFont(),
      renderers: RENDERERS,
      deliveries: {
        archive,
        mailer,
        ...(config.mediaConvertRole ? { mediaConvertRole: config.mediaConvertRole } : {}),
      },
      settings: { ...DEFAULT_EXPORT_JOBS, ...config.exportJobs },
      log: (message) => progress(message),
      timeJob,
    });
    const snapshots =
      config.searchSnapshots === false
        ? null
        : new IndexSnapshots(
            db,
            {
              directory: path.join(config.dataDir, 'search-index'),
              minClips: DEFAULT_SNAPSHOT_MIN_CLIPS,
              everyMs: DEFAULT_SNAPSHOT_EVERY_MS,
              ...config.searchSnapshots,
            },
            (message) => progress(message),
          );
    countThreads.setThreads(config.searchThreads ?? defaultCountThreads());
    const search = new SearchEngine(
      db,
      undefined,
      (tenantId, changes) => {
        const now = Date.now();
        for (const change of changes)
          metrics.searchChanges.observe(
            { tenant: tenantId },
            (now - change.madeAt.getTime()) / 1000,
          );
      },
      snapshots,
    );
    metrics.gauge(
      'vs_search_index_lag_seconds',
      'How long the oldest search change this process’s index has not applied has waited.',
      async () =>
        Promise.all(
          search.tenantIds().map(async (tenantId) => ({
            labels: { tenant: tenantId },
            value: await oldestWaitingSeconds(
              db,
              tenantId,
              (await search.tenant(tenantId)).appliedSeq,
            ),
          })),
        ),
    );
    metrics.gauge(
      'vs_search_index_clips',
      'Clips in the search indexes this process holds ready, by tenant.',
      async () =>
        Promise.all(
          search.readyTenantIds().map(async (tenantId) => ({
            labels: { tenant: tenantId },
            value: (await search.tenant(tenantId)).index.size,
          })),
        ),
    );

    const assignment = config.searchAssignment
      ? new SearchAssignment(
          db,
          search,
          config.searchAssignment,
          () => allTenantIds(db),
          (message) => progress(message),
        )
      : null;
    metrics.gauge('vs_process_resident_bytes', 'This process’s resident memory.', async () => [
      { labels: {}, value: process.memoryUsage.rss() },
    ]);
    if (assignment)
      metrics.gauge(
        'vs_search_index_assigned',
        'Tenants whose search index the cluster assigns to this process (1 each): once every one is held, the assignment has settled.',
        async () => assignment.assignedHere().map((tenant) => ({ labels: { tenant }, value: 1 })),
      );
    const highlights = new HighlightWorker({
      db,
      boss,
      search,
      mailer,
      settings: { ...DEFAULT_HIGHLIGHT_JOBS, ...config.highlightJobs },
      log: (message) => progress(message),
      timeJob,
      ...(assignment ? { askHolder: askingHolder(assignment, config.secret) } : {}),
    });
    const ffprobe = await locateFfprobe(ffmpegBinary.path);
    const uploadsDir = config.uploadsDir ?? path.join(config.dataDir, 'uploads');
    const ingest = new IngestWorker({
      db,
      boss,
      storage: media.storage,
      sourcePath: (row) => path.join(uploadsDir, row.upload_id ?? ''),
      bringSource: (uploadId, file, signal) => uploads.bringSource(uploadId, file, signal),
      releaseSource: (file) => uploads.releaseSource(file),
      // Read at each fetch: an operator's setting, as the import route reads it too.
      fetchPolicy: () => ({ allowPrivate: config.allowPrivateImports ?? false }),
      maxBytes: (tenantId) => maxUploadBytesOf(tenantId, config.maxUploadBytes),
      bucketClient: (region) => archive?.client(region) ?? null,
      ffmpeg: ffmpegBinary.path,
      ffprobe,
      probes: ffmpeg,
      segmentSeconds: options.media.segmentSeconds,
      ...(config.ingestPreset ? { preset: config.ingestPreset } : {}),
      ...(config.ingestReadRate ? { readRate: config.ingestReadRate } : {}),
      settings: { ...DEFAULT_INGEST_JOBS, ...config.ingestJobs },
      uploadIdleSeconds: config.uploadIdleSeconds ?? DEFAULT_UPLOAD_IDLE_HOURS * 3600,
      removeUpload: (uploadId) => uploads.removeSource(uploadId),
      scratchDir: path.join(config.dataDir, 'scratch', 'ingest'),
      log: (message) => progress(message),
      timeJob,
    });
    const uploads: UploadServer = new UploadServer({
      db,
      path: `${SERVICE_PREFIXES.asset}/v3/upload`,
      directory: uploadsDir,
      ...(config.uploadsBucket ? { bucket: config.uploadsBucket } : {}),
      maxBytes: (tenantId) => maxUploadBytesOf(tenantId, config.maxUploadBytes),
      limits: { ...DEFAULT_UPLOAD_LIMITS, ...config.uploadLimits },
      enqueue: (tx, key) => ingest.enqueue(tx, key),
      cancel: (key, jobId) => ingest.cancel(key, jobId),
      log: (message) => progress(message),
    });
    const memberships = new MembershipCache(db);
    const sites = new PartnerSiteRegister(db);
    const ctx: ServerContext = {
      db,
      config,
      tokens,
      auth: createAuthenticator(db, tokens, memberships),
      media,
      mailer,
      search,
      assignment,
      exports: { worker, files: exportFiles, archive },
      highlights: { worker: highlights },
      ingest: { uploads, worker: ingest },
      metrics,
      sites,
    };
    // Read before the app answers: a registered site's first call is not refused.
    const stopFollowingSites = await sites.follow(db);
    const app = await buildApp(ctx);
    await worker.start();
    await highlights.start();
    await ingest.start();
    const following = await followSearchChanges(db, search, config.searchFollow);
    const stopHearingMemberships = await memberships.follow(db);
    return {
      app,
      ctx,
      async close() {
        await assignment?.stop();
        await app.close();
        await following.stop();
        await stopHearingMemberships();
        await stopFollowingSites();
        // Runs of this process go back to the queue, for the next process to take.
        await worker.stop();
        await highlights.stop();
        await ingest.stop();
        await search.close();
        await boss.stop({ graceful: true, wait: true, timeout: 10_000 });
        archive?.close();
        await db.close();
      },
    };
  } catch (error) {
    await db.close();
    throw error;
  }
}
