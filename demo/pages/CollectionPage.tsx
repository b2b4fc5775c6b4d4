import '../../src/elements/vs-collection';
import { Link, useBlocker, useNavigate, useSearch } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { useEffect, useRef } from 'react';
import { isUnsavedChangesAtom } from '../../src/core/state/atoms';
import { useTenant } from '../../src/ui/common';
import { Layout } from '../Layout';

/** /collection?id=…: one collection, its items, editor and player. */
export function CollectionPage() {
  const { collection: word, collections: plural } = useTenant().config.ui.verbiage;
  const { id } = useSearch({ from: '/collection' });
  const navigate = useNavigate();
  const ref = useRef<HTMLElementTagNameMap['vs-collection']>(null);
  const unsaved = useAtomValue(isUnsavedChangesAtom);
  // Leaving within the app (links, Back) with changes unsaved asks first; the browser's own
  // question on unload comes from the collection view.
  useBlocker({
    shouldBlockFn: () =>
      !window.confirm(`This ${word.toLowerCase()} has unsaved changes. Leave anyway?`),
    disabled: !unsaved,
    enableBeforeUnload: false,
  });
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
    </Layout>
  );
}
