/** Contract of the identity service (SPEC §7 "Identity"). Paths are relative to its base URL. */

import type { UserRole } from './roles';

/** The only platform this product signs in with. */
export const SIGN_IN_PLATFORM = 'LVS';

/** POST /v2/iam/auth/signin */
export interface SignInRequest {
  userName: string;
  password: string;
  platform: typeof SIGN_IN_PLATFORM;
  /** The tenant to sign in to (refused when the user is not a member of it). */
  tenantId?: string;
  /**
   * The tenant to sign in to when the user is a member of it (the page's or the last visit's),
   * else the user's first tenancy by name: a page can ask without knowing the person's
   * tenancies, and is never refused for it.
   */
  preferredTenantId?: string;
}

/** POST /v2/iam/auth/refresh answers this; the request body is the raw refresh token. */
export interface TokenPair {
  /** Short-lived JWT access token. */
  token: string;
  /** Single-use refresh token; each refresh returns a new one. */
  refreshToken: string;
}

/** POST /v2/iam/auth/signin, GET /v3/iam/auth/switch/{tenantId}, exchange-code and signup-code answer this. */
export interface SessionTokens extends TokenPair {
  userId: string;
  email: string;
  tenantId: string;
  userRole: UserRole[];
}

/** Claims carried in an access token. */
export interface AccessTokenClaims {
  sub: string;
  email: string;
  tid: string;
  roles: UserRole[];
}

/** POST /v2/iam/auth/resetPassword */
export interface ResetPasswordRequest {
  userName: string;
}

/** POST {auth provider}/exchange-code */
export interface ExchangeCodeRequest {
  tenantId: string;
  code: string;
}

/** One tenancy of a user: GET /v2/iam/user/{userId}/tenants answers a list of these. */
export interface Tenancy {
  id: string;
  name: string;
}

/**
 * What a service key may do besides identifying its tenant (docs/roles.md "API keys"). A
 * public (free) key has none: it reaches only what the tenant made public.
 */
export const KEY_POWER_NAMES = ['read', 'upload', 'import-address', 'match-data'] as const;

export type KeyPower = (typeof KEY_POWER_NAMES)[number];

export interface ApiKey {
  /** Names the key for revoking it; the value itself is a secret. */
  id: string;
  value: string;
  /** What the key is for, in the administrator's words ('' when not given). */
  label: string;
  createdAt: string;
  /** Free keys are rate-limited public keys; the first non-free key is preferred. */
  free: boolean;
  /** What the key may do; none for a public key. */
  powers: KeyPower[];
}

/**
 * A key as GET v2/iam/tenant/{tenantId}/keys lists it to administrators: its value was shown
 * once, when it was made, and only its last four characters are listed.
 */
export interface ListedApiKey extends Omit<ApiKey, 'value'> {
  /** The value's last four characters. */
  hint: string;
}

/**
 * GET v2/iam/tenant/{tenantId}: the tenant with the keys a signed-in person's browser may
 * hold. Only public keys: a key handed to a browser never grants more than its person's role.
 */
export interface TenantDetails {
  id: string;
  name: string;
  apiKeys: ApiKey[];
}

/** GET /v2/iam/user/{userId}; items of GET v2/iam/user. */
export interface User {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  /** The tenant this view of the user belongs to. */
  tenantId: string;
  userRole: UserRole[];
  /** Set when the user was deleted from this tenant; they can no longer sign in to it. */
  deactivated: boolean;
  createdAt: string;
  /** When they last signed in to this tenant; null for never (an invitation not yet taken). */
  lastSignedInAt: string | null;
}

/** POST v2/iam/user/ */
export interface CreateUserRequest {
  email: string;
  firstName: string;
  lastName: string;
  /** Initial password; without one the user is mailed an invitation to choose one. */
  password?: string;
  userRole: UserRole[];
  tenantId: string;
}

/** PATCH v2/iam/user/{userId}: change a user's role, or deactivate or reactivate them. */
export interface UpdateUserRequest {
  userRole?: UserRole[];
  deactivated?: boolean;
}

/** POST v2/iam/tenant/{tenantId}/keys: the answer carries the new key's value, shown once. */
export interface CreateApiKeyRequest {
  label: string;
  /** A free key is a rate-limited public key, for signed-out visitors of partner pages. */
  free: boolean;
  /** What a service (non-free) key may do: at least one power; none for a free key. */
  powers?: KeyPower[];
}
