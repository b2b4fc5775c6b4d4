import { ApiError } from '../api/errors';
import { errorInWords } from '../api/error-words';
import { MAX_PARTNER_SITES } from '../api/contract/partner-sites';

/** Why a site could not be registered, in words. */
export function siteRegistrationProblem(error: unknown, origin: string): string {
  if (error instanceof ApiError && error.code === 'too_many')
    return `At most ${MAX_PARTNER_SITES} sites can be registered: remove one first.`;
  if (error instanceof ApiError && error.status === 409) return `${origin} is already registered.`;
  return `${origin} could not be registered. ${errorInWords(error)}`;
}
