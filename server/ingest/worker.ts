import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import type { S3Client } from '@aws-sdk/client-s3';
import type PgBoss from 'pg-boss';
import type { Database, Queryable } from '../db/database';
import { probeKeyframes, probeStartTime, type Ffmpeg } from '../media/ffmpeg';
import { HlsPlaylistWriter, type Written } from '../media/hls-writer';
import { saveMediaRecord } from '../media/media-files';
import { runFfmpeg } from '../media/run-ffmpeg';
import type { MediaStorage } from '../media/storage';
import {
  JobWorker,
  type JobKind,
  type JobRun,
  type JobSettings,
  type RunLedger,
} from '../jobs/worker';
import { ladderFor, proxyArgs, transcodeArgs, type Rendition } from './ladder';
import { makeWorkFolder, sweepScratch } from './scratch';
import { setAssetDuration } from '../assets/service';
import { probeSource, type SourceFacts } from './probe';
import { DuplicateSourceError, ingestFailure } from './failures';
import type { Announce } from '../webhooks/announce';
import type { FetchPolicy } from './fetch-source';
import { fetchImport, sha256 } from './source-file';
import {
  abandonedIngests,
  expireIdleUploads,
  beatIngest,
  claimIngest,
  duplicateOf,
  finishIngest,
  recordDownloaded,
  recordSource,
  releaseIngest,
  setIngestJob,
  type IngestKey,
  type IngestRow,
  type IngestStage,
} from './repository';

export const INGEST_QUEUE = 'ingest';

/** An upload is given up after this long with nothing received (a week of closed laptops). */
export const DEFAULT_UPLOAD_IDLE_HOURS = 7 * 24;

export const DEFAULT_INGEST_JOBS: JobSettings = {
  concurrency: 1,
  maxAttempts: 3,
  retryDelaySeconds: 5,
  staleSeconds: 30,
  sweepSeconds: 10,
};

/** Where each stage's progress falls in the one bar people see, for an uploaded file. */
const STAGE_SPAN: Record<IngestStage, [number, number]> = {
  fetching: [0, 0],
  checking: [0, 4],
  probing: [4, 5],
  transcoding: [5, 95],
  finishing: [95, 99],
};

/** A file fetched from an address: the download takes the first fifth of the bar. */
const FETCH_SHARE = 20;

function spanOf(stage: IngestStage, fetched: boolean): [number, number] {
  if (!fetched) return STAGE_SPAN[stage];
  if (stage === 'fetching') return [0, FETCH_SHARE];
  const [from, to] = STAGE_SPAN[stage];
  const scale = (n: number) => FETCH_SHARE + (n * (99 - FETCH_SHARE)) / 99;
  return [scale(from), scale(to)];
}

/** How often what ffmpeg has written is copied into storage while it runs. */
const WRITE_PLAYLISTS_EVERY_MS = 1000;

export interface IngestWorkerDeps {
  db: Database;
  /** Tells the tenant's webhooks of a video made ready. */
  announce?: Announce;
  boss: PgBoss;
  storage: MediaStorage;
  /** Where the ingest reads its source on this machine, by upload id. */
  sourcePath(row: IngestRow): string;
  /** Puts a whole upload's file at its source path, from wherever uploads are kept. */
  bringSource(uploadId: string, file: string, signal: AbortSignal): Promise<void>;
  /** The run is over: the source's local copy may go, where uploads are kept elsewhere. */
  releaseSource(file: string): Promise<void>;
  /** Whether files may be fetched from private addresses (read at each fetch). */
  fetchPolicy(): FetchPolicy;
  /** The largest file a tenant may add. */
  maxBytes(tenantId: string): number;
  /** A client of the tenants' buckets in a region; null where the server reads none. */
  bucketClient(region: string): S3Client | null;
  ffmpeg: string;
  ffprobe: string;
  /** For the quick looks (keyframes, a segment's start time). */
  probes: Ffmpeg;
  segmentSeconds: number;
  /** libx264's preset (tests: `ultrafast`). */
  preset?: string;
  /** At most this many times real time (tests watch an ingest grow). */
  readRate?: number;
  settings: JobSettings;
  /** An upload nothing has come for in this long is given up: its asset is cancelled. */
  uploadIdleSeconds: number;
  /** Deletes what an upload given up had received. */
  removeUpload(uploadId: string): Promise<void>;
  /**
   * Where runs work (a folder each, named by its asset and run), under the data folder: what a
   * run that died left is swept once no process holds the run.
   */
  scratchDir: string;
  log(message: string): void;
  timeJob?<T>(queue: string, run: () => Promise<T>): Promise<T>;
}

const keyOf = (row: Pick<IngestRow, 'tenant_id' | 'asset_id'>): IngestKey => ({
  tenantId: row.tenant_id,
  assetId: row.asset_id,
});

