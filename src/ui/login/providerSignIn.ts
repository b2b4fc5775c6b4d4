import { ApiError, FetchError, TimeoutError } from '../../core/api/errors';
import type { SessionTokens } from '../../core/api/contract';
import { exchangeProviderCode, providerSignInUrl } from '../../core/sign-in';

/** Where the provider comes back to (SPEC §2 /oauth/callback). */
export const CALLBACK_PATH = '/oauth/callback';
const PENDING_KEY = 'vs-provider-sign-in';

interface Pending {
  state: string;
  mode: 'signin' | 'signup';
  tenantId: string;
}

/** A sign-in that cannot go on, with words for the person. */
export class ProviderSignInError extends Error {
  override name = 'ProviderSignInError';
}

function randomState(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(24));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** Sends the browser to the provider's page, remembering (for this tab) what it asked for. */
export function startProviderSignIn(mode: 'signin' | 'signup'): void {
  const state = randomState();
  const { url, tenantId } = providerSignInUrl({
    mode,
    state,
    redirectUri: `${location.origin}${CALLBACK_PATH}`,
    // The provider's page shows the theme the person sees here.
    prefersDark: matchMedia('(prefers-color-scheme: dark)').matches,
  });
  const pending: Pending = { state, mode, tenantId };
  sessionStorage.setItem(PENDING_KEY, JSON.stringify(pending));
  location.assign(url);
}

function takePending(): Pending | null {
  try {
    const raw = sessionStorage.getItem(PENDING_KEY);
    sessionStorage.removeItem(PENDING_KEY);
    const pending = raw ? (JSON.parse(raw) as Partial<Pending>) : null;
    return pending?.state && pending.tenantId && pending.mode ? (pending as Pending) : null;
  } catch {
    return null;
  }
}

/**
 * Finishes on the callback page: the state must be the one this tab sent (else the link came
 * from elsewhere), then the one-time code becomes a session. Each pending sign-in is used once.
 */
export async function finishProviderSignIn(search: string): Promise<SessionTokens> {
  const query = new URLSearchParams(search);
  const code = query.get('code');
  const pending = takePending();
  if (query.get('error')) throw new ProviderSignInError('The sign-in was cancelled.');
  if (!code || !pending || query.get('state') !== pending.state) {
    throw new ProviderSignInError(
      'This sign-in did not start in this browser tab, or was used already. Start again.',
    );
  }
  try {
    return await exchangeProviderCode({
      mode: pending.mode,
      tenantId: pending.tenantId,
      code,
      redirectUri: `${location.origin}${CALLBACK_PATH}`,
    });
  } catch (e) {
    if (e instanceof ApiError && (e.status === 401 || e.status === 400))
      throw new ProviderSignInError(
        'The sign-in code has expired or was used already. Start again.',
      );
    if (e instanceof ApiError && e.status === 403)
      throw new ProviderSignInError(
        'Your account has no access to this site. Ask your administrator.',
      );
    if (e instanceof TimeoutError || e instanceof FetchError)
      throw new ProviderSignInError(
        'The service cannot be reached. Check your connection and try again.',
      );
    throw e;
  }
}
