import type { ApiClient } from './client';
import type {
  CreateUserRequest,
  ExchangeCodeRequest,
  Page,
  SessionTokens,
  Tenancy,
  TenantDetails,
  User,
} from './contract';
import { SIGN_IN_PLATFORM } from './contract';

/** Identity service calls (SPEC §7 "Identity"). */
export function identityApi(client: ApiClient) {
  return {
    /** Signs in to `preferredTenantId` when the person is a member of it, else their first tenancy. */
    signIn(userName: string, password: string, preferredTenantId?: string | null) {
      return client.request<SessionTokens>('identity', '/v2/iam/auth/signin', {
        body: {
          userName,
          password,
          platform: SIGN_IN_PLATFORM,
          ...(preferredTenantId ? { preferredTenantId } : {}),
        },
        noRefresh: true,
      });
    },
    /** The tenant's public deployment key (its first free key), for a signed-out page (SPEC §6). */
    deploymentKey(tenant: string, signal?: AbortSignal) {
      return client.request<{ tenantId: string; apiKey: string }>(
        'identity',
        '/v2/iam/deployment',
        { query: { tenant }, ...(signal ? { signal } : {}) },
      );
    },
    signOut(refreshToken?: string) {
      return client.request<Response>('identity', '/v2/iam/auth/signout', {
        method: 'POST',
        ...(refreshToken ? { text: refreshToken } : {}),
        noRefresh: true,
        raw: true,
      });
    },
    resetPassword(userName: string) {
      return client.request<{ message: string }>('identity', '/v2/iam/auth/resetPassword', {
        body: { userName },
        noRefresh: true,
      });
    },
    /** Sets a new password with the code of a reset link. */
    confirmReset(token: string, password: string) {
      return client.request<Response>('identity', '/v2/iam/auth/resetPassword/confirm', {
        body: { token, password },
        noRefresh: true,
        raw: true,
      });
    },
    /** The identity provider's page, which comes back to `redirectUri` with a one-time code. */
    providerUrl(options: {
      tenantId: string;
      redirectUri: string;
      state: string;
      mode: 'signin' | 'signup';
      /** The theme the page shows, as the product does now. */
      theme?: 'dark' | 'light';
    }) {
      return client.url('identity', '/oauth/authorize', {
        tenantId: options.tenantId,
        redirect_uri: options.redirectUri,
        state: options.state,
        mode: options.mode,
        ...(options.theme ? { theme: options.theme } : {}),
      });
    },
    /** POST {auth provider}/exchange-code: a provider sign-in code for tokens in the tenant. */
    exchangeCode(tenantId: string, code: string) {
      return client.request<SessionTokens>('identity', '/oauth/exchange-code', {
        body: { tenantId, code } satisfies ExchangeCodeRequest,
        noRefresh: true,
      });
    },
    /** PUT /signup-auth0/code: a provider sign-up code makes the user in the tenant. */
    signUpWithCode(tenantId: string, code: string, redirectUrl: string) {
      return client.request<SessionTokens>('identity', '/signup-auth0/code', {
        method: 'PUT',
        query: { tenantId, code, redirectUrl },
        noRefresh: true,
      });
    },
    switchTenant(tenantId: string) {
      return client.request<SessionTokens>(
        'identity',
        `/v3/iam/auth/switch/${encodeURIComponent(tenantId)}`,
      );
    },
    tenancies(userId: string) {
      return client.request<Tenancy[]>(
        'identity',
        `/v2/iam/user/${encodeURIComponent(userId)}/tenants`,
      );
    },
    tenant(tenantId: string) {
      return client.request<TenantDetails>(
        'identity',
        `/v2/iam/tenant/${encodeURIComponent(tenantId)}`,
      );
    },
    user(userId: string) {
      return client.request<User>('identity', `/v2/iam/user/${encodeURIComponent(userId)}`);
    },
    users(tenantId: string) {
      return client.request<Page<User>>('identity', '/v2/iam/user', {
        query: { page: 0, size: 1000, tenantId },
      });
    },
    createUser(user: CreateUserRequest) {
      return client.request<User>('identity', '/v2/iam/user/', { body: user });
    },
    deleteUser(userId: string) {
      return client.request<Response>('identity', `/v2/iam/user/${encodeURIComponent(userId)}`, {
        method: 'DELETE',
        raw: true,
      });
    },
  };
}
