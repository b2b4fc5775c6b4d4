import { useLayoutEffect, useState, type ReactNode } from 'react';
import { platform } from '../../src/core/platform';
import { resetAtom, sessionAtom, tenanciesAtom, userAtom } from '../../src/core/state/atoms';

const TENANCIES = [
  { id: 't-cricket', name: 'Southern Cross Cricket' },
  { id: 't-rugby', name: 'Highland Rugby Union' },
];

/** Puts a signed-in person (of one or two tenancies) in the store for a story, and takes them out after. */
export function SignedIn({ tenancies, children }: { tenancies: 1 | 2; children: ReactNode }) {
  const { store } = platform();
  const [ready, setReady] = useState(false);
  useLayoutEffect(() => {
    store.set(sessionAtom, { email: 'analyst@vidsearch.example', authenticated: true });
    store.set(tenanciesAtom, TENANCIES.slice(0, tenancies));
    store.set(userAtom, { ...store.get(userAtom), tenantId: 't-cricket', userId: 'story-user' });
    // The story renders only once the page's shared store holds the signed-in person.
    // oxlint-disable-next-line react/set-state-in-effect
    setReady(true);
    return () => store.set(resetAtom);
  }, [store, tenancies]);
  return ready ? <>{children}</> : null;
}