/** Where an uploaded asset's media lives in storage. */
export const uploadedMediaKey = (assetId: string) => `uploads/${assetId}`;

const ledger: RunLedger<IngestKey, IngestRow> = {
  async claim(db, key, jobId, runId) {
    const row = await claimIngest(db, key, jobId, runId);
    return row ? { subject: row, attempts: row.attempts } : null;
  },
  beat: (db, key, runId, percent) => beatIngest(db, key, runId, { percent }),
  release: (db, key, runId, end) => releaseIngest(db, key, runId, end),
  waiting: (tx, key, jobId) => setIngestJob(tx, key, jobId),
  async abandoned(db, staleSeconds) {
    return (await abandonedIngests(db, staleSeconds)).map((row) => ({
      data: keyOf(row),
      runId: row.run_id!,
      attempts: row.attempts,
      jobId: row.job_id,
    }));
  },
};

/**
 * Makes an uploaded file playable (docs/ingest.md), as a job on the shared skeleton: checks
 * it is not a duplicate, probes it, transcodes it to an HLS ladder that plays from its first
 * segments while the rest is made, then adds the MP4 proxy and the keyframe list, as seeded
 * media have them.
 */
export class IngestWorker {
  private readonly jobs: JobWorker<IngestKey, IngestRow>;

  constructor(private readonly deps: IngestWorkerDeps) {
    const kind: JobKind<IngestKey, IngestRow> = {
      queue: INGEST_QUEUE,
      key: (data) => `${data.tenantId}/${data.assetId}`,
      ledger,
      run: (row, run) => this.run(row, run),
      failure: ingestFailure,
      handedBack: {
        shutdown: 'The server restarted during processing; it goes on shortly.',
        abandoned: 'The server stopped during processing; it goes on shortly.',
        abandonedEachTime: (attempts) =>
          `The server stopped each of ${attempts} times it processed this file. Try again later.`,
      },
      tidy: async (db) => {
        await this.expireIdleUploads(db);
        await sweepScratch(db, deps.scratchDir, deps.log);
      },
    };
    this.jobs = new JobWorker(kind, {
      db: deps.db,
      boss: deps.boss,
      settings: deps.settings,
      log: deps.log,
      ...(deps.timeJob ? { timeJob: deps.timeJob } : {}),
    });
  }

  start(): Promise<void> {
    return this.jobs.start();
  }

  stop(): Promise<void> {
    return this.jobs.stop();
  }

  sweep(): Promise<void> {
    return this.jobs.sweep();
  }

  /** Gives up uploads whose sender has not come back (DEFAULT_UPLOAD_IDLE_HOURS). */
  private async expireIdleUploads(db: Database): Promise<void> {
    for (const expired of await expireIdleUploads(db, this.deps.uploadIdleSeconds)) {
      this.deps.log(`upload of asset ${expired.assetId} given up: nothing came for a long time`);
      if (expired.uploadId) await this.deps.removeUpload(expired.uploadId);
    }
  }

  /** Queues an ingest inside the caller's transaction. */
  enqueue(tx: Queryable, key: IngestKey): Promise<string> {
    return this.jobs.enqueue(tx, key);
  }

  cancel(key: IngestKey, jobId: string | null): Promise<void> {
    return this.jobs.cancel(key, jobId);
  }

  private async run(row: IngestRow, run: JobRun<IngestKey>): Promise<object> {
    const source = this.deps.sourcePath(row);
    try {
      return await this.ingest(row, run, source);
    } finally {
      await this.deps.releaseSource(source);
    }
  }

