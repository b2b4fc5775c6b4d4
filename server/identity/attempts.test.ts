import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../db/database';
import { migrate } from '../db/migrate';
import { countAttempt, TooManyAttemptsError } from './attempts';

describe('attempt counts', () => {
  let db: Database;
  // A fresh database and its migrations: seconds on a busy machine.
  beforeAll(async () => {
    db = await openDatabase({});
    await migrate(db);
  }, 60_000);
  afterAll(async () => db?.close());

  const limits = { perAccount: 2, perAddress: 3, windowMs: 1000 };
  const outcome = (account: string, address: string) =>
    countAttempt(db, 'signin', { account, address }, limits).then(
      () => 'ok',
      (error: unknown) => (error instanceof TooManyAttemptsError ? 'held' : 'error'),
    );

  it('holds an account back after its limit, whatever the address, and lets it go after the window', async () => {
    expect(await outcome('a@x.example', '10.0.0.1')).toBe('ok');
    expect(await outcome('A@x.example ', '10.0.0.2')).toBe('ok');
    expect(await outcome('a@x.example', '10.0.0.3')).toBe('held');
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect(await outcome('a@x.example', '10.0.0.4')).toBe('ok');
  });

  it('holds an address back after its limit, whatever the account, and says how long to wait', async () => {
    for (const account of ['b1', 'b2', 'b3']) expect(await outcome(account, '10.0.0.9')).toBe('ok');
    const error = await countAttempt(db, 'signin', { account: 'b4', address: '10.0.0.9' }, limits)
      .then(() => null)
      .catch((e: unknown) => e as TooManyAttemptsError);
    expect(error).toBeInstanceOf(TooManyAttemptsError);
    expect(error!.retryAfterSeconds).toBe(1);
    expect(error!.statusCode).toBe(429);
    // Sign-ins and resets are counted apart.
    await expect(
      countAttempt(db, 'reset', { account: 'b4', address: '10.0.0.9' }, limits),
    ).resolves.toBeUndefined();
  });
});
