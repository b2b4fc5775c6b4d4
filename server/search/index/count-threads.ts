import { availableParallelism } from 'node:os';
import { MessageChannel, Worker, type MessagePort } from 'node:worker_threads';
import type { Narrow } from './narrow';
import {
  CHUNK,
  CHUNK_WORDS,
  CLOSED,
  COLUMNS,
  countChunks,
  CURSOR,
  DONE,
  HEAD,
  JOB,
  JOINED,
  MASK,
  MAX_COLUMNS,
  tagOf,
  WORDS,
  type HelperMessage,
} from './count-helper';
import type { CountWorkerData } from './count-worker';

/**
 * Helper threads that count a large result's facet columns beside the search's own thread
 * (docs/search.md "Counting on two threads"). The result's words are cut into chunks which
 * every thread takes in turn until none is left, each listing a chunk's clips and tallying
 * every column over them into tallies of its own, summed at the end: a result of a million
 * clips takes half the time on two cores. The columns are in shared memory (facet-columns.ts
 * makes them so); a column made or replaced since the helpers last saw it is sent to them
 * before the job that needs it.
 */

/** Each helper's program (count-worker.ts, started through its JavaScript first module). */
const COUNT_WORKER = new URL('./count-worker-entry.mjs', import.meta.url);

/** A result is cut into this many chunks, where chunks of 2,048 words would be fewer. */
const CHUNKS = 64;
/** Below this many clips one thread counts alone (waking another costs more than it saves). */
export const PARALLEL_MINIMUM = 65_536;
/** A helper that took part and has not finished by then is taken for dead. */
const WAIT_MS = 5000;

/** A column as a job names it: its values, its width (numbers from 0), where its tally goes. */
export interface CountedColumn {
  key: number;
  values: Narrow;
  width: number;
}

interface Helper {
  /** Its bit in MASK. */
  index: number;
  worker: Worker;
  /** Resolves once it runs (and may take part in counts). */
  online: Promise<void>;
  port: MessagePort;
  /** The columns' arrays as this helper last received them, by key. */
  known: Map<number, Narrow>;
  words: Uint32Array | null;
  out: Uint32Array;
}

function newControl(): Int32Array {
  return new Int32Array(new SharedArrayBuffer(4 * (HEAD + 4 * MAX_COLUMNS)));
}

export interface CountOptions {
  /** The fewest clips a count is shared for. */
  minimum?: number;
  /** Words of a chunk (at most 2,048; by default a 64th of the result, from 32 words). */
  chunkWords?: number;
  /** Every helper joins each count before it begins (for tests: they always take part). */
  everyHelper?: boolean;
}

const DEFAULTS: Required<CountOptions> = {
  minimum: PARALLEL_MINIMUM,
  chunkWords: 0,
  everyHelper: false,
};

/** The helpers of this process, started at the first large count (none in most processes). */
export class CountThreads {
  private helpers: Helper[] = [];
  private control = newControl();
  private words = new Uint32Array(new SharedArrayBuffer(4));
  private out = new Uint32Array(new SharedArrayBuffer(4));
  private readonly list = new Uint32Array(CHUNK_WORDS * 32);
  private started = false;
  private readonly forgotten = new FinalizationRegistry<number>((key) => {
    for (const helper of this.helpers) {
      helper.known.delete(key);
      helper.port.postMessage({ forget: key } satisfies HelperMessage);
    }
  });

  /** Counts made with helpers, how many helpers took part in them, the chunks they took. */
  readonly made = { jobs: 0, joined: 0, helperChunks: 0 };
  private options: Required<CountOptions> = DEFAULTS;

  constructor(
    private threads: number,
    options: CountOptions = {},
  ) {
    this.setThreads(threads, options);
  }

  /** Threads counting a large result, this one included (1: no helpers). */
  setThreads(threads: number, options: CountOptions = {}): void {
    this.options = { ...DEFAULTS, ...options };
    this.options.chunkWords = Math.min(this.options.chunkWords, CHUNK_WORDS);
    if (threads === this.threads) return;
    this.stop();
    this.threads = threads;
  }

  /** Stops the helpers; the next large count starts them again. */
  stop(): void {
    Atomics.store(this.control, JOB, -1);
    Atomics.notify(this.control, JOB);
    for (const helper of this.helpers) void helper.worker.terminate();
    this.helpers = [];
    this.started = false;
    // A new block: a helper stopping late must not read the next helpers' jobs as its own.
    this.control = newControl();
  }

