import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import {
  isApiErrorCode,
  SERVICE_PATHS,
  type ApiErrorBody,
  type ApiErrorCode,
} from '../../src/core/api/contract';
import { isDatabaseUnavailable } from '../db/unavailable';

/** An error a client caused or may act on: answered with its status and message as they are. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ApiErrorCode,
    message: string,
    readonly field?: string,
    readonly position?: number,
  ) {
    super(message);
    this.name = 'HttpError';
  }
  /** Sent as `Retry-After`, for an answer that says when to try again (429, 503). */
  retryAfterSeconds?: number;
}

export class BadRequestError extends HttpError {
  constructor(message: string, field?: string, code: ApiErrorCode = 'bad_request') {
    super(400, code, message, field);
  }
}

export class UnauthorizedError extends HttpError {
  constructor(message = 'Sign in to continue.', code: ApiErrorCode = 'unauthorized') {
    super(401, code, message);
  }
}

export class ForbiddenError extends HttpError {
  constructor(message = 'You do not have access to this.', code: ApiErrorCode = 'forbidden') {
    super(403, code, message);
  }
}

export class NotFoundError extends HttpError {
  constructor(resource: string, id: string) {
    super(404, 'not_found', `${resource} ${JSON.stringify(id)} was not found.`);
  }
}

export class ConflictError extends HttpError {
  constructor(message: string, field?: string, code: ApiErrorCode = 'conflict') {
    super(409, code, message, field);
  }
}

/** The code of a 4xx raised by the framework or a plugin (whose own codes are theirs, not ours). */
const CODES_OF_STATUS: Record<number, ApiErrorCode> = {
  405: 'method_not_allowed',
  406: 'not_acceptable',
  413: 'too_large',
  414: 'uri_too_long',
  415: 'unsupported_media_type',
  416: 'range_not_satisfiable',
  429: 'rate_limited',
};

function codeOfStatus(status: number): ApiErrorCode {
  return CODES_OF_STATUS[status] ?? 'bad_request';
}

const REASONS: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  406: 'Not Acceptable',
  409: 'Conflict',
  413: 'Payload Too Large',
  414: 'URI Too Long',
  415: 'Unsupported Media Type',
  416: 'Range Not Satisfiable',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  501: 'Not Implemented',
  503: 'Service Unavailable',
  507: 'Insufficient Storage',
};

export function errorBody(
  statusCode: number,
  code: ApiErrorCode,
  message: string,
  field?: string,
  position?: number,
): ApiErrorBody {
  return {
    statusCode,
    error: REASONS[statusCode] ?? 'Error',
    code,
    message,
    ...(field ? { field } : {}),
    ...(position !== undefined ? { position } : {}),
  };
}

/** What a 503 for an unreachable database asks clients to wait (seconds). */
const DATABASE_RETRY_AFTER_SECONDS = 5;

/**
 * One error handler for the whole server: 4xx say what is wrong, 5xx say nothing more; a
 * database out of reach is a 503 to try again after, not a failure.
 */
export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) {
      if (error.retryAfterSeconds !== undefined)
        void reply.header('retry-after', String(error.retryAfterSeconds));
      return reply
        .code(error.statusCode)
        .send(errorBody(error.statusCode, error.code, error.message, error.field, error.position));
    }
    if (error.validation) {
      const first = error.validation[0];
      const place = error.validationContext ?? 'request';
      const path = first?.instancePath?.replace(/^\//, '').replace(/\//g, '.') ?? '';
      const missing = (first?.params as { missingProperty?: string } | undefined)?.missingProperty;
      const extra = (first?.params as { additionalProperty?: string } | undefined)
        ?.additionalProperty;
      const name = [path, missing ?? extra].filter(Boolean).join('.');
      const field = name ? `${place}.${name}` : place;
      const what = extra
        ? `${field} is not a known field`
        : missing
          ? `${field} is required`
          : `${field} ${first?.message ?? 'is invalid'}`;
      return reply.code(400).send(errorBody(400, 'validation', what, field));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const code = isApiErrorCode(error.code) ? error.code : codeOfStatus(status);
      return reply.code(status).send(errorBody(status, code, error.message));
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      return reply
        .code(503)
        .header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS))
        .send(
          errorBody(
            503,
            'unavailable',
            'The service is briefly unavailable. Try again in a few seconds.',
          ),
        );
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send(errorBody(500, 'internal', 'Something went wrong on our side.'));
  });
}

/**
 * Unknown addresses: a browser asking for a page gets the app's own not-found page (status
 * 404, the app names it), an API client the JSON error.
 */
export function installNotFoundHandler(
  app: FastifyInstance,
  appPage: ((reply: FastifyReply) => Promise<FastifyReply>) | null,
): void {
  app.setNotFoundHandler((request, reply) => {
    const wantsPage =
      appPage &&
      (request.method === 'GET' || request.method === 'HEAD') &&
      (request.headers.accept ?? '').includes('text/html') &&
      !Object.values(SERVICE_PATHS).some((prefix) => request.url.startsWith(`${prefix}/`));
    if (wantsPage) return appPage(reply.code(404));
    return reply
      .code(404)
      .send(errorBody(404, 'route_not_found', `No route ${request.method} ${request.url}.`));
  });
}
