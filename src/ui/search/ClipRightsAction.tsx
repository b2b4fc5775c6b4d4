import { Button } from '@fluentui/react-components';
import { Suspense, useState } from 'react';
import type { SearchHit } from '../../core/api/contract';
import { lazyNamed } from '../common/lazyNamed';
import { useNotify } from '../shell/Toasts';

const ClipRightsDialog = lazyNamed(() => import('../rights/ClipRightsDialog'), 'ClipRightsDialog');

/** What setting the chosen clips' rights window needs of the search. */
export interface ClipRightsChoice {
  chosen(): Partial<SearchHit>[];
  /** Saved: the choice is done with. */
  onSaved(): void;
}

/**
 * The chosen clips' rights window, from the search's selection bar (editors and
 * administrators): its button, and its dialog, loaded when opened.
 */
export function ClipRightsAction({ chosen, onSaved }: ClipRightsChoice) {
  const notify = useNotify();
  const [hits, setHits] = useState<Partial<SearchHit>[] | null>(null);
  return (
    <>
      <Button onClick={() => setHits(chosen())}>Rights window…</Button>
      {hits && (
        <Suspense fallback={null}>
          <ClipRightsDialog
            hits={hits}
            onClose={() => setHits(null)}
            onDone={(message) => {
              setHits(null);
              notify(message);
              onSaved();
            }}
          />
        </Suspense>
      )}
    </>
  );
}
