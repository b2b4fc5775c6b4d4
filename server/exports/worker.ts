import { randomUUID } from 'node:crypto';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type PgBoss from 'pg-boss';
import { familyConfigs, tenantById } from '../../src/tenants';
import type { Database, Queryable } from '../db/database';
import type { MediaStorage } from '../media/storage';
import {
  abandonedRuns,
  beat,
  claimExport,
  clearFiles,
  expiredFiles,
  finishRun,
  type ExportRow,
  type StoredExportFile,
} from '../publication/repository';
import { loadExportClips } from './plan';
import type { Deliveries, Renderer, RenderJob } from './renderer';
import { exportOptionOf } from './options';
import { failureWords, isPermanent } from './failures';
import { MP4_ENCODING, type Mp4Encoding } from './mp4-command';

export const EXPORT_QUEUE = 'exports';

/** How export jobs run; the defaults suit a person waiting for their file. */
export interface ExportJobSettings {
  /** Renders one process runs at once. */
  concurrency: number;
  /** Runs an export gets before it fails for good. */
  maxAttempts: number;
  /** The wait before the first retry; each further retry waits about twice as long. */
  retryDelaySeconds: number;
  /** A run whose heartbeat is older than this is taken to have died with its process. */
  staleSeconds: number;
  /** How long finished files are kept before they are deleted. */
  keepSeconds: number;
  /** How often abandoned runs and expired files are looked for. */
  sweepSeconds: number;
}

export const DEFAULT_EXPORT_JOBS: ExportJobSettings = {
  concurrency: 2,
  maxAttempts: 3,
  retryDelaySeconds: 5,
  staleSeconds: 15,
  keepSeconds: 7 * 86_400,
  sweepSeconds: 5,
};

interface JobData {
  exportId: string;
}

/** Why a run stopped before its end, set as its abort signal's reason. */
class RunStopped extends Error {
  constructor(readonly why: 'cancelled' | 'lost' | 'shutdown') {
    super(why);
  }
}

export interface ExportWorkerDeps {
  db: Database;
  boss: PgBoss;
  /** Where finished files are kept. */
  files: MediaStorage;
  /** Where source media is read from. */
  sources: MediaStorage;
  mediaUrl(row: ExportRow, assetId: string, file?: string): string;
  /** A link to the export's own file at `index`, signed for as long as the export is kept. */
  fileUrl(row: ExportRow, index: number, name?: string): string;
  ffmpeg: string;
  /** How MP4s are encoded; SPEC §9's (`MP4_ENCODING`) where absent. */
  encoding?: Mp4Encoding;
  fontFile: string | null;
  renderers: Record<string, Renderer>;
  deliveries: Deliveries;
  settings: ExportJobSettings;
  log(message: string): void;
  /** Times each run (/metrics). */
  timeJob?<T>(queue: string, run: () => Promise<T>): Promise<T>;
}

/**
 * Runs export jobs from the queue. The `exports` row is the truth people see: a run claims
 * it, beats on it with its progress, and ends it; a run that loses it (cancelled, or handed
 * back because it stopped beating) stops its ffmpeg. Abandoned runs of a dead process are
 * handed back to the queue, and files past their expiry are deleted, by a periodic sweep
 * that any process may do.
 */
export class ExportWorker {
  private readonly running = new Map<string, AbortController>();
  private sweepTimer: NodeJS.Timeout | null = null;
  private sweeping: Promise<void> | null = null;

  constructor(private readonly deps: ExportWorkerDeps) {}

  async start(): Promise<void> {
    const { boss, settings } = this.deps;
    await boss.createQueue(EXPORT_QUEUE, {
      name: EXPORT_QUEUE,
      retryLimit: settings.maxAttempts - 1,
      retryDelay: settings.retryDelaySeconds,
      retryBackoff: true,
      // A backstop only: the heartbeat finds a dead run long before this.
      expireInSeconds: 3 * 3600,
    });
    for (let i = 0; i < settings.concurrency; i++) {
      await boss.work<JobData>(
        EXPORT_QUEUE,
        { batchSize: 1, pollingIntervalSeconds: 1 },
        async ([job]) =>
          this.deps.timeJob
            ? this.deps.timeJob(EXPORT_QUEUE, () => this.run(job!))
            : this.run(job!),
      );
    }
    await this.sweep();
    this.sweepTimer = setInterval(() => void this.sweep(), settings.sweepSeconds * 1000);
    this.sweepTimer.unref();
  }

