import type { Database, Queryable } from '../db/database';

/** How one queue's jobs run. */
export interface JobSettings {
  /** Runs of this queue one process does at once. */
  concurrency: number;
  /** Runs a job's subject gets before it fails for good. */
  maxAttempts: number;
  /** The wait before the first retry; each further retry waits about twice as long. */
  retryDelaySeconds: number;
  /** A run whose heartbeat is older than this is taken to have died with its process. */
  staleSeconds: number;
  /** How often abandoned runs are looked for. */
  sweepSeconds: number;
}

/** What a claim took: the subject as the run needs it, and which attempt this is. */
export interface ClaimedRun<Subject> {
  subject: Subject;
  attempts: number;
}

/** How a run that did not finish ends. */
export interface RunEnd {
  retry: boolean;
  reason: string;
  /** Its attempt is not counted (its process was stopped on purpose). */
  uncount?: boolean;
  /** Trying again by hand cannot help either (a file that is not a video): nothing offers it. */
  hopeless?: boolean;
}

/** A run as its subject's rows record it, for the sweep. */
export interface HeldRun<Data> {
  data: Data;
  runId: string;
  attempts: number;
  jobId: string | null;
}

/**
 * Where a kind of job keeps its runs: the feature's own rows (an export, a game's packages),
 * which are what people see. Every write but `claim` and `waiting` carries the run's id, so a
 * run that no longer holds its subject (cancelled, or handed back) changes nothing.
 */
export interface RunLedger<Data, Subject> {
  /** Takes the job's subject for a new run, counting the attempt; null when it is no longer the job's. */
  claim(
    db: Queryable,
    data: Data,
    jobId: string,
    runId: string,
  ): Promise<ClaimedRun<Subject> | null>;
  /** The run is alive, at `percent`; false once it no longer holds its subject. */
  beat(db: Queryable, data: Data, runId: string, percent: number): Promise<boolean>;
  /**
   * Ends a run that did not finish: to run again, or failed for good, with words for people.
   * `uncount`: the run stopped because its process was asked to (a deploy), so its attempt is
   * given back.
   */
  release(db: Queryable, data: Data, runId: string, end: RunEnd): Promise<boolean>;
  /** Records the job the subject now waits for: sent, or sent again for a run handed back. */
  waiting(tx: Queryable, data: Data, jobId: string): Promise<void>;
  /** Runs whose heartbeat is older than `staleSeconds`. */
  abandoned(db: Queryable, staleSeconds: number): Promise<Array<HeldRun<Data>>>;
}

/** One run of a job, as its kind's `run` sees it. */
export interface JobRun<Data> {
  data: Data;
  jobId: string;
  runId: string;
  /** 1 for the first run of the subject. */
  attempt: number;
  /** Whether a failure now is the end: no run follows. */
  lastAttempt: boolean;
  /** Aborted when the run is cancelled, handed back, or its process stops. */
  signal: AbortSignal;
  /** How far it is, 0–100; sent with the next heartbeat. */
  progress(percent: number): void;
}

/** A kind of job: its queue, its ledger, and its work. Exports and highlights are two. */
export interface JobKind<Data extends object, Subject> {
  queue: string;
  /** Names a job's subject (an export's id), to find its run when it is cancelled. */
  key(data: Data): string;
  ledger: RunLedger<Data, Subject>;
  run(subject: Subject, run: JobRun<Data>): Promise<object | void>;
  /**
   * Words for people about a run that failed, whether running it again cannot help
   * (`permanent`: no automatic retry), and whether a person's "Try again" cannot either.
   */
  failure(
    error: unknown,
    last: boolean,
  ): { reason: string; permanent: boolean; hopeless?: boolean };
  /** Words for people about a run handed back. */
  handedBack: {
    /** Its process stopped (a restart): it runs again shortly. */
    shutdown: string;
    /** Its process stopped beating: it runs again shortly. */
    abandoned: string;
    /** Its process stopped beating on the last attempt. */
    abandonedEachTime(attempts: number): string;
  };
  /** More periodic work for the sweep (files past their expiry). */
  tidy?(db: Database): Promise<void>;
}
