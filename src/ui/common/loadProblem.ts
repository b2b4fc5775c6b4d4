import { errorInWords, isNotFound } from '../../core/api/error-words';

/**
 * Why `what` ("The project", say) is not on screen: it does not exist, or it could not be
 * loaded and why, in words a person understands.
 */
export function loadProblem(error: unknown, what: string): string {
  return isNotFound(error)
    ? `${what} does not exist: it may have been deleted, or the link is wrong.`
    : `${what} could not be loaded. ${errorInWords(error)}`;
}
