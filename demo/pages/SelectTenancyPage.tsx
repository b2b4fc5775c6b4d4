import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { ApiError } from '../../src/core/api/errors';
import { platform } from '../../src/core/platform';
import { signedInAtom, tenanciesAtom, userAtom } from '../../src/core/state/atoms';
import { useNotify } from '../../src/ui/shell';
import { Layout } from '../Layout';
import { navigate } from '../router';

/** /select-tenancy: which of the person's organisations to work in. */
export function SelectTenancyPage() {
  const tenancies = useAtomValue(tenanciesAtom);
  const current = useAtomValue(userAtom).tenantId;
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const notify = useNotify();

  async function choose(id: string) {
    setBusy(id);
    setError(null);
    try {
      const { identity, store } = platform();
      store.set(signedInAtom, await identity.switchTenant(id));
      navigate('/', { replace: true });
      notify(
        `You are now working in ${tenancies.find((t) => t.id === id)?.name ?? 'that organisation'}.`,
      );
    } catch (e) {
      setError(
        e instanceof ApiError ? e.message : 'That organisation could not be opened. Try again.',
      );
    } finally {
      setBusy(null);
    }
  }

  return (
    <Layout>
      <main className="page page-centred">
        <section className="card" aria-labelledby="tenancy-heading">
          <h1 id="tenancy-heading">Choose an organisation</h1>
          <ul className="choices">
            {tenancies.map((t) => (
              <li key={t.id}>
                <button
                  type="button"
                  disabled={busy !== null}
                  aria-current={t.id === current ? 'true' : undefined}
                  onClick={() => choose(t.id)}
                >
                  {t.name}
                </button>
              </li>
            ))}
          </ul>
          {error && <p role="alert">{error}</p>}
        </section>
      </main>
    </Layout>
  );
}
