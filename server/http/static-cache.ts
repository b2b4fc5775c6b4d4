import type { FastifyReply } from 'fastify';

/**
 * A file named by its content: rollup's chunks (`chunks/[name]-[hash].js`) and fonts
 * (`fonts/[name]-[hash].woff2`). Entries (`vs-elements.js`, `main.js`) keep their names.
 */
const HASHED = /[\\/](chunks|fonts)[\\/][^\\/]+-[A-Za-z0-9_-]{8}\.[a-z0-9]+(\.(br|gz))?$/;

/** A year: the longest lifetime browsers keep, for files that never change under their name. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * How long a browser keeps a built file: a file named by its content for good; any other
 * (the loader, the app's entry, the elements' entries, whose names stay as their content
 * changes) only while the server says it is unchanged (ETag), so a new build reaches a
 * returning visitor at once, and never names chunks a rebuild has deleted.
 */
export function cacheControlOf(file: string): string {
  return HASHED.test(file) ? IMMUTABLE : 'no-cache';
}

/** @fastify/static's `setHeaders`: the cache lifetime of the file sent. */
export function setCacheHeaders(reply: FastifyReply, file: string): void {
  reply.header('cache-control', cacheControlOf(file));
}
