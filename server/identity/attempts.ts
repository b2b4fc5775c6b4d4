import type { FastifyRequest } from 'fastify';
import type { IdentitySettings } from './settings';
import type { Queryable } from '../db/database';
import { HttpError } from '../http/errors';
import { countAttemptOn, deleteOldAttempts } from './repository';

export type AttemptKind = 'signin' | 'reset' | 'signup' | 'review' | 'review-comment';

export interface AttemptLimits {
  /** Attempts for one account (an email) in a window, from anywhere. */
  perAccount: number;
  /** Attempts from one client address in a window, for any accounts. */
  perAddress: number;
  windowMs: number;
}

export const attemptLimitsOf = (config: IdentitySettings): AttemptLimits => ({
  perAccount: config.signInMaxAttempts,
  perAddress: config.signInMaxPerAddress,
  windowMs: config.signInWindowMs,
});

/** The account an attempt is for, and the address it comes from (the proxy's, when trusted). */
export const whoIsTrying = (request: FastifyRequest, account: string) => ({
  account,
  address: request.ip,
});

/** Too many attempts: a 429 that says when to try again (and `Retry-After` says it too). */
export class TooManyAttemptsError extends HttpError {
  constructor(seconds: number) {
    super(
      429,
      'rate_limited',
      `Too many attempts. Try again in ${seconds} second${seconds === 1 ? '' : 's'}.`,
    );
    this.retryAfterSeconds = seconds;
  }
}

/** Every so many attempts, this process drops counts whose window ended long ago. */
const SWEEP_EVERY = 200;
let sinceSweep = 0;

/**
 * Counts an attempt for the account and for the address, and refuses it when either has had
 * too many in the window: one address trying many accounts, and many addresses trying one
 * account, are both held back. Every attempt is counted, refused ones too.
 */
export async function countAttempt(
  db: Queryable,
  kind: AttemptKind,
  who: { account: string; address: string },
  limits: AttemptLimits,
): Promise<void> {
  const windowSeconds = limits.windowMs / 1000;
  if (++sinceSweep >= SWEEP_EVERY) {
    sinceSweep = 0;
    await forgetOldAttempts(db);
  }
  const account = await countAttemptOn(
    db,
    `${kind}:account:${who.account.trim().toLowerCase()}`,
    windowSeconds,
  );
  const address = await countAttemptOn(db, `${kind}:address:${who.address}`, windowSeconds);
  const over = [
    account.count > limits.perAccount ? account.remaining : 0,
    address.count > limits.perAddress ? address.remaining : 0,
  ];
  const wait = Math.max(...over);
  if (wait > 0) throw new TooManyAttemptsError(Math.max(1, Math.ceil(wait)));
}

/** Drops counts whose window ended a day ago or more. */
export const forgetOldAttempts = (db: Queryable) => deleteOldAttempts(db);
