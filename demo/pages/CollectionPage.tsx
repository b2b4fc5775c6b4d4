import '../../src/elements/vs-collection';
import { useAtomValue } from 'jotai';
import { useEffect, useRef } from 'react';
import { isUnsavedChangesAtom } from '../../src/core/state/atoms';
import { useTenant } from '../../src/ui/common';
import { Layout } from '../Layout';
import { guardLeaving, navigate } from '../router';

/** /collection?id=…: one collection, its items, editor and player. */
export function CollectionPage() {
  const word = useTenant().config.ui.verbiage.collection;
  const id = new URLSearchParams(location.search).get('id');
  const ref = useRef<HTMLElement>(null);
  const unsaved = useAtomValue(isUnsavedChangesAtom);
  // Leaving within the app with changes unsaved asks first (the browser asks on unload).
  useEffect(() => {
    guardLeaving(
      unsaved
        ? () => window.confirm(`This ${word.toLowerCase()} has unsaved changes. Leave anyway?`)
        : null,
    );
    return () => guardLeaving(null);
  }, [unsaved, word]);
  useEffect(() => {
    const element = ref.current;
    const changed = (event: HTMLElementEventMap['vs-collection-change']) => {
      if (event.detail.action === 'deleted') navigate('/collections', { replace: true });
    };
    element?.addEventListener('vs-collection-change', changed);
    return () => element?.removeEventListener('vs-collection-change', changed);
  }, []);
  return (
    <Layout>
      <main className="page">
        <p>
          <a
            href="/collections"
            onClick={(event) => {
              event.preventDefault();
              navigate('/collections');
            }}
          >
            All {word.toLowerCase()}s
          </a>
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
