import type { FastifyReply } from 'fastify';
import { contentTypeOf } from '../media/content-types';
import type { MediaStorage } from '../media/storage';
import { errorBody } from './errors';
import { parseRange } from './range';

export interface SendOptions {
  /** The request's `Range` header. */
  range: string | undefined;
  cacheControl: string;
  /** Sent as a download under this `Content-Disposition`. */
  disposition?: string;
}

/** How long a browser may keep a redirect to a signed address (well inside its life). */
const REDIRECT_MAX_AGE_SECONDS = 60;

/**
 * Sends a stored object, honouring a single byte range (206) and answering 416 past its end.
 * Storage a client can read directly (object storage) is not streamed through this process: the
 * answer is a redirect to a signed address of the object.
 */
export async function sendStored(
  reply: FastifyReply,
  storage: MediaStorage,
  key: string,
  options: SendOptions,
): Promise<FastifyReply> {
  if (storage.signedUrl) {
    return reply
      .header('Cache-Control', `private, max-age=${REDIRECT_MAX_AGE_SECONDS}`)
      .redirect(await storage.signedUrl(key, options.disposition), 302);
  }
  const info = await storage.stat(key);
  if (!info) {
    return reply.code(404).send(errorBody(404, 'not_found', 'That media file is not available.'));
  }
  if (options.disposition) reply.header('Content-Disposition', options.disposition);
  reply
    .header('Accept-Ranges', 'bytes')
    .header('Cache-Control', options.cacheControl)
    .header('Last-Modified', info.modified.toUTCString());
  const request = parseRange(options.range, info.size);
  if (request.kind === 'unsatisfiable') {
    return reply
      .code(416)
      .header('Content-Range', `bytes */${info.size}`)
      .type('application/json; charset=utf-8')
      .send(errorBody(416, 'range_not_satisfiable', `The file has ${info.size} bytes.`));
  }
  if (request.kind === 'partial') {
    const { start, end } = request.range;
    return reply
      .code(206)
      .type(contentTypeOf(key))
      .header('Content-Range', `bytes ${start}-${end}/${info.size}`)
      .header('Content-Length', end - start + 1)
      .send(storage.read(key, request.range));
  }
  return reply.type(contentTypeOf(key)).header('Content-Length', info.size).send(storage.read(key));
}
