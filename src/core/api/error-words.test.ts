import { describe, expect, it } from 'vitest';
import { errorInWords, isNotFound } from './error-words';
import { ApiError, FetchError, ParseError, TimeoutError } from './errors';
import type { ApiErrorCode } from './contract';

const api = (
  status: number,
  body: Partial<{ code: ApiErrorCode; message: string; field: string }>,
) =>
  new ApiError('http://127.0.0.1/x', status, {
    statusCode: status,
    error: 'x',
    code: 'validation',
    message: 'body.query must NOT have more than 1000 characters',
    ...body,
  });

describe('errors in words a person understands', () => {
  it('never repeats the server’s own text or an address', () => {
    const errors = [
      api(400, {}),
      api(400, { message: 'params.id must match format "uuid"', field: 'params.id' }),
      api(401, {}),
      api(403, {}),
      api(404, {}),
      api(409, {}),
      api(413, {}),
      api(429, {}),
      api(500, {}),
      api(503, {}),
      new FetchError('http://127.0.0.1:9/x', new TypeError('Failed to fetch')),
      new TimeoutError('http://127.0.0.1/x', 15_000),
      new ParseError('http://127.0.0.1/x', 200, '<html>'),
      new ParseError('http://127.0.0.1/x', 502, '<html>'),
      new Error('TypeError: x is undefined'),
      'a string',
      api(403, { code: 'site_not_registered', message: 'Pages of https://x.example may not call' }),
      api(501, {}),
    ];
    for (const error of errors) {
      const words = errorInWords(error);
      expect(words).not.toMatch(/body\.|params\.|must|http|127\.0|undefined|Failed to fetch/);
      expect(words).toMatch(/^[A-Z].*\.$/);
    }
    expect(errorInWords(errors[10])).toContain('connection');
    expect(errorInWords(errors[3])).toContain('access');
    expect(errorInWords(errors[8])).toContain('Try again');
    expect(errorInWords(errors.at(-1))).toBe('That is not available here. Choose something else.');
  });

  it('knows a thing that does not exist: a 404, or an id that can name nothing', () => {
    expect(isNotFound(api(404, {}))).toBe(true);
    expect(isNotFound(api(400, { field: 'params.id' }))).toBe(true);
    expect(isNotFound(api(400, { field: 'body.title' }))).toBe(false);
    expect(isNotFound(new FetchError('x', null))).toBe(false);
  });

  it('tells a partner page’s visitor that the site is not registered, not that their account lacks access', () => {
    const refused = api(403, { code: 'site_not_registered' });
    expect(errorInWords(refused)).toBe(
      'This website is not registered to show these videos. Its owner can register it.',
    );
    expect(errorInWords(api(403, { code: 'role_forbidden' }))).toBe(
      'Your account does not have access to this.',
    );
  });
});
