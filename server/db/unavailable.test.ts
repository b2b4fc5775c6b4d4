import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './unavailable';

describe('isDatabaseUnavailable', () => {
  it('knows a stopped, restarting or unreachable database', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), {
      code: 'ECONNREFUSED',
    });
    expect(isDatabaseUnavailable(refused)).toBe(true);
    expect(isDatabaseUnavailable({ code: '57P01', message: 'terminating connection' })).toBe(true);
    expect(
      isDatabaseUnavailable({ code: '57P03', message: 'the database system is starting up' }),
    ).toBe(true);
    expect(isDatabaseUnavailable({ code: '08006', message: 'connection failure' })).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('query failed', { cause: refused }))).toBe(true);
    const noSocket = Object.assign(new Error('connect ENOENT /run/pg/.s.PGSQL.5432'), {
      code: 'ENOENT',
      syscall: 'connect',
    });
    expect(isDatabaseUnavailable(noSocket)).toBe(true);
  });

  it('leaves the request’s own mistakes and the rest alone', () => {
    expect(isDatabaseUnavailable({ code: '23505', message: 'duplicate key' })).toBe(false);
    expect(isDatabaseUnavailable({ code: '22P02', message: 'invalid input syntax' })).toBe(false);
    expect(isDatabaseUnavailable(new Error('Something else'))).toBe(false);
    const missingFile = Object.assign(new Error('ENOENT: no such file'), {
      code: 'ENOENT',
      syscall: 'open',
    });
    expect(isDatabaseUnavailable(missingFile)).toBe(false);
    expect(isDatabaseUnavailable(null)).toBe(false);
  });
});
