import type { SessionTokens } from '../src/core/api/contract';
import { DEMO_PASSWORD } from '../server/seed/accounts';

/** The demo administrator's session in one tenant of the server at `url`. */
export async function benchSignIn(url: string, tenantId: string): Promise<SessionTokens> {
  const ask = () =>
    fetch(`${url}/identity/v2/iam/auth/signin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        userName: 'admin@vidsearch.example',
        password: DEMO_PASSWORD,
        platform: 'LVS',
        tenantId,
      }),
    });
  let response = await ask();
  // A server still busy starting sheds load: wait as it asks, a few times.
  for (let tries = 0; response.status === 503 && tries < 10; tries++) {
    const wait = Number(response.headers.get('retry-after') ?? 1);
    await new Promise((resolve) => setTimeout(resolve, wait * 1000));
    response = await ask();
  }
  if (!response.ok) throw new Error(`bench sign-in answered ${response.status}`);
  return (await response.json()) as SessionTokens;
}

/** What the app keeps in localStorage ('root') after that sign-in, to open pages signed in. */
export function keptSession(session: SessionTokens, tenant: { id: string; name: string }) {
  return {
    version: 1,
    auth: { accessToken: session.token, refreshToken: session.refreshToken },
    session: { email: 'admin@vidsearch.example', authenticated: true },
    user: {
      email: 'admin@vidsearch.example',
      tenantId: tenant.id,
      apiKey: null,
      tenancies: [tenant],
      userId: session.userId,
      userRole: session.userRole,
    },
  };
}
