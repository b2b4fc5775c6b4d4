import '../../src/elements/vs-highlights';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { Layout } from '../Layout';
import { LeaveGuard } from '../LeaveGuard';

/**
 * /highlights: a game's packages, built, reviewed, played and kept as collections. The package
 * under review is in the address (`?package=…`): a reload, a link or Back finds it again.
 */
export function HighlightsPage() {
  const { package: packageId } = useSearch({ from: '/highlights' });
  const navigate = useNavigate();
  const ref = useRef<HTMLElementTagNameMap['vs-highlights']>(null);
  useEffect(() => {
    const element = ref.current;
    const opened = (event: HTMLElementEventMap['vs-highlight-select']) =>
      void navigate({ to: '/highlights', search: { package: event.detail.highlight.id } });
    const closed = () => void navigate({ to: '/highlights', search: {} });
    element?.addEventListener('vs-highlight-select', opened);
    element?.addEventListener('vs-highlight-close', closed);
    return () => {
      element?.removeEventListener('vs-highlight-select', opened);
      element?.removeEventListener('vs-highlight-close', closed);
    };
  }, [navigate]);
  return (
    <Layout>
      <main className="page">
        <h1>Highlights</h1>
        <vs-highlights ref={ref} {...(packageId ? { 'package-id': packageId } : {})} />
      </main>
      <LeaveGuard what="package’s review" />
    </Layout>
  );
}
