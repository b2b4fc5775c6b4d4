import { ApiError } from './errors';
import { errorInWords } from './error-words';

/**
 * Why a use of clips was refused: outside a clip's rights window the server names the clip and
 * the window in words (docs/rights.md); anything else as any call says it.
 */
export function refusalOfUseInWords(error: unknown): string {
  return error instanceof ApiError && error.code === 'outside_rights'
    ? error.message
    : errorInWords(error);
}
