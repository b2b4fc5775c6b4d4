import { randomUUID } from 'node:crypto';
import type PgBoss from 'pg-boss';
import type { Database, Queryable } from '../db/database';
import type { Mailer } from '../identity/mailer';
import type { Announce } from '../webhooks/announce';
import { JobWorker, type JobRun, type JobSettings, type RunLedger } from '../jobs/worker';
import type { SearchEngine } from '../search/engine';
import { buildPackage, highlightsAvailability, rulesOf, seasonOfGame } from './build';
import type { AskHolder } from './build';
import {
  abandonedBuilds,
  beatPackages,
  claimPackages,
  queuePackageBuild,
  releasePackages,
  setPackagesJob,
} from './repository';
import { findGame } from './repository';
import { memberEmails, packageById, queueGamePackage, setPackagesStatus } from './repository';
import { HighlightRuleError } from './rules';

export const HIGHLIGHT_QUEUE = 'highlights';

/** One job builds a game's packages, or one package (a reel, or a package built again). */
interface JobData {
  tenantId: string;
  packageIds: string[];
  /** The game, for the mail to members once its packages are ready. */
  assetId?: string;
}

/** How builds run: seconds each, so a dead one is found soon. */
export const DEFAULT_HIGHLIGHT_JOBS: JobSettings = {
  concurrency: 2,
  maxAttempts: 3,
  retryDelaySeconds: 2,
  staleSeconds: 15,
  sweepSeconds: 5,
};

export interface HighlightWorkerDeps {
  /** Tells the tenant's webhooks of a package built. */
  announce?: Announce;
  db: Database;
  boss: PgBoss;
  search: SearchEngine;
  mailer: Mailer;
  settings?: JobSettings;
  /** The app's address, for links in mail. */
  origin?: string;
  log(message: string): void;
  /** Times each run (/metrics). */
  timeJob?<T>(queue: string, run: () => Promise<T>): Promise<T>;
  /** In a cluster: asks the process holding a tenant's search index what a package finds. */
  askHolder?: AskHolder;
}

/** The packages' rows as a build's ledger. */
const packagesLedger: RunLedger<JobData, string[]> = {
  async claim(db, { tenantId, packageIds }, jobId, runId) {
    const claimed = await claimPackages(db, tenantId, packageIds, jobId, runId);
    return claimed ? { subject: claimed.ids, attempts: claimed.attempts } : null;
  },
  beat: (db, { tenantId }, runId) => beatPackages(db, tenantId, runId),
  release: (db, { tenantId }, runId, end) => releasePackages(db, tenantId, runId, end),
  waiting: (tx, { tenantId, packageIds }, jobId) => setPackagesJob(tx, tenantId, packageIds, jobId),
  async abandoned(db, staleSeconds) {
    return (await abandonedBuilds(db, staleSeconds)).map((row) => ({
      data: { tenantId: row.tenant_id, packageIds: row.ids },
      runId: row.run_id,
      attempts: row.attempts,
      jobId: row.job_id,
    }));
  },
};

/**
 * Builds highlight packages as jobs (server/jobs). A package is queued, then building, then
 * ready or failed; a build is idempotent (its clips are written whole), so a run handed back
 * (its process died) is simply run again.
 */
export class HighlightWorker {
  private readonly jobs: JobWorker<JobData, string[]>;

  constructor(private readonly deps: HighlightWorkerDeps) {
    this.jobs = new JobWorker(
      {
        queue: HIGHLIGHT_QUEUE,
        key: (data) => `${data.tenantId}/${data.packageIds.join(',')}`,
        ledger: packagesLedger,
        run: (ids, run) => this.run(ids, run),
        failure: (_error, last) => ({
          reason: last
            ? 'It could not be built after several tries; build it again later.'
            : 'It could not be built; trying again.',
          permanent: false,
        }),
        handedBack: {
          shutdown: 'The server restarted during the build; it is built again shortly.',
          abandoned: 'The server stopped during the build; it is built again shortly.',
          abandonedEachTime: (attempts) =>
            `The server stopped during each of ${attempts} builds; build it again later.`,
        },
      },
      {
        db: deps.db,
        boss: deps.boss,
        settings: deps.settings ?? DEFAULT_HIGHLIGHT_JOBS,
        log: deps.log,
        ...(deps.timeJob ? { timeJob: deps.timeJob } : {}),
      },
    );
  }

