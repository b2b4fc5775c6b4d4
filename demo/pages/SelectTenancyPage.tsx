import { useAtomValue } from 'jotai';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useState } from 'react';
import { tenanciesAtom, userAtom } from '../../src/core/state/atoms';
import { switchTenancy } from '../../src/ui/common';
import { useNotify } from '../../src/ui/shell';
import { Layout } from '../Layout';
import { goTo } from '../routes';
import { errorInWords } from '../../src/core/api/error-words';

/** /select-tenancy: which of the person's organisations to work in. */
export function SelectTenancyPage() {
  const tenancies = useAtomValue(tenanciesAtom);
  const current = useAtomValue(userAtom).tenantId;
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const notify = useNotify();
  const navigate = useNavigate();
  // Straight after signing in (`first`), and where the person was going (`next`).
  const { first, next } = useSearch({ from: '/select-tenancy' });

  const nameOf = (id: string | null) =>
    tenancies.find((t) => t.id === id)?.name ?? 'that organisation';

  async function choose(id: string) {
    setBusy(id);
    setError(null);
    // The first choice after signing in switches from nothing: nothing to switch back to.
    const previous = first ? null : current;
    try {
      await switchTenancy(id);
      void goTo(navigate, next ?? '/');
      const back =
        previous && previous !== id
          ? {
              label: `Switch back to ${nameOf(previous)}`,
              onClick: () =>
                void switchTenancy(previous).then(
                  () => notify(`You are back in ${nameOf(previous)}.`),
                  () => notify(`${nameOf(previous)} could not be opened.`, { intent: 'error' }),
                ),
            }
          : undefined;
      notify(`You are now working in ${nameOf(id)}.`, back ? { action: back } : {});
    } catch (e) {
      setError(`That organisation could not be opened. ${errorInWords(e)}`);
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