  private async ingest(row: IngestRow, run: JobRun<IngestKey>, source: string): Promise<object> {
    const { db } = this.deps;
    const key = keyOf(row);
    const fetched = row.source_url !== null;
    /** How far into a stage the run is: sent with the next heartbeat. */
    const along = (name: IngestStage, share: number) => {
      const [from, to] = spanOf(name, fetched);
      run.progress(Math.floor(from + ((to - from) * share) / 100));
    };
    /** A stage begins: said at once, so that the library shows it. */
    const stage = async (name: IngestStage) => {
      along(name, 0);
      await beatIngest(db, key, run.runId, { stage: name, percent: spanOf(name, fetched)[0] });
    };
    if (row.source_url) {
      await stage('fetching');
      const size = await fetchImport(this.deps, row.tenant_id, row.source_url, source, {
        maxBytes: this.deps.maxBytes(row.tenant_id),
        signal: run.signal,
        onBytes: (received, total) =>
          along('fetching', total ? Math.floor((received / total) * 100) : 0),
      });
      await recordDownloaded(db, key, run.runId, size);
    } else {
      await this.deps.bringSource(row.upload_id ?? '', source, run.signal);
    }

    await stage('checking');
    const checksum = await sha256(source, run.signal, (share) => along('checking', share));
    await recordSource(db, key, run.runId, { checksum });
    const existing = await duplicateOf(db, key, checksum);
    if (existing) {
      await recordSource(db, key, run.runId, { duplicateOf: existing.id });
      throw new DuplicateSourceError(existing);
    }

    await stage('probing');
    const facts = await probeSource(this.deps.ffprobe, source, run.signal);
    await recordSource(db, key, run.runId, { probe: facts });
    await setAssetDuration(db, key, Math.floor(facts.duration / 2) * 2);

    await stage('transcoding');
    const workDir = await makeWorkFolder(this.deps.scratchDir, row.asset_id, run.runId);
    try {
      const renditions = ladderFor(facts.video);
      const written = await this.transcode(row, run, facts, renditions, workDir, (share) =>
        along('transcoding', share),
      );
      await stage('finishing');
      const mp4 = await this.proxy(row, workDir, run.signal);
      await db.transaction(async (tx) => {
        // The media as it stands: playable once its first segments are in, whole at the end.
        await saveMediaRecord(tx, { key: row.media_key, kind: 'video', ...written, ...mp4 });
        if (await finishIngest(tx, key, run.runId))
          await this.deps.announce?.(tx, key.tenantId, 'asset.ready', {
            assetId: key.assetId,
            source: row.source_url ? 'address' : 'upload',
            duration: facts.duration,
          });
      });
      return { renditions: renditions.length, seconds: facts.duration };
    } finally {
      await rm(workDir, { recursive: true, force: true });
    }
  }

  /**
   * Runs the ladder's ffmpeg, copying what it writes into storage every second; the asset
   * becomes playable with its first segments. Returns the media as the HLS leaves it.
   */
  private async transcode(
    row: IngestRow,
    run: JobRun<IngestKey>,
    facts: SourceFacts,
    renditions: readonly Rendition[],
    workDir: string,
    onShare: (share: number) => void,
  ) {
    const { db, storage, segmentSeconds } = this.deps;
    const prefix = `${row.media_key}/hls`;
    for (const r of renditions) await mkdir(path.join(workDir, r.name), { recursive: true });
    const playlistWriter = new HlsPlaylistWriter(
      storage,
      workDir,
      prefix,
      renditions.map((r) => r.name),
    );
    const top = renditions[0]!;
    const media = {
      duration: facts.duration,
      width: Math.round((facts.video.width * top.height) / facts.video.height / 2) * 2,
      height: top.height,
      fps: facts.video.fps,
      keyframes: [] as number[],
      segmentOffset: 0,
      segmentDuration: segmentSeconds,
      files: { hls: `${prefix}/index.m3u8` } as { hls: string; mp4?: string },
    };
    let playable = false;
    const writePlaylists = async (): Promise<Written> => {
      const state = await playlistWriter.write();
      if (state.playable && !playable) {
        playable = true;
        media.segmentOffset = await probeStartTime(
          this.deps.probes,
          path.join(workDir, top.name, 'seg_00000.ts'),
        );
        await saveMediaRecord(db, { key: row.media_key, kind: 'video', ...media });
      }
      return state;
    };
    let writing: Promise<unknown> = Promise.resolve();
    const timer = setInterval(() => {
      writing = writing.then(writePlaylists).catch((e: Error) => this.deps.log(e.message));
    }, WRITE_PLAYLISTS_EVERY_MS);
    try {
      await runFfmpeg(
        this.deps.ffmpeg,
        transcodeArgs({
          input: this.deps.sourcePath(row),
          outDir: workDir,
          source: facts,
          renditions,
          segmentSeconds,
          ...(this.deps.preset ? { preset: this.deps.preset } : {}),
          ...(this.deps.readRate ? { readRate: this.deps.readRate } : {}),
        }),
        {
          totalSeconds: facts.duration,
          signal: run.signal,
          onProgress: (p) => onShare(p.percent),
        },
      );
    } finally {
      clearInterval(timer);
      await writing;
    }
    const last = await writePlaylists();
    if (!last.ended) throw new Error('The HLS ladder ended without closing its playlists.');
    return media;
  }

  /** The MP4 proxy from the top rendition, with its keyframes, into storage. */
  private async proxy(row: IngestRow, workDir: string, signal: AbortSignal) {
    const file = path.join(workDir, 'video.mp4');
    await runFfmpeg(this.deps.ffmpeg, proxyArgs(path.join(workDir, 'v0', 'index.m3u8'), file), {
      totalSeconds: 0,
      signal,
    });
    const keyframes = await probeKeyframes(this.deps.probes, file);
    const key = `${row.media_key}/video.mp4`;
    await this.deps.storage.put(key, file);
    return {
      keyframes,
      files: { hls: `${row.media_key}/hls/index.m3u8`, mp4: key },
    };
  }
}
