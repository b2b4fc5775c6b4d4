import { ApiError, FetchError, ParseError, TimeoutError } from './errors';

/** For a visitor of a partner page the platform does not answer (its integrator reads the console). */
const NOT_REGISTERED =
  'This website is not registered to show these videos. Its owner can register it.';

/** Whether the platform refused the page itself: its site is not registered for the tenant. */
export function isSiteNotRegistered(error: unknown): boolean {
  return error instanceof ApiError && error.code === 'site_not_registered';
}

/**
 * What went wrong with a call, in words a person understands: never the server's own text
 * (written for developers), never an address. The screen says what could not be done; this
 * says why, and what to do.
 */
export function errorInWords(error: unknown): string {
  if (error instanceof FetchError)
    return 'The service could not be reached. Check your connection, then try again.';
  if (error instanceof TimeoutError) return 'The service took too long to answer. Try again.';
  if (error instanceof ParseError && error.status < 500)
    return 'The service gave an answer that could not be read. Try again.';
  if (error instanceof ApiError && error.code === 'site_not_registered') return NOT_REGISTERED;
  const status = error instanceof ApiError || error instanceof ParseError ? error.status : 0;
  if (status === 400 || status === 422)
    return 'Something in it was not accepted. Check what you entered, then try again.';
  if (status === 401) return 'Your session has ended. Sign in again.';
  if (status === 403) return 'Your account does not have access to this.';
  if (status === 404) return 'It was not found: it may have been deleted, or the link is wrong.';
  if (status === 409) return 'It was changed elsewhere at the same time. Reload, then try again.';
  if (status === 413) return 'It is too large to send.';
  if (status === 429) return 'Too many tries in a short time. Wait a minute, then try again.';
  if (status === 501) return 'That is not available here. Choose something else.';
  if (status >= 500) return 'The service had a problem. Try again in a moment.';
  return 'Something went wrong. Try again.';
}

/** Whether a call failed because what it asked for does not exist (or its id cannot name anything). */
export function isNotFound(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  return (
    error.status === 404 || (error.status === 400 && (error.field ?? '').startsWith('params.'))
  );
}
