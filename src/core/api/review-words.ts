import { ApiError } from './errors';
import { errorInWords } from './error-words';

/** The codes whose message is the product's own sentence for a reviewer (who, when, why). */
const SAID_BY_THE_SERVER = new Set([
  'review_expired',
  'review_revoked',
  'review_unknown',
  'wrong_password',
  'unauthorized',
  'forbidden',
  'rate_limited',
]);

/** Why a reviewer's call failed, in words for a person with no account. */
export function reviewErrorInWords(error: unknown): string {
  if (error instanceof ApiError) {
    if (SAID_BY_THE_SERVER.has(error.code)) return error.message;
    if (error.field === 'body.at') return 'That moment is not within the item. Pick another.';
    if (error.status === 400) return 'The comment was not accepted. Check it, then try again.';
  }
  return errorInWords(error);
}

/** Whether a review link no longer opens at all (expired, turned off, unknown). */
export const isClosedReview = (error: unknown): boolean =>
  error instanceof ApiError &&
  (error.code === 'review_expired' ||
    error.code === 'review_revoked' ||
    error.code === 'review_unknown');
