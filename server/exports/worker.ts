import { mkdtemp, rm, stat } from 'node:fs/promises';
import type { Announce } from '../webhooks/announce';
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
  setWaitingJob,
  type ExportRow,
  type StoredExportFile,
} from './repository';
import {
  JobWorker,
  type JobKind,
  type JobRun,
  type JobSettings,
  type RunLedger,
} from '../jobs/worker';
import { loadExportClips, type ExportClip } from './plan';
import type { Deliveries, Renderer, RenderJob, RenderTools } from './renderers/renderer';
import { exportOptionOf, type DeliveredExportOption } from './options';
import { failureWords, isPermanent } from './failures';
import { MP4_ENCODING, type Mp4Encoding } from './renderers/mp4-command';

/** Renders: minutes of ffmpeg each. Existing jobs of older servers wait here too. */
export const RENDER_QUEUE = 'exports';
/** Exports that take milliseconds to seconds (an EDL, a link, a mail): never behind a render. */
export const LIGHT_QUEUE = 'exports-light';

/** Export types whose work is light; any other (a new one too) is a render. */
export const LIGHT_EXPORTS: readonly string[] = ['edl', 'url', 'form', 'mediaconvert'];

export const queueOfExport = (exportAs: string) =>
  LIGHT_EXPORTS.includes(exportAs) ? LIGHT_QUEUE : RENDER_QUEUE;

/** How export jobs run; the defaults suit a person waiting for their file. */
export interface ExportJobSettings extends JobSettings {
  /** Light exports one process runs at once (`concurrency` is for renders). */
  lightConcurrency: number;
  /** How long finished files are kept before they are deleted. */
  keepSeconds: number;
}

export const DEFAULT_EXPORT_JOBS: ExportJobSettings = {
  concurrency: 2,
  lightConcurrency: 4,
  maxAttempts: 3,
  retryDelaySeconds: 5,
  staleSeconds: 15,
  keepSeconds: 7 * 86_400,
  sweepSeconds: 5,
};

interface JobData {
  exportId: string;
}

export interface ExportWorkerDeps {
  /** Tells the tenant's webhooks of an export done. */
  announce?: Announce;
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

/** The exports row as a job's ledger: the truth people see, written only by the run holding it. */
function exportLedger(exportAs: { only: readonly string[] } | { except: readonly string[] }) {
  const ledger: RunLedger<JobData, ExportRow> = {
    async claim(db, { exportId }, jobId, runId) {
      const row = await claimExport(db, exportId, jobId, runId);
      return row ? { subject: row, attempts: row.attempts } : null;
    },
    beat: (db, { exportId }, runId, percent) => beat(db, exportId, runId, { progress: percent }),
    release: (db, { exportId }, runId, end) =>
      finishRun(db, exportId, runId, {
        status: end.retry ? 'RETRY' : 'FAILURE',
        reason: end.reason,
        ...(end.uncount ? { uncount: true } : {}),
      }),
    waiting: (tx, { exportId }, jobId) => setWaitingJob(tx, exportId, jobId),
    async abandoned(db, staleSeconds) {
      return (await abandonedRuns(db, staleSeconds, exportAs)).map((row) => ({
        data: { exportId: row.id },
        runId: row.run_id!,
        attempts: row.attempts,
        jobId: row.job_id,
      }));
    },
  };
  return ledger;
}

/**
 * Runs exports as jobs (server/jobs): renders on one queue, light exports on another, so an
 * EDL never waits behind a render. The `exports` row is what people see: a run claims it,
 * beats on it with its progress, and ends it; a run that loses it (cancelled, or handed back
 * because it stopped beating) stops its ffmpeg. Files past their expiry are deleted by the
 * renders' sweep.
 */
export class ExportWorker {
  private readonly renders: JobWorker<JobData, ExportRow>;
  private readonly light: JobWorker<JobData, ExportRow>;

  constructor(private readonly deps: ExportWorkerDeps) {
    const { settings } = deps;
    const common = {
      key: (data: JobData) => data.exportId,
      run: (row: ExportRow, run: JobRun<JobData>) => this.run(row, run),
      failure: (error: unknown, last: boolean) => ({
        reason: failureWords(error, last),
        permanent: isPermanent(error),
      }),
      handedBack: {
        shutdown: 'The server restarted during the export; it runs again shortly.',
        abandoned: 'The server stopped during the export; it runs again shortly.',
        abandonedEachTime: (attempts: number) =>
          `The server stopped during each of ${attempts} tries; the export was not finished.`,
      },
    } satisfies Partial<JobKind<JobData, ExportRow>>;
    const workerDeps = {
      db: deps.db,
      boss: deps.boss,
      log: deps.log,
      ...(deps.timeJob ? { timeJob: deps.timeJob } : {}),
    };
    this.renders = new JobWorker(
      {
        ...common,
        queue: RENDER_QUEUE,
        ledger: exportLedger({ except: LIGHT_EXPORTS }),
        tidy: (db) => this.deleteExpiredFiles(db),
      },
      { ...workerDeps, settings },
    );
    this.light = new JobWorker(
      { ...common, queue: LIGHT_QUEUE, ledger: exportLedger({ only: LIGHT_EXPORTS }) },
      { ...workerDeps, settings: { ...settings, concurrency: settings.lightConcurrency } },
    );
  }