  /**
   * Adds to `tallies` (by column, each `width` long) each column's values over `docs`' clips,
   * with the helpers where there are any and the result is large; false where this thread
   * should count alone.
   */
  count(
    docs: Uint32Array,
    matched: number,
    columns: readonly CountedColumn[],
    tallies: Uint32Array[],
  ): boolean {
    if (this.threads < 2 || matched < this.options.minimum || columns.length > MAX_COLUMNS)
      return false;
    if (!this.started) this.start();
    const helpers = this.helpers;
    if (helpers.length === 0) return false;
    let size = 0;
    const layout = columns.map((column) => {
      const lanes = matched >= 16 * column.width ? 4 : 1;
      const at = { offset: size, lanes };
      size += lanes * column.width;
      return at;
    });
    this.share(docs, size, columns);
    const control = this.control;
    control[CURSOR] = 0;
    control[DONE] = 0;
    control[MASK] = 0;
    // Chunks fine enough that the threads end together, coarse enough to cost nothing.
    const chunkWords =
      this.options.chunkWords ||
      Math.min(CHUNK_WORDS, Math.max(32, Math.ceil(docs.length / CHUNKS)));
    control[CHUNK] = chunkWords;
    control[WORDS] = docs.length;
    control[COLUMNS] = columns.length;
    for (const [c, column] of columns.entries()) {
      control[HEAD + 4 * c] = column.key;
      control[HEAD + 4 * c + 1] = column.width;
      control[HEAD + 4 * c + 2] = layout[c]!.lanes;
      control[HEAD + 4 * c + 3] = layout[c]!.offset;
    }
    const job = (control[JOB]! + 1) & 0x3fffffff;
    Atomics.store(control, JOINED, tagOf(job));
    Atomics.store(control, JOB, job);
    Atomics.notify(control, JOB);
    if (this.options.everyHelper) this.awaitJoining(helpers.length);
    const out = this.out;
    out.fill(0, 0, size);
    const mine = countChunks(
      control,
      this.words,
      columns.map((c) => c.values),
      out,
      this.list,
      HEAD,
    );
    const joined = Atomics.or(control, JOINED, CLOSED) & 0xffff;
    for (let done = Atomics.load(control, DONE); done < joined; done = control[DONE]!) {
      if (Atomics.wait(control, DONE, done, WAIT_MS) === 'timed-out') {
        // A helper died in the job: its chunks are lost. Count alone from now on.
        console.error('search: a counting thread stopped answering; counting on one thread');
        this.threads = 1;
        this.stop();
        return false;
      }
    }
    this.made.jobs++;
    this.made.joined += joined;
    this.made.helperChunks += Math.ceil(docs.length / chunkWords) - mine;
    const mask = Atomics.load(control, MASK);
    const outs = [out, ...helpers.filter((h) => mask & (1 << h.index)).map((h) => h.out)];
    for (const [c, column] of columns.entries()) {
      const { offset, lanes } = layout[c]!;
      const tally = tallies[c]!;
      for (const part of outs)
        for (let lane = 0; lane < lanes; lane++) {
          const from = offset + lane * column.width;
          for (let v = 0; v < column.width; v++) tally[v]! += part[from + v]!;
        }
    }
    return true;
  }

  /** Waits (a while at most) until every helper has joined the job. */
  private awaitJoining(helpers: number): void {
    const control = this.control;
    for (let state = Atomics.load(control, JOINED); (state & 0xffff) < helpers;) {
      if (Atomics.wait(control, JOINED, state, WAIT_MS) === 'timed-out') return;
      state = Atomics.load(control, JOINED);
    }
  }

  /** Starts the helpers now rather than at the first large count; resolves once they run. */
  async ready(): Promise<number> {
    if (this.threads < 2) return 0;
    if (!this.started) this.start();
    await Promise.all(this.helpers.map((h) => h.online));
    return this.helpers.length;
  }

  /** Remembers a column, so that the helpers forget it once nothing else holds it. */
  register(column: object, key: number): void {
    this.forgotten.register(column, key);
  }

  private start(): void {
    this.started = true;
    for (let i = 1; i < this.threads; i++) {
      const { port1, port2 } = new MessageChannel();
      const worker = new Worker(COUNT_WORKER, {
        workerData: { control: this.control, port: port2, index: i - 1 } satisfies CountWorkerData,
        transferList: [port2],
      });
      const helper: Helper = {
        index: i - 1,
        worker,
        // Held open until it runs (a caller may wait for that), then not keeping the process.
        online: new Promise((resolve) => {
          worker.once('online', () => {
            worker.unref();
            resolve();
          });
          worker.once('exit', () => resolve());
        }),
        port: port1,
        known: new Map(),
        words: null,
        out: new Uint32Array(0),
      };
      const lost = (error?: unknown) => {
        if (!this.helpers.includes(helper)) return;
        console.error('search: a counting thread stopped', error ?? '');
        this.helpers = this.helpers.filter((h) => h !== helper);
      };
      worker.on('error', lost);
      worker.on('exit', () => lost());
      this.helpers.push(helper);
    }
  }

  /** Copies the result's words where the helpers read them; sends what they lack. */
  private share(docs: Uint32Array, size: number, columns: readonly CountedColumn[]): void {
    if (this.words.length < docs.length)
      this.words = new Uint32Array(new SharedArrayBuffer(4 * Math.max(docs.length, 1024)));
    this.words.set(docs);
    if (this.out.length < size) this.out = new Uint32Array(new SharedArrayBuffer(4 * size));
    for (const helper of this.helpers) {
      const send = (message: HelperMessage) => helper.port.postMessage(message);
      if (helper.words !== this.words) send({ words: (helper.words = this.words) });
      if (helper.out.length < size)
        send({ out: (helper.out = new Uint32Array(new SharedArrayBuffer(4 * size))) });
      for (const column of columns)
        if (helper.known.get(column.key) !== column.values) {
          helper.known.set(column.key, column.values);
          send({ column: column.key, values: column.values });
        }
    }
  }
}

/** Threads counting by default: two where the machine has two cores or more. */
export function defaultCountThreads(): number {
  return Math.min(2, availableParallelism());
}
