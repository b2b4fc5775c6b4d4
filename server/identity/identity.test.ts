import { describe, expect, it } from 'vitest';
import { tenantByKey } from '../../src/tenants';
import { hashPassword, verifyPassword } from './passwords';
import { isAllowedRedirect } from './provider';
import { fixedKeyRing, signAccessToken, verifyAccessToken } from './tokens';

describe('passwords', () => {
  it('hashes with a fresh salt and verifies only the right password', async () => {
    const a = await hashPassword('correct horse');
    const b = await hashPassword('correct horse');
    expect(a).toMatch(/^scrypt\$16384\$8\$1\$/);
    expect(a).not.toBe(b);
    expect(await verifyPassword('correct horse', a)).toBe(true);
    expect(await verifyPassword('correct horse!', a)).toBe(false);
    expect(await verifyPassword('x', null)).toBe(false);
    expect(await verifyPassword('x', 'md5$abc')).toBe(false);
  });
});

describe('access tokens', () => {
  const settings = {
    keys: fixedKeyRing(new TextEncoder().encode('0123456789abcdef0123456789abcdef')),
    accessTokenTtlSeconds: 60,
    refreshTokenTtlSeconds: 60,
  };
  const claims = { sub: 'u1', email: 'a@b.example', tid: 't1', roles: ['EDITOR' as const] };

  it('round-trips the claims', async () => {
    expect(await verifyAccessToken(settings, await signAccessToken(settings, claims))).toEqual(
      claims,
    );
  });

  it('refuses another secret, tampering and expiry', async () => {
    const token = await signAccessToken(settings, claims);
    const other = {
      ...settings,
      keys: fixedKeyRing(new TextEncoder().encode('another secret of thirty-two bytes!')),
    };
    await expect(verifyAccessToken(other, token)).rejects.toMatchObject({ statusCode: 401 });
    const [h, p, s] = token.split('.');
    const forged = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(p!, 'base64url').toString()), roles: ['ADMIN'] }),
    ).toString('base64url');
    await expect(verifyAccessToken(settings, `${h}.${forged}.${s}`)).rejects.toMatchObject({
      code: 'invalid_token',
    });
    const expired = await signAccessToken({ ...settings, accessTokenTtlSeconds: -10 }, claims);
    await expect(verifyAccessToken(settings, expired)).rejects.toMatchObject({
      code: 'token_expired',
    });
  });
});

describe('isAllowedRedirect', () => {
  const cricket = tenantByKey('cricket')!.tenantId.production;
  it('allows loopback and the tenant’s own https hosts only', () => {
    expect(isAllowedRedirect('http://localhost:5173/oauth/callback', cricket)).toBe(true);
    expect(isAllowedRedirect('http://127.0.0.1/cb', cricket)).toBe(true);
    expect(
      isAllowedRedirect('https://video.southerncrosscricket.example/oauth/callback', cricket),
    ).toBe(true);
    expect(
      isAllowedRedirect('http://video.southerncrosscricket.example/oauth/callback', cricket),
    ).toBe(false);
    expect(isAllowedRedirect('https://clips.highlandrugby.example/cb', cricket)).toBe(false);
    expect(isAllowedRedirect('javascript:alert(1)', cricket)).toBe(false);
    expect(isAllowedRedirect('not a url', cricket)).toBe(false);
  });
});