  private workerOf(row: Pick<ExportRow, 'export_as'>) {
    return queueOfExport(row.export_as) === LIGHT_QUEUE ? this.light : this.renders;
  }

  async start(): Promise<void> {
    await this.renders.start();
    await this.light.start();
  }

  /** Queues an export inside the caller's transaction: the row and its job exist together. */
  enqueue(tx: Queryable, row: Pick<ExportRow, 'id' | 'export_as'>): Promise<string> {
    return this.workerOf(row).enqueue(tx, { exportId: row.id });
  }

  /** Stops an export's job: a waiting one leaves the queue, a running one here stops at once. */
  cancel(row: ExportRow): Promise<void> {
    return this.workerOf(row).cancel({ exportId: row.id }, row.job_id);
  }

  /** Stops this process's runs and hands them back to the queue for another process. */
  async stop(): Promise<void> {
    await Promise.all([this.renders.stop(), this.light.stop()]);
  }

  /** Hands back runs whose process died, and deletes files past their expiry. */
  async sweep(): Promise<void> {
    await Promise.all([this.renders.sweep(), this.light.sweep()]);
  }

  private async run(row: ExportRow, run: JobRun<JobData>): Promise<object> {
    const { db, settings } = this.deps;
    // Named by the export, so that an operator (or a test) can tell whose ffmpeg is running.
    const workDir = await mkdtemp(path.join(os.tmpdir(), `vs-export-${row.id}-`));
    try {
      const result = await this.render(row, run.runId, workDir, run.signal, run.progress);
      const files = await this.keep(row, run.runId, result.files);
      await db.transaction(async (tx) => {
        const finished = await finishRun(tx, row.id, run.runId, {
          status: result.deliveredTo ? 'DELIVERED' : 'SUCCESS',
          files,
          ...(result.deliveredTo ? { deliveredTo: result.deliveredTo } : {}),
          // Kept files expire; a delivery that keeps nothing here (an archive upload) does not.
          ...(files.length > 0
            ? { expiresAt: new Date(Date.now() + settings.keepSeconds * 1000) }
            : {}),
        });
        if (finished)
          await this.deps.announce?.(tx, row.tenant_id, 'export.done', {
            exportId: row.id,
            collectionId: row.playlist_id,
            exportAs: row.export_as,
            files: files.length,
            ...(result.deliveredTo ? { deliveredTo: result.deliveredTo } : {}),
          });
      });
      return { files: files.length };
    } finally {
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
    return renderer(this.jobOf(row, option, clips, workDir, signal, onPercent));
  }

  /** What a renderer is given for an export: its items, its tenant's mark and format, tools. */
  private jobOf(
    row: ExportRow,
    option: DeliveredExportOption,
    clips: ExportClip[],
    workDir: string,
    signal: AbortSignal,
    onPercent: (percent: number) => void,
  ): RenderJob {
    return {
      ...this.toolsFor(row.tenant_id),
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
      mediaUrl: (assetId, file) => this.deps.mediaUrl(row, assetId, file),
      fileUrl: (index, name) => this.deps.fileUrl(row, index, name),
      options: row.options,
      signal,
      progress: ({ percent }) => onPercent(percent),
    };
  }

  /** How this process renders for a tenant: its sources, ffmpeg and encoding, the tenant's mark. */
  toolsFor(tenantId: string): RenderTools {
    const family = tenantById(tenantId)?.tenant.family;
    const player = family ? familyConfigs[family].player : null;
    return {
      locate: (key) => this.deps.sources.locate(key),
      read: (key) => this.deps.sources.read(key),
      ffmpeg: this.deps.ffmpeg,
      encoding: this.deps.encoding ?? MP4_ENCODING,
      ...(player?.watermark ? { watermark: player.watermark } : {}),
      fontFile: this.deps.fontFile,
      sourceFormat: player?.format ?? 'MP4',
    };
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

  private async deleteExpiredFiles(db: Queryable): Promise<void> {
    for (const row of await expiredFiles(db, 100)) {
      for (const file of row.files) await this.deps.files.remove(file.key);
      await clearFiles(db, row.id);
    }
  }
}

export class UnknownExportError extends Error {
  constructor(readonly exportAs: string) {
    super(`There is no export called ${exportAs}.`);
    this.name = 'UnknownExportError';
  }
}
