import '../../src/elements/vs-collection';
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { useTenant } from '../../src/ui/common';
import { Layout } from '../Layout';
import { LeaveGuard } from '../LeaveGuard';

/** /collection?id=…: one collection, its items, editor and player. */
export function CollectionPage() {
  const { collection: word, collections: plural } = useTenant().config.ui.verbiage;
  const { id } = useSearch({ from: '/collection' });
  const navigate = useNavigate();
  const ref = useRef<HTMLElementTagNameMap['vs-collection']>(null);
  useEffect(() => {
    const element = ref.current;
    const changed = (event: HTMLElementEventMap['vs-collection-change']) => {
      if (event.detail.action === 'deleted') void navigate({ to: '/collections', replace: true });
    };
    element?.addEventListener('vs-collection-change', changed);
    return () => element?.removeEventListener('vs-collection-change', changed);
  }, [navigate]);
  return (
    <Layout>
      <main className="page">
        <p>
          <Link to="/collections">All {plural.toLowerCase()}</Link>
        </p>
        <h1>{word}</h1>
        {id ? (
          <vs-collection ref={ref} collection-id={id} />
        ) : (
          <p role="alert">No {word.toLowerCase()} was chosen.</p>
        )}
      </main>
      <LeaveGuard what={word.toLowerCase()} />
    </Layout>
  );
}
