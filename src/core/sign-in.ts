import type { SessionTokens } from './api/contract';
import { platform } from './platform';
import { authAtom, signedInAtom, tenanciesAtom, themeModeAtom, userAtom } from './state/atoms';
import { tenantAtom } from './state/tenant';
import { effectiveTheme } from './state/theme';

/**
 * Takes a new session into the store: tokens first (the tenancies call needs them), the
 * signed-in flag last, so that whoever watches it finds the tenancies already there.
 */
export async function completeSignIn(session: SessionTokens): Promise<void> {
  const { identity, store } = platform();
  store.set(authAtom, { accessToken: session.token, refreshToken: session.refreshToken });
  store.set(userAtom, { ...store.get(userAtom), userId: session.userId });
  store.set(tenanciesAtom, await identity.tenancies(session.userId));
  store.set(signedInAtom, session);
}

/**
 * Signs in with an email and password. One call: the page's tenant when the person is a
 * member of it, else their own first tenancy (on the product's own host no tenant is chosen
 * yet); never a refusal for a person of other tenancies.
 */
export async function signInWithPassword(email: string, password: string) {
  const { identity, store, askToKeepSignIn } = platform();
  // In the person's gesture, before anything is awaited: the browser asks only then.
  askToKeepSignIn();
  const tenant = store.get(tenantAtom);
  const session = await identity.signIn(
    email.trim(),
    password,
    tenant.source === 'default' ? null : tenant.tenantId,
  );
  await completeSignIn(session);
  return session;
}

/** The provider's sign-in (or sign-up) page for the page's tenant, in the theme shown here. */
export function providerSignInUrl(options: {
  mode: 'signin' | 'signup';
  redirectUri: string;
  state: string;
  prefersDark: boolean;
}): { url: string; tenantId: string } {
  const { identity, store } = platform();
  const tenant = store.get(tenantAtom);
  const url = identity.providerUrl({
    tenantId: tenant.tenantId,
    redirectUri: options.redirectUri,
    state: options.state,
    mode: options.mode,
    theme: effectiveTheme(
      store.get(themeModeAtom),
      tenant.config.ui.theme.defaultTheme,
      options.prefersDark,
    ),
  });
  return { url, tenantId: tenant.tenantId };
}

/** The provider's one-time code becomes a session (a new account first, for a sign-up). */
export async function exchangeProviderCode(pending: {
  mode: 'signin' | 'signup';
  tenantId: string;
  code: string;
  redirectUri: string;
}): Promise<SessionTokens> {
  const { identity } = platform();
  const session =
    pending.mode === 'signup'
      ? await identity.signUpWithCode(pending.tenantId, pending.code, pending.redirectUri)
      : await identity.exchangeCode(pending.tenantId, pending.code);
  await completeSignIn(session);
  return session;
}

/** Asks for a mail with a link to set a new password. */
export const requestPasswordReset = (email: string) =>
  platform().identity.resetPassword(email.trim());
