import type PgBoss from 'pg-boss';
import type { Database, Queryable } from '../db/database';
import type { Mailer } from '../identity/mailer';
import { activeAdminEmails } from '../identity/service';
import type { FetchPolicy } from '../ingest/fetch-source';
import { JobWorker, type JobSettings, type RunLedger } from '../jobs/worker';
import {
  abandonedDeliveries,
  beatDelivery,
  claimDelivery,
  forgetOldDeliveries,
  markDelivered,
  noteAnswer,
  noteEndpointFailing,
  releaseDelivery,
  setDeliveryJob,
} from './repository';
import type { SealedSecrets } from './sealed-secrets';
import { sendMessage } from './send';

interface JobData {
  deliveryId: string;
}

type Claimed = NonNullable<Awaited<ReturnType<typeof claimDelivery>>>;

/**
 * Tries and waits (Standard Webhooks' advice is a growing wait over hours): ten tries, the
 * first a minute after the first failure, each wait about twice the last (8.5 hours in all).
 */
export const DEFAULT_WEBHOOK_JOBS: JobSettings = {
  concurrency: 4,
  maxAttempts: 10,
  retryDelaySeconds: 60,
  staleSeconds: 60,
  sweepSeconds: 30,
};

/** How long a finished delivery stays in its endpoint's list before it is forgotten. */
export const DELIVERIES_KEPT_DAYS = 30;

/** An endpoint failing this long (every try of every delivery) is turned off. */
export const DEFAULT_TURN_OFF_AFTER_SECONDS = 24 * 3600;

const TURNED_OFF =
  'Turned off after a day of failed deliveries. Mend the endpoint, then turn it on again.';

/** A try that no later try can mend (the endpoint turned off). */
class Undeliverable extends Error {}

const ledger: RunLedger<JobData, Claimed> = {
  async claim(db, { deliveryId }, jobId, runId) {
    const row = await claimDelivery(db, deliveryId, jobId, runId);
    return row ? { subject: row, attempts: row.attempts } : null;
  },
  beat: (db, { deliveryId }, runId) => beatDelivery(db, deliveryId, runId),
  release: (db, { deliveryId }, runId, end) => releaseDelivery(db, deliveryId, runId, end),
  waiting: (tx, { deliveryId }, jobId) => setDeliveryJob(tx, deliveryId, jobId),
  async abandoned(db, staleSeconds) {
    return (await abandonedDeliveries(db, staleSeconds)).map((row) => ({
      data: { deliveryId: row.id },
      runId: row.run_id!,
      attempts: row.attempts,
      jobId: row.job_id,
    }));
  },
};

export interface WebhookWorkerDeps {
  db: Database;
  boss: PgBoss;
  mailer: Mailer;
  policy: FetchPolicy;
  /** Endpoints' secrets as kept, read back to sign. */
  secrets: SealedSecrets;
  settings: JobSettings;
  turnOffAfterSeconds: number;
  log(message: string): void;
}

/** Sends each delivery as a job on the skeleton: signed, retried with a growing wait. */
export class WebhookWorker {
  private readonly jobs: JobWorker<JobData, Claimed>;

  constructor(private readonly deps: WebhookWorkerDeps) {
    this.jobs = new JobWorker(
      {
        queue: 'webhook-deliveries',
        key: (data) => data.deliveryId,
        ledger,
        run: (delivery, run) => this.deliver(delivery, run.runId),
        failure: (error) => ({
          reason: (error as Error).message,
          permanent: error instanceof Undeliverable,
        }),
        tidy: async (db) => void (await forgetOldDeliveries(db, DELIVERIES_KEPT_DAYS)),
        handedBack: {
          shutdown: 'The server restarted while sending: it is sent again.',
          abandoned: 'The server stopped while sending: it is sent again.',
          abandonedEachTime: (n) => `The server stopped while sending it, ${n} times.`,
        },
      },
      { db: deps.db, boss: deps.boss, settings: deps.settings, log: deps.log },
    );
  }

  start(): Promise<void> {
    return this.jobs.start();
  }

  stop(): Promise<void> {
    return this.jobs.stop();
  }

  /** Queues a delivery, in the caller's transaction. */
  send(tx: Queryable, deliveryId: string): Promise<string> {
    return this.jobs.enqueue(tx, { deliveryId });
  }

  private async deliver(delivery: Claimed, runId: string): Promise<void> {
    const { db } = this.deps;
    if (!delivery.enabled) throw new Undeliverable('The endpoint is turned off.');
    let secret: string;
    try {
      secret = this.deps.secrets.open(delivery.secret);
    } catch (error) {
      // Sealed under another server secret (a database moved without it): no try can mend it.
      throw new Undeliverable((error as Error).message);
    }
    const answer = await sendMessage(
      delivery.url,
      secret,
      { id: delivery.id, payload: delivery.payload },
      this.deps.policy,
    );
    await noteAnswer(db, delivery.id, runId, answer);
    if (answer.ok) {
      await markDelivered(db, delivery.id, runId);
      return;
    }
    const off = await noteEndpointFailing(
      db,
      delivery.endpoint_id,
      this.deps.turnOffAfterSeconds,
      TURNED_OFF,
    );
    if (off) {
      await this.tellAdmins(off.tenant_id, off.url, answer.error ?? '');
      throw new Undeliverable(answer.error ?? TURNED_OFF);
    }
    throw new Error(answer.error ?? 'The endpoint did not take it.');
  }

  /** Mail to the tenant's administrators: an endpoint was turned off. */
  private async tellAdmins(tenantId: string, url: string, lastError: string): Promise<void> {
    for (const to of await activeAdminEmails(this.deps.db, tenantId)) {
      await this.deps.mailer.send({
        to,
        subject: 'A webhook endpoint was turned off',
        text:
          `Deliveries to ${url} have failed for a day, so it was turned off. ` +
          `The last try: ${lastError}\n\nMend the endpoint, then turn it on again in Settings → Webhooks; ` +
          'deliveries that failed can be sent again from its list.',
        data: { tenantId, url },
      });
    }
  }
}
