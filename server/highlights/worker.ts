import { randomUUID } from 'node:crypto';
import type PgBoss from 'pg-boss';
import type { Database, Queryable } from '../db/database';
import type { Mailer } from '../identity/mailer';
import type { SearchEngine } from '../search/engine';
import { buildPackage, findGame, highlightsAvailability, rulesOf, seasonOfGame } from './build';
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

export interface HighlightWorkerDeps {
  db: Database;
  boss: PgBoss;
  search: SearchEngine;
  mailer: Mailer;
  /** The app's address, for links in mail. */
  origin?: string;
  log(message: string): void;
  /** Times each run (/metrics). */
  timeJob?<T>(queue: string, run: () => Promise<T>): Promise<T>;
}

/** Tries a job gets before its packages are marked failed. */
const ATTEMPTS = 3;

/**
 * Builds highlight packages as jobs on the same queue as exports (pg-boss). A package is
 * queued, then building, then ready or failed; a build is idempotent (its clips are written
 * whole), so a job a dead process held is simply run again when pg-boss expires it.
 */
export class HighlightWorker {
  constructor(private readonly deps: HighlightWorkerDeps) {}

  async start(): Promise<void> {
    const { boss } = this.deps;
    await boss.createQueue(HIGHLIGHT_QUEUE, {
      name: HIGHLIGHT_QUEUE,
      retryLimit: ATTEMPTS - 1,
      retryDelay: 2,
      retryBackoff: true,
      // A build takes seconds: one held longer than this was held by a process that died.
      expireInSeconds: 30,
    });
    await boss.work<JobData>(
      HIGHLIGHT_QUEUE,
      { batchSize: 1, pollingIntervalSeconds: 1 },
      async ([job]) =>
        this.deps.timeJob
          ? this.deps.timeJob(HIGHLIGHT_QUEUE, () => this.run(job!))
          : this.run(job!),
    );
  }

  async stop(): Promise<void> {
    await this.deps.boss.offWork(HIGHLIGHT_QUEUE);
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
      if (ids.length > 0) await this.send(tx, { tenantId, packageIds: ids, assetId });
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
    await tx.query(
      `UPDATE highlight_packages SET status = 'queued', reason = NULL, updated_at = now()
        WHERE tenant_id = $1 AND id = $2`,
      [tenantId, packageId],
    );
    await this.send(tx, { tenantId, packageIds: [packageId] });
  }

  private async send(tx: Queryable, data: JobData): Promise<void> {
    const db: PgBoss.Db = {
      executeSql: async (text, values) => ({ rows: await tx.query(text, values ?? []) }),
    };
    const jobId = await this.deps.boss.send(HIGHLIGHT_QUEUE, data, { db });
    if (!jobId) throw new Error('The highlights queue refused the job.');
    await tx.query(
      `UPDATE highlight_packages SET job_id = $3 WHERE tenant_id = $1 AND id = ANY($2::uuid[])`,
      [data.tenantId, data.packageIds, jobId],
    );
  }

  private async run(job: PgBoss.Job<JobData>): Promise<void> {
    const { db, search } = this.deps;
    const { tenantId, packageIds } = job.data;
    const last = (job as { retryCount?: number }).retryCount === ATTEMPTS - 1;
    let failedForGood = false;
    for (const id of packageIds) {
      await setPackagesStatus(db, tenantId, [id], 'building');
      try {
        await buildPackage(db, search, tenantId, id);
      } catch (error) {
        if (error instanceof HighlightRuleError) {
          // Trying again cannot help: the rule or its game is wrong.
          await setPackagesStatus(db, tenantId, [id], 'failed', { reason: error.message });
          continue;
        }
        this.deps.log(`highlight package ${id} could not be built: ${String(error)}`);
        if (!last) {
          await setPackagesStatus(db, tenantId, [id], 'queued', {
            reason: 'It could not be built; trying again.',
          });
          throw error;
        }
        failedForGood = true;
        await setPackagesStatus(db, tenantId, [id], 'failed', {
          reason: 'It could not be built after several tries; build it again later.',
        });
      }
    }
    if (job.data.assetId && !failedForGood)
      await this.tellMembers(tenantId, job.data.assetId, packageIds);
  }

  /** Mail to the tenant's members (POST /v1/members): a game's packages are ready. */
  private async tellMembers(tenantId: string, assetId: string, packageIds: string[]) {
    const { db, mailer } = this.deps;
    const emails = await memberEmails(db, tenantId);
    if (emails.length === 0) return;
    const rows = await Promise.all(packageIds.map((id) => packageById(db, tenantId, id)));
    const ready = rows.filter((r) => r?.status === 'ready');
    if (ready.length === 0) return;
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
