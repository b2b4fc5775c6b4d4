import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

/** A request one of the cluster's processes made of another (a search passed on, a question). */
export const ROUTED_HEADER = 'x-vs-routed';

/**
 * The mark only the cluster's processes can put on a request (they share the secret), as text.
 */
export function routingMark(secret: Uint8Array): string {
  return createHash('sha256').update('search routing\n').update(secret).digest().toString('hex');
}

/** Whether another of the cluster's processes made this request. */
export function isFromCluster(request: FastifyRequest, mark: string): boolean {
  const given = request.headers[ROUTED_HEADER];
  if (typeof given !== 'string' || given.length !== mark.length) return false;
  return timingSafeEqual(Buffer.from(given, 'utf8'), Buffer.from(mark, 'utf8'));
}

/**
 * Asks another of the cluster's processes (`target`, its address) a question of its own routes:
 * its answer's status and body, or null where it could not be reached or did not answer in time.
 */
export async function askProcess<T>(
  target: string,
  path: string,
  body: unknown,
  mark: string,
  timeoutMs = 30_000,
): Promise<{ status: number; body: T } | null> {
  try {
    const answer = await fetch(`${target}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [ROUTED_HEADER]: mark },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
    return { status: answer.status, body: (await answer.json()) as T };
  } catch {
    return null;
  }
}
