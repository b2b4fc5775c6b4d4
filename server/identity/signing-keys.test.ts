import { decodeProtectedHeader } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../db/database';
import { migrate } from '../db/migrate';
import { DatabaseKeyRing } from './signing-keys';
import { keyIdOf, signAccessToken, verifyAccessToken, type SigningKeyRing } from './tokens';

const TTL = 900;
const DAY = 86_400_000;
const claims = { sub: 'u1', email: 'a@b.example', tid: 't1', roles: ['EDITOR' as const] };

describe('signing keys, shared through the database', () => {
  let db: Database;
  let clock = Date.UTC(2026, 10, 25, 12);
  const initial = new TextEncoder().encode('the configured secret, 32 bytes!');
  const ring = async (rotateAfterSeconds?: number) => {
    const made = new DatabaseKeyRing(db, {
      initial,
      accessTokenTtlSeconds: TTL,
      now: () => clock,
      ...(rotateAfterSeconds ? { rotateAfterSeconds } : {}),
    });
    await made.load();
    return made;
  };
  const settings = (keys: SigningKeyRing) => ({
    keys,
    accessTokenTtlSeconds: TTL,
    refreshTokenTtlSeconds: TTL,
  });
  // Tokens are checked against the real clock for expiry: sign them for a long life.
  const longLived = (keys: SigningKeyRing) => ({
    ...settings(keys),
    accessTokenTtlSeconds: 10 * TTL,
  });

  // A fresh database and its migrations: seconds on a busy machine.
  beforeAll(async () => {
    db = await openDatabase({});
    await migrate(db);
  }, 60_000);
  afterAll(async () => db?.close());

  it('signs with the configured secret first, naming it, and still takes tokens that name no key', async () => {
    const a = await ring();
    const token = await signAccessToken(settings(a), claims);
    expect(decodeProtectedHeader(token).kid).toBe(keyIdOf(initial));
    expect(await verifyAccessToken(settings(a), token)).toEqual(claims);
    expect(Buffer.from((await a.verifying(undefined))!).equals(Buffer.from(initial))).toBe(true);
  });

  it('rotates: new tokens name the new key, every process takes them, and old ones last until they expire', async () => {
    const a = await ring();
    const b = await ring(); // another process
    const before = await signAccessToken(longLived(a), claims);
    expect(await verifyAccessToken(settings(b), before)).toEqual(claims);
    const kid = await a.rotate();
    expect(kid).not.toBe(keyIdOf(initial));
    const after = await signAccessToken(longLived(a), claims);
    expect(decodeProtectedHeader(after).kid).toBe(kid);
    // b has not seen the new key: a token naming it makes b read the keys again.
    expect(await verifyAccessToken(settings(b), after)).toEqual(claims);
    expect(await verifyAccessToken(settings(b), before)).toEqual(claims);
    // Once every token the old key signed has expired, it is refused.
    clock += (TTL + 1) * 1000;
    await expect(verifyAccessToken(settings(a), before)).rejects.toMatchObject({
      code: 'invalid_token',
    });
    await expect(verifyAccessToken(settings(await ring()), before)).rejects.toMatchObject({
      code: 'invalid_token',
    });
    expect(await verifyAccessToken(settings(a), after)).toEqual(claims);
  });

  it('refuses a token naming a key nobody has', async () => {
    const token = await signAccessToken(settings(await ring()), claims);
    const [, payload, signature] = token.split('.');
    const header = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT', kid: 'nobody' }));
    await expect(
      verifyAccessToken(
        settings(await ring()),
        `${header.toString('base64url')}.${payload}.${signature}`,
      ),
    ).rejects.toMatchObject({ code: 'invalid_token' });
  });

  it('rotates once when two processes rotate together, and drops keys no token can use', async () => {
    const [a, b] = [await ring(), await ring()];
    await Promise.all([a.rotate(), b.rotate()]);
    const signing = await db.query<{ kid: string }>(
      'SELECT kid FROM signing_keys WHERE retired_at IS NULL',
    );
    expect(signing).toHaveLength(1);
    expect((await a.signing()).kid).toBe(signing[0]!.kid);
    expect((await b.signing()).kid).toBe(signing[0]!.kid);
    // The first key was retired more than a token's life ago by now: gone at the next rotation.
    clock += (TTL + 1) * 1000;
    await a.rotate();
    const kids = (await db.query<{ kid: string }>('SELECT kid FROM signing_keys')).map(
      (r) => r.kid,
    );
    expect(kids).not.toContain(keyIdOf(initial));
  });

  it('rotates by itself when the signing key is older than the rotation period', async () => {
    const a = await ring(30 * 86_400);
    const { kid } = await a.signing();
    clock += 31 * DAY;
    // This token still uses the old key; the rotation runs beside it, and the next uses the new.
    expect((await a.signing()).kid).toBe(kid);
    await a.settled();
    const next = await a.signing();
    expect(next.kid).not.toBe(kid);
    expect((await (await ring()).signing()).kid).toBe(next.kid);
  });

  it('makes a key to sign with when a rotation stopped half way', async () => {
    await db.query('UPDATE signing_keys SET retired_at = now() WHERE retired_at IS NULL');
    const { kid } = await (await ring()).signing();
    expect(
      await db.query('SELECT 1 FROM signing_keys WHERE kid = $1 AND retired_at IS NULL', [kid]),
    ).toHaveLength(1);
  });
});