  start(): Promise<void> {
    return this.jobs.start();
  }

  stop(): Promise<void> {
    return this.jobs.stop();
  }

  /** Hands back builds whose process died. */
  sweep(): Promise<void> {
    return this.jobs.sweep();
  }

  /**
   * Queues a build of a game's packages, one per rule of the tenant: made if new, else set
   * to be built again (keeping their review). Null when there is no such game.
   */
  async queueGame(tenantId: string, assetId: string): Promise<string[] | null> {
    const { db } = this.deps;
    const game = await findGame(db, tenantId, assetId);
    if (!game) return null;
    const season = seasonOfGame(tenantId, game.matchDate);
    return db.transaction(async (tx) => {
      const ids: string[] = [];
      for (const rule of rulesOf(tenantId)) {
        ids.push(
          await queueGamePackage(tx, {
            tenantId,
            id: randomUUID(),
            assetId,
            rule: rule.label,
            sortMode: rule.sortMode,
            season,
          }),
        );
      }
      if (ids.length > 0) await this.jobs.enqueue(tx, { tenantId, packageIds: ids, assetId });
      return ids;
    });
  }

  /**
   * A game's clips arrived (through the search data): its packages are built, or built
   * again, where the tenant has rules and its people may use highlights.
   */
  async clipsArrived(tenantId: string, assetIds: Iterable<string>): Promise<void> {
    if (highlightsAvailability(tenantId) !== 'open' || rulesOf(tenantId).length === 0) return;
    for (const assetId of new Set(assetIds)) await this.queueGame(tenantId, assetId);
  }

  /** Queues a build of one package (a new reel, or any package built again). */
  async queuePackage(tx: Queryable, tenantId: string, packageId: string): Promise<void> {
    await queuePackageBuild(tx, tenantId, packageId);
    await this.jobs.enqueue(tx, { tenantId, packageIds: [packageId] });
  }

  private async run(ids: string[], run: JobRun<JobData>): Promise<void> {
    const { db, search } = this.deps;
    const { tenantId, assetId } = run.data;
    for (const id of ids) {
      run.signal.throwIfAborted();
      try {
        await buildPackage(db, search, tenantId, id, this.deps.askHolder);
        await this.announceBuilt(tenantId, id);
      } catch (error) {
        if (!(error instanceof HighlightRuleError)) throw error;
        // Trying again cannot help: the rule or its game is wrong.
        await setPackagesStatus(db, tenantId, [id], 'failed', { reason: error.message });
      }
      run.progress(((ids.indexOf(id) + 1) / ids.length) * 100);
    }
    if (assetId) await this.tellMembers(tenantId, assetId, ids);
  }

  /** The tenant's webhooks hear of a package built (each time, while its match is live). */
  private async announceBuilt(tenantId: string, id: string): Promise<void> {
    const row = this.deps.announce ? await packageById(this.deps.db, tenantId, id) : null;
    if (!row || row.status !== 'ready') return;
    await this.deps.announce!(this.deps.db, tenantId, 'highlights.ready', {
      packageId: row.id,
      name: row.name,
      clips: row.clip_count,
      ...(row.asset_id ? { assetId: row.asset_id, game: row.game, live: row.game_live } : {}),
    });
  }

  /** Mail to the tenant's members (POST /v1/members): a game's packages are ready. */
  private async tellMembers(tenantId: string, assetId: string, packageIds: string[]) {
    const { db, mailer } = this.deps;
    const emails = await memberEmails(db, tenantId);
    if (emails.length === 0) return;
    const rows = await Promise.all(packageIds.map((id) => packageById(db, tenantId, id)));
    const ready = rows.filter((r) => r?.status === 'ready');
    // A live match's packages are built again on each clip: members hear once, at its end.
    if (ready.length === 0 || ready.some((r) => r!.game_live)) return;
    const game = ready[0]!.game ?? 'a game';
    const lines = ready.map((r) => `- ${r!.name}: ${r!.clip_count} clips`);
    const link = this.deps.origin ? `\n\nReview them at ${this.deps.origin}/highlights` : '';
    for (const to of emails) {
      await mailer.send({
        to,
        subject: `Highlights ready: ${game}`,
        text: `The highlight packages of ${game} are ready:\n${lines.join('\n')}${link}`,
        data: { tenantId, assetId },
      });
    }
  }
}
