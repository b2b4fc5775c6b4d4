import { randomUUID } from 'node:crypto';
import type { TapeEvent, TapeEventReceipt } from '../../src/core/api/contract';
import type { Queryable } from '../db/database';
import type { Principal } from '../http/auth';
import { BadRequestError } from '../http/errors';
import { insertTapeEvent } from './repository';

/** Records an analytics event of the caller's (SPEC §7 POST tape/event), now or when it says. */
export async function recordTapeEvent(
  db: Queryable,
  caller: Principal,
  { type, properties, occurredAt }: TapeEvent,
): Promise<TapeEventReceipt> {
  const when = occurredAt ? new Date(occurredAt) : new Date();
  if (Number.isNaN(when.getTime())) {
    throw new BadRequestError('body.occurredAt is not a valid date-time', 'body.occurredAt');
  }
  const id = randomUUID();
  const receivedAt = await insertTapeEvent(db, {
    id,
    tenantId: caller.tenantId,
    userId: caller.kind === 'user' ? caller.userId : null,
    type,
    properties: properties ?? {},
    occurredAt: when,
  });
  return { id, receivedAt: receivedAt.toISOString() };
}
