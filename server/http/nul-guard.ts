import type { FastifyRequest } from 'fastify';
import { BadRequestError } from './errors';

/** The path of the first string holding a NUL character, which PostgreSQL text cannot store. */
export function findNul(value: unknown, path: string, depth = 0): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (depth > 32 || value === null || typeof value !== 'object') return null;
  for (const [key, child] of Object.entries(value)) {
    if (key.includes('\u0000')) return `${path}.${key.replaceAll('\u0000', '\\0')}`;
    const found = findNul(child, `${path}.${key}`, depth + 1);
    if (found) return found;
  }
  return null;
}

/** Refuses requests whose params, query or body carry a NUL character, naming the field. */
export async function refuseNul(request: FastifyRequest): Promise<void> {
  for (const [part, value] of [
    ['params', request.params],
    ['querystring', request.query],
    ['body', request.body],
  ] as const) {
    const field = findNul(value, part);
    if (field)
      throw new BadRequestError(`${field} contains a NUL character`, field, 'nul_character');
  }
}
