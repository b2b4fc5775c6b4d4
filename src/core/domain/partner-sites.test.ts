import { describe, expect, it } from 'vitest';
import { ApiError, FetchError } from '../api/errors';
import { siteRegistrationProblem } from './partner-sites';

const refusal = (status: number, code: 'conflict' | 'too_many') =>
  new ApiError('http://127.0.0.1/identity/v2/iam/tenant/t/sites', status, {
    statusCode: status,
    error: 'Conflict',
    code,
    message: 'https://club.example is already registered.',
    field: 'body.origin',
  });

describe('a site that could not be registered', () => {
  it('says why in words', () => {
    expect(siteRegistrationProblem(refusal(409, 'conflict'), 'https://club.example')).toBe(
      'https://club.example is already registered.',
    );
    expect(siteRegistrationProblem(refusal(409, 'too_many'), 'https://club.example')).toBe(
      'At most 100 sites can be registered: remove one first.',
    );
    expect(
      siteRegistrationProblem(
        new FetchError('http://127.0.0.1/x', new TypeError('x')),
        'https://club.example',
      ),
    ).toBe(
      'https://club.example could not be registered. The service could not be reached. Check your connection, then try again.',
    );
  });
});
