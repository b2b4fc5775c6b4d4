import type { MessagePort } from 'node:worker_threads';
import type { Narrow } from './narrow';

/*
 * The counting threads' side (count-threads.ts is the search's side): the control block they
 * share, the count every thread runs, and the helpers' program.
 */

/** Slots of the control block every thread shares. */
export const JOB = 0; // the job's number: a helper waits for it to change (-1: stop)
export const CURSOR = 1; // the next chunk to take
// The job's tag (its number's low bits, from bit 16), the helpers that joined it (below), and
// CLOSED once the caller stops waiting for more: a helper joins only the job it woke for.
export const JOINED = 2;
export const DONE = 3; // helpers that took part and are done
export const WORDS = 4; // the result's length in words
export const COLUMNS = 5; // columns in the job
export const MASK = 6; // a bit for each helper that joined (its tallies are in its `out`)
export const CHUNK = 7; // words of a chunk
export const HEAD = 8; // then per column: its key, its width, its lanes (1 or 4), its offset
export const CLOSED = 1 << 30;
export const tagOf = (job: number) => (job & 0x3fff) << 16;
export const MAX_COLUMNS = 64;

/** Words of a chunk at most: 65,536 clips. */
export const CHUNK_WORDS = 2048;

export type HelperMessage =
  | { column: number; values: Narrow }
  | { forget: number }
  | { words: Uint32Array }
  | { out: Uint32Array };

/**
 * Takes chunks of the job until none is left, tallying each column over each chunk's clips
 * into `out` (per column `lanes` tallies side by side, from its offset). Runs on the calling
 * thread and on each helper.
 */
export function countChunks(
  control: Int32Array,
  words: Uint32Array,
  columns: ArrayLike<Narrow>,
  out: Uint32Array,
  list: Uint32Array,
  head: number,
): number {
  const wordCount = control[WORDS]!;
  const chunkWords = control[CHUNK]!;
  const count = columns.length;
  for (let taken = 0; ; taken++) {
    const from = Atomics.add(control, CURSOR, 1) * chunkWords;
    if (from >= wordCount) return taken;
    const to = Math.min(wordCount, from + chunkWords);
    let n = 0;
    for (let w = from; w < to; w++) {
      let word = words[w]!;
      const base = w << 5;
      while (word !== 0) {
        list[n++] = base + 31 - Math.clz32(word & -word);
        word &= word - 1;
      }
    }
    for (let c = 0; c < count; c++) {
      const values = columns[c]!;
      const width = control[head + 4 * c + 1]!;
      const offset = control[head + 4 * c + 3]!;
      let i = 0;
      if (control[head + 4 * c + 2] === 4) {
        const [b, d, e] = [offset + width, offset + 2 * width, offset + 3 * width];
        for (; i + 4 <= n; i += 4) {
          out[offset + values[list[i]!]!]! += 1;
          out[b + values[list[i + 1]!]!]! += 1;
          out[d + values[list[i + 2]!]!]! += 1;
          out[e + values[list[i + 3]!]!]! += 1;
        }
      }
      for (; i < n; i++) out[offset + values[list[i]!]!]! += 1;
    }
  }
}

/**
 * A helper's life (count-worker.ts runs it on its thread): wait for a job, take the messages
 * sent before it, join it if it is still the job it woke for, count, say so; until JOB is -1.
 */
export function helperLoop(
  control: Int32Array,
  port: MessagePort,
  receive: (port: MessagePort) => { message: HelperMessage } | undefined,
  index: number,
): void {
  const known = new Map<number, Narrow>();
  let words: Uint32Array = new Uint32Array(0);
  let out: Uint32Array = new Uint32Array(0);
  const list = new Uint32Array(CHUNK_WORDS * 32);
  let seen = Atomics.load(control, JOB);
  for (;;) {
    Atomics.wait(control, JOB, seen);
    seen = Atomics.load(control, JOB);
    if (seen < 0) return;
    for (let m = receive(port); m; m = receive(port)) {
      const message = m.message;
      if ('column' in message) known.set(message.column, message.values);
      else if ('forget' in message) known.delete(message.forget);
      else if ('words' in message) words = message.words;
      else out = message.out;
    }
    let joined = false;
    for (;;) {
      const state = Atomics.load(control, JOINED);
      if (state & CLOSED || state >>> 16 !== (seen & 0x3fff)) break;
      if (Atomics.compareExchange(control, JOINED, state, state + 1) === state) {
        joined = true;
        break;
      }
    }
    if (!joined) continue;
    Atomics.or(control, MASK, 1 << index);
    Atomics.notify(control, JOINED);
    const columns: Narrow[] = [];
    let size = 0;
    for (let c = 0; c < control[COLUMNS]!; c++) {
      const at = HEAD + 4 * c;
      columns.push(known.get(control[at]!)!);
      size = Math.max(size, control[at + 3]! + control[at + 1]! * control[at + 2]!);
    }
    out.fill(0, 0, size);
    countChunks(control, words, columns, out, list, HEAD);
    Atomics.add(control, DONE, 1);
    Atomics.notify(control, DONE);
  }
}