  /** Queues an export inside the caller's transaction: the row and its job exist together. */
  async enqueue(tx: Queryable, exportId: string): Promise<string> {
    const db: PgBoss.Db = {
      executeSql: async (text, values) => ({ rows: await tx.query(text, values ?? []) }),
    };
    const id = await this.deps.boss.send(EXPORT_QUEUE, { exportId } satisfies JobData, { db });
    if (!id) throw new Error('The export queue refused the job.');
    return id;
  }

  /** A new job for an export handed back, after the retry's wait; the row follows it. */
  private async requeue(tx: Queryable, exportId: string, attempts: number): Promise<void> {
    const { boss, settings } = this.deps;
    const db: PgBoss.Db = {
      executeSql: async (text, values) => ({ rows: await tx.query(text, values ?? []) }),
    };
    const id = await boss.send(EXPORT_QUEUE, { exportId } satisfies JobData, {
      db,
      startAfter: settings.retryDelaySeconds * 2 ** Math.max(0, attempts - 1),
    });
    if (!id) throw new Error('The export queue refused the job.');
    await tx.query('UPDATE exports SET job_id = $2 WHERE id = $1', [exportId, id]);
  }

  /** Stops an export's job: a waiting one leaves the queue, a running one here stops at once. */
  async cancel(row: ExportRow): Promise<void> {
    this.running.get(row.id)?.abort(new RunStopped('cancelled'));
    if (row.job_id) await this.deps.boss.cancel(EXPORT_QUEUE, row.job_id);
  }

  /** Stops this process's runs and hands them back to the queue for another process. */
  async stop(): Promise<void> {
    if (this.sweepTimer) clearInterval(this.sweepTimer);
    await this.sweeping;
    for (const controller of this.running.values()) controller.abort(new RunStopped('shutdown'));
    await this.deps.boss.offWork(EXPORT_QUEUE);
  }

  private async run(job: PgBoss.Job<JobData>): Promise<unknown> {
    const { db, settings } = this.deps;
    const runId = randomUUID();
    const row = await claimExport(db, job.data.exportId, job.id, runId);
    // Cancelled while it waited, or no longer this job's: nothing to do.
    if (!row) return { skipped: true };
    const controller = new AbortController();
    this.running.set(row.id, controller);
    let percent = 0;
    const heartbeat = setInterval(() => {
      beat(db, row.id, runId, { progress: percent }).then(
        (held) => {
          if (!held) controller.abort(new RunStopped('lost'));
        },
        () => undefined,
      );
    }, 1000);
    // Named by the export, so that an operator (or a test) can tell whose ffmpeg is running.
    const workDir = await mkdtemp(path.join(os.tmpdir(), `vs-export-${row.id}-`));
    try {
      const result = await this.render(row, runId, workDir, controller.signal, (p) => {
        percent = Math.min(99, Math.max(percent, p));
      });
      clearInterval(heartbeat);
      const files = await this.keep(row, runId, result.files);
      await finishRun(db, row.id, runId, {
        status: result.deliveredTo ? 'DELIVERED' : 'SUCCESS',
        files,
        ...(result.deliveredTo ? { deliveredTo: result.deliveredTo } : {}),
        // Kept files expire; a delivery that keeps nothing here (an archive upload) does not.
        ...(files.length > 0
          ? { expiresAt: new Date(Date.now() + settings.keepSeconds * 1000) }
          : {}),
      });
      return { files: files.length };
    } catch (error) {
      clearInterval(heartbeat);
      const stopped = controller.signal.aborted ? (controller.signal.reason as RunStopped) : null;
      if (stopped?.why === 'cancelled' || stopped?.why === 'lost') return { stopped: stopped.why };
      if (stopped?.why === 'shutdown') {
        await finishRun(db, row.id, runId, {
          status: 'RETRY',
          reason: 'The server restarted during the export; it runs again shortly.',
        });
        throw new Error('handed back at shutdown', { cause: error });
      }
      const last = row.attempts >= settings.maxAttempts || isPermanent(error);
      this.deps.log(`export ${row.id} attempt ${row.attempts} failed: ${String(error)}`);
      await finishRun(db, row.id, runId, {
        status: last ? 'FAILURE' : 'RETRY',
        reason: failureWords(error, last),
      });
      if (last && isPermanent(error)) return { failed: true };
      throw error;
    } finally {
      clearInterval(heartbeat);
      this.running.delete(row.id);
      await rm(workDir, { recursive: true, force: true });
    }
  }

