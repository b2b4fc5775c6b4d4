import {
  findRefreshToken,
  insertRefreshToken,
  lockRefreshToken,
  markRefreshTokenUsed,
  revokeFamily,
  revokeUserTokens,
} from './tokens/repository';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { SignJWT, decodeJwt, decodeProtectedHeader, jwtVerify, errors as joseErrors } from 'jose';
import { LRUCache } from 'lru-cache';
import type { AccessTokenClaims, UserRole } from '../../src/core/api/contract';
import type { Queryable } from '../db/database';
import { UnauthorizedError } from '../http/errors';

const ISSUER = 'vs-reference-platform';
const AUDIENCE = 'vs-api';

/** The keys access tokens are signed with (server/identity/signing-keys.ts). */
export interface SigningKeyRing {
  /** The key new tokens are signed with. */
  signing(): Promise<{ kid: string; secret: Uint8Array }>;
  /** The secret of the key a token names (no name: the first key), or null if unknown or retired too long ago. */
  verifying(kid: string | undefined): Promise<Uint8Array | null>;
}

/** A ring of one key that never rotates: tests, and tools that sign a token themselves. */
export function fixedKeyRing(secret: Uint8Array): SigningKeyRing {
  const kid = keyIdOf(secret);
  return {
    signing: async () => ({ kid, secret }),
    verifying: async (named) => (named === undefined || named === kid ? secret : null),
  };
}

/** A key's public name: from a hash of it, so the same secret has the same name everywhere. */
export function keyIdOf(secret: Uint8Array): string {
  return createHash('sha256').update(secret).digest('base64url').slice(0, 16);
}

export interface TokenSettings {
  keys: SigningKeyRing;
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
}

export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('base64url');
}

export async function signAccessToken(
  settings: TokenSettings,
  claims: AccessTokenClaims,
): Promise<string> {
  const key = await settings.keys.signing();
  return new SignJWT({ email: claims.email, tid: claims.tid, roles: claims.roles })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT', kid: key.kid })
    .setSubject(claims.sub)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setJti(randomUUID())
    .setExpirationTime(`${settings.accessTokenTtlSeconds}s`)
    .sign(key.secret);
}

/**
 * Tokens this process has verified, with their claims, until they expire: a signature once
 * checked stays good, and checking it costs more than a search (docs/reliability.md).
 * One cache per token settings, so that a server never trusts another's tokens.
 */
const verified = new WeakMap<TokenSettings, LRUCache<string, AccessTokenClaims>>();

export async function verifyAccessToken(
  settings: TokenSettings,
  token: string,
): Promise<AccessTokenClaims> {
  let cache = verified.get(settings);
  if (!cache) {
    cache = new LRUCache({ max: 10_000 });
    verified.set(settings, cache);
  }
  const known = cache.get(token);
  if (known) return known;
  const claims = await verifySignedToken(settings, token);
  const { exp } = decodeJwt(token);
  const left = typeof exp === 'number' ? exp * 1000 - Date.now() : 0;
  if (left > 1000) cache.set(token, claims, { ttl: left });
  return claims;
}

async function verifySignedToken(
  settings: TokenSettings,
  token: string,
): Promise<AccessTokenClaims> {
  try {
    const { kid } = decodeProtectedHeader(token);
    const secret = await settings.keys.verifying(typeof kid === 'string' ? kid : undefined);
    if (!secret) throw new UnauthorizedError('The access token is not valid.', 'invalid_token');
    const { payload } = await jwtVerify(token, secret, {
      issuer: ISSUER,
      audience: AUDIENCE,
      algorithms: ['HS256'],
    });
    const roles = Array.isArray(payload.roles) ? (payload.roles as UserRole[]) : [];
    if (typeof payload.sub !== 'string' || typeof payload.tid !== 'string') {
      throw new UnauthorizedError('The access token is malformed.', 'invalid_token');
    }
    return {
      sub: payload.sub,
      tid: payload.tid,
      email: typeof payload.email === 'string' ? payload.email : '',
      roles,
    };
  } catch (error) {
    if (error instanceof UnauthorizedError) throw error;
    if (error instanceof joseErrors.JWTExpired) {
      throw new UnauthorizedError('The access token has expired.', 'token_expired');
    }
    throw new UnauthorizedError('The access token is not valid.', 'invalid_token');
  }
}

export interface RefreshTokenOwner {
  userId: string;
  tenantId: string;
}

/** Stores a new refresh token (hashed) in `familyId`, or a new family; returns the raw token. */
export async function issueRefreshToken(
  tx: Queryable,
  settings: TokenSettings,
  owner: RefreshTokenOwner,
  familyId: string = randomUUID(),
): Promise<string> {
  const id = randomUUID();
  const secret = randomBytes(32).toString('base64url');
  await insertRefreshToken(
    tx,
    { id, familyId, tenantId: owner.tenantId, userId: owner.userId, hash: sha256(secret) },
    settings.refreshTokenTtlSeconds,
  );
  return `${id}.${secret}`;
}

const REFRESH_FORMAT = /^[0-9a-f-]{36}\.[A-Za-z0-9_-]{43}$/;

/**
 * Spends a refresh token: single use, rotated within its family. Presenting a token
 * that was already spent revokes the whole family (it was stolen or replayed).
 * Returns the owner and the family for the replacement token.
 */
export async function spendRefreshToken(
  tx: Queryable,
  raw: string,
): Promise<RefreshTokenOwner & { familyId: string }> {
  const invalid = new UnauthorizedError('The refresh token is not valid.', 'invalid_refresh_token');
  if (!REFRESH_FORMAT.test(raw)) throw invalid;
  const [id, secret] = raw.split('.') as [string, string];
  const row = await lockRefreshToken(tx, id);
  if (!row || row.token_hash !== sha256(secret)) throw invalid;
  if (row.used_at || row.revoked_at) {
    await revokeFamily(tx, row.family_id);
    throw new UnauthorizedError(
      'This refresh token was already used; every session it belongs to is now signed out.',
      'refresh_token_reused',
    );
  }
  if (row.expired) throw new UnauthorizedError('The refresh token has expired.', 'refresh_expired');
  await markRefreshTokenUsed(tx, row.id);
  return { userId: row.user_id, tenantId: row.tenant_id, familyId: row.family_id };
}

export { revokeFamily, revokeUserTokens };

/** The family of a raw refresh token, if it is one of ours; for sign-out. */
export async function familyOfRefreshToken(tx: Queryable, raw: string): Promise<string | null> {
  if (!REFRESH_FORMAT.test(raw)) return null;
  const [id, secret] = raw.split('.') as [string, string];
  const row = await findRefreshToken(tx, id);
  return row && row.token_hash === sha256(secret) ? row.family_id : null;
}
