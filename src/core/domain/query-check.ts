import type { ApiErrorCode } from '../api/contract';
import { SearchSyntaxError } from '../api/contract/query/errors';
import { tenantQueryFields } from '../api/contract/query/fields';
import { parseQuery } from '../api/contract/query/parse';

export interface QueryRefusal {
  code: Extract<ApiErrorCode, 'query_syntax' | 'unknown_field'>;
  message: string;
  position: number;
}

/**
 * What the server would refuse in a search expression, found in the browser with the server's
 * own reading of the query language (its parser and the tenant's fields): the refusal, as the
 * server would give it, or null when the server takes it.
 */
export function queryRefusal(query: string, tenantId: string): QueryRefusal | null {
  try {
    parseQuery(query, tenantQueryFields(tenantId));
    return null;
  } catch (error) {
    if (!(error instanceof SearchSyntaxError)) return null;
    return {
      code: error.name === 'UnknownFieldError' ? 'unknown_field' : 'query_syntax',
      message: error.message,
      position: error.position,
    };
  }
}
