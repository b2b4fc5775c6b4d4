import type { FastifyReply } from 'fastify';
import type { MediaStorage } from '../media/storage';
import { errorBody } from './errors';
import { parseRange } from './range';

const TYPES: Record<string, string> = {
  mp4: 'video/mp4',
  ts: 'video/mp2t',
  m3u8: 'application/vnd.apple.mpegurl',
  jpg: 'image/jpeg',
  zip: 'application/zip',
  edl: 'text/plain; charset=utf-8',
  otio: 'application/json',
};

export function contentTypeOf(key: string): string {
  return TYPES[key.split('.').pop() ?? ''] ?? 'application/octet-stream';
}

/** Sends a stored object, honouring a single byte range (206) and answering 416 past its end. */
export async function sendStored(
  reply: FastifyReply,
  storage: MediaStorage,
  key: string,
  rangeHeader: string | undefined,
  cacheControl: string,
): Promise<FastifyReply> {
  const info = await storage.stat(key);
  if (!info) {
    return reply.code(404).send(errorBody(404, 'not_found', 'That media file is not available.'));
  }
  reply
    .header('Accept-Ranges', 'bytes')
    .header('Cache-Control', cacheControl)
    .header('Last-Modified', info.modified.toUTCString());
  const request = parseRange(rangeHeader, info.size);
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
