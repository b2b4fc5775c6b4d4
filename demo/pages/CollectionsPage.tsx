import '../../src/elements/vs-collection';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { useTenant } from '../../src/ui/common';
import { Layout } from '../Layout';

/** /collections: the person's collections; one opens on /collection?id=…. */
export function CollectionsPage() {
  const plural = useTenant().config.ui.verbiage.collections;
  const ref = useRef<HTMLElementTagNameMap['vs-collection']>(null);
  const navigate = useNavigate();
  useEffect(() => {
    const element = ref.current;
    const open = (event: HTMLElementEventMap['vs-collection-open']) => {
      event.preventDefault();
      void navigate({ to: '/collection', search: { id: event.detail.collection.id } });
    };
    element?.addEventListener('vs-collection-open', open);
    return () => element?.removeEventListener('vs-collection-open', open);
  }, [navigate]);
  return (
    <Layout>
      <main className="page">
        <h1>{plural}</h1>
        <vs-collection ref={ref} />
      </main>
    </Layout>
  );
}