  private async render(
    row: ExportRow,
    runId: string,
    workDir: string,
    signal: AbortSignal,
    onPercent: (percent: number) => void,
  ) {
    const { db } = this.deps;
    const renderer = this.deps.renderers[row.export_as];
    const option = exportOptionOf(row.tenant_id, row.export_as);
    if (!renderer || !option) throw new UnknownExportError(row.export_as);
    const clips = await loadExportClips(db, row.tenant_id, row.playlist_id);
    await beat(db, row.id, runId, { status: 'STARTED' });
    const family = tenantById(row.tenant_id)?.tenant.family;
    const player = family ? familyConfigs[family].player : null;
    const job: RenderJob = {
      exportId: row.id,
      tenantId: row.tenant_id,
      option,
      requestedAt: new Date(row.created_at),
      requestedBy: row.email,
      deliveries: this.deps.deliveries,
      fileName: row.file_name,
      title: row.playlist_title,
      clips,
      workDir,
      locate: (key) => this.deps.sources.locate(key),
      read: (key) => this.deps.sources.read(key),
      mediaUrl: (assetId, file) => this.deps.mediaUrl(row, assetId, file),
      fileUrl: (index, name) => this.deps.fileUrl(row, index, name),
      ffmpeg: this.deps.ffmpeg,
      encoding: this.deps.encoding ?? MP4_ENCODING,
      ...(player?.watermark ? { watermark: player.watermark } : {}),
      fontFile: this.deps.fontFile,
      sourceFormat: player?.format ?? 'MP4',
      options: row.options,
      signal,
      progress: ({ percent }) => onPercent(percent),
    };
    return renderer(job);
  }

  /** Moves the run's files into storage, under the export and this run. */
  private async keep(
    row: ExportRow,
    runId: string,
    files: Array<{ path: string; name: string; contentType: string }>,
  ): Promise<StoredExportFile[]> {
    const kept: StoredExportFile[] = [];
    for (const [i, file] of files.entries()) {
      const extension = path
        .extname(file.name)
        .toLowerCase()
        .replace(/[^a-z0-9.]/g, '');
      const key = `${row.id}/${runId}-${i}${extension}`;
      const { size } = await stat(file.path);
      await this.deps.files.put(key, file.path);
      kept.push({ key, name: file.name, size, contentType: file.contentType });
    }
    return kept;
  }

  /** Hands back runs whose process died, and deletes files past their expiry. */
  sweep(): Promise<void> {
    this.sweeping ??= this.sweepOnce().finally(() => {
      this.sweeping = null;
    });
    return this.sweeping;
  }

  private async sweepOnce(): Promise<void> {
    const { db, boss, settings, files } = this.deps;
    try {
      for (const row of await abandonedRuns(db, settings.staleSeconds)) {
        const last = row.attempts >= settings.maxAttempts;
        // The row and a new job together: the old job is done with, whatever its process
        // (dead, or alive but too slow to beat) makes of it, and the new one runs next.
        const handed = await db.transaction(async (tx) => {
          const finished = await finishRun(tx, row.id, row.run_id!, {
            status: last ? 'FAILURE' : 'RETRY',
            reason: last
              ? `The server stopped during each of ${row.attempts} tries; the export was not finished.`
              : 'The server stopped during the export; it runs again shortly.',
          });
          if (finished && !last) await this.requeue(tx, row.id, row.attempts);
          return finished;
        });
        if (!handed) continue;
        if (row.job_id) await boss.cancel(EXPORT_QUEUE, row.job_id).catch(() => undefined);
        this.deps.log(`export ${row.id}: run abandoned by its process, handed back`);
      }
      for (const row of await expiredFiles(db, 100)) {
        for (const file of row.files) await files.remove(file.key);
        await clearFiles(db, row.id);
      }
    } catch (error) {
      this.deps.log(`export sweep failed: ${(error as Error).message}`);
    }
  }
}

export class UnknownExportError extends Error {
  constructor(readonly exportAs: string) {
    super(`There is no export called ${exportAs}.`);
    this.name = 'UnknownExportError';
  }
}
