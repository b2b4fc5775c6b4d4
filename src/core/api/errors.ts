import type { ApiErrorBody, ApiErrorCode } from './contract';

/** The network failed: no answer at all (offline, refused, CORS). */
export class FetchError extends Error {
  constructor(
    readonly url: string,
    cause: unknown,
  ) {
    super(`Could not reach ${url}: ${(cause as Error)?.message ?? String(cause)}`);
    this.name = 'FetchError';
  }
}

/** No answer within the time allowed. */
export class TimeoutError extends Error {
  constructor(
    readonly url: string,
    readonly timeoutMs: number,
  ) {
    super(`${url} did not answer within ${timeoutMs} ms`);
    this.name = 'TimeoutError';
  }
}

/** An answer that is not the JSON it should be; `status` is the HTTP status it came with. */
export class ParseError extends Error {
  constructor(
    readonly url: string,
    readonly status: number,
    readonly text: string,
  ) {
    super(`${url} answered ${status} with a body that is not JSON`);
    this.name = 'ParseError';
  }
}

/** The server refused: 4xx or 5xx with the platform's error body. */
export class ApiError extends Error {
  constructor(
    readonly url: string,
    readonly status: number,
    readonly body: ApiErrorBody,
  ) {
    super(body.message);
    this.name = 'ApiError';
  }

  get code(): ApiErrorCode {
    return this.body.code;
  }

  get field(): string | undefined {
    return this.body.field;
  }
}

/** Does an error mean "the access token is no good" (a 401, even one whose body did not parse)? */
export function isUnauthorized(error: unknown): boolean {
  return (error instanceof ApiError || error instanceof ParseError) && error.status === 401;
}
