/** Every machine-readable reason an error answer of the platform API gives (its `code`). */
export const API_ERROR_CODES = [
  'already_member',
  'already_undone',
  'bad_order',
  'bad_request',
  'bad_window',
  'changed_since',
  'conflict',
  'empty_file',
  'expired',
  'forbidden',
  'http_error',
  'insufficient_storage',
  'internal',
  'invalid_api_key',
  'invalid_code',
  'invalid_credentials',
  'invalid_refresh_token',
  'invalid_reset_token',
  'invalid_signature',
  'invalid_token',
  'key_forbidden',
  'last_admin',
  'last_key',
  'membership_ended',
  'method_not_allowed',
  'no_lineup',
  'not_a_member',
  'not_acceptable',
  'not_cancellable',
  'not_found',
  'not_implemented',
  'not_owner',
  'not_retryable',
  'nul_character',
  'other_match',
  'other_tenant',
  'outside_rights',
  'preview_failed',
  'overloaded',
  'publishing_off',
  'query_syntax',
  'range_not_satisfiable',
  'rate_limited',
  'refresh_expired',
  'refresh_token_reused',
  'review_expired',
  'review_revoked',
  'review_unknown',
  'role_forbidden',
  'route_not_found',
  'self_delete',
  'site_not_registered',
  'self_demotion',
  'token_expired',
  'too_large',
  'too_many',
  'unauthorized',
  'unreadable_source',
  'unavailable',
  'unknown_bucket',
  'unknown_collection',
  'unknown_field',
  'unknown_location',
  'unknown_ref',
  'unknown_tenant',
  'unsafe_address',
  'unsupported_data',
  'unsupported_media_type',
  'upload_cancelled',
  'uri_too_long',
  'validation',
  'version_conflict',
  'wrong_password',
] as const;

export type ApiErrorCode = (typeof API_ERROR_CODES)[number];

export function isApiErrorCode(code: unknown): code is ApiErrorCode {
  return (API_ERROR_CODES as readonly unknown[]).includes(code);
}

/** The JSON body of every 4xx and 5xx answer of the platform API. */
export interface ApiErrorBody {
  statusCode: number;
  /** HTTP reason phrase, e.g. "Bad Request". */
  error: string;
  /** What went wrong, in words a developer can act on. 5xx answers never carry details. */
  message: string;
  /** Machine-readable reason, e.g. `invalid_credentials`, `validation`, `not_found`. */
  code: ApiErrorCode;
  /** The request field at fault, where there is one (e.g. `body.userName`). */
  field?: string;
  /** For a malformed search expression: the 0-based character offset at fault. */
  position?: number;
}

/** A page of items in the platform's Spring-style paging shape. */
export interface Page<T> {
  content: T[];
  /** Zero-based page number. */
  page: number;
  size: number;
  totalElements: number;
  totalPages: number;
}
