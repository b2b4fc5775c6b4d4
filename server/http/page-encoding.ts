import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** The encoding a browser takes, brotli first: what `Accept-Encoding` allows. */
export function pageEncoding(request: FastifyRequest): 'br' | 'gzip' | null {
  const accepted = String(request.headers['accept-encoding'] ?? '')
    .split(',')
    .map((part) => part.trim().split(';'))
    .filter(([, q]) => !q || Number(q.trim().replace(/^q=/, '')) > 0)
    .map(([name]) => name!.trim().toLowerCase());
  if (accepted.includes('br')) return 'br';
  if (accepted.includes('gzip')) return 'gzip';
  return null;
}

/**
 * Sends a page made for this answer (its nonce is fresh) compressed as the browser allows:
 * brotli at a quality fast enough to make per answer, or gzip.
 */
export function sendPage(request: FastifyRequest, reply: FastifyReply, html: string) {
  const encoding = pageEncoding(request);
  reply.type('text/html; charset=utf-8').header('vary', 'accept-encoding');
  if (!encoding) return reply.send(html);
  const body =
    encoding === 'br'
      ? brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
      : gzipSync(html);
  return reply.header('content-encoding', encoding).send(body);
}
