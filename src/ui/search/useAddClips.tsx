import { Suspense, useState } from 'react';
import type { Playlist, SearchHit } from '../../core/api/contract';
import { countOf } from '../../core/domain/counting';
import { lazyNamed } from '../common/lazyNamed';
import { useTenant } from '../common';
import { useNotify } from '../shell/Toasts';

const AddToCollectionDialog = lazyNamed(
  () => import('../collections/AddToCollectionDialog'),
  'AddToCollectionDialog',
);

/** Words for clips added: "Added to “Shortlist”.", "5 clips added to the new project “Final”." */
function addedMessage(count: number, created: boolean, word: string, title: string): string {
  const what = count > 1 ? `${countOf(count, 'clip')} added` : 'Added';
  return created
    ? `${what} to the new ${word.toLowerCase()} “${title}”.`
    : `${what} to “${title}”.`;
}

/**
 * Adding clips to a collection from the search: one clip, an asset's clips, or the clips a
 * person chose, through the dialog (loaded when first opened), with a toast when done.
 */
export function useAddClips({
  onAdded,
  onCollectionChange,
}: {
  /** Clips were added; `chosen` when they were the person's choice (which is then done with). */
  onAdded?: (chosen: boolean) => void;
  onCollectionChange?: (change: { action: 'created' | 'saved'; collection: Playlist }) => void;
}) {
  const word = useTenant().config.ui.verbiage.collection;
  const notify = useNotify();
  const [adding, setAdding] = useState<{ hits: Partial<SearchHit>[]; chosen: boolean } | null>(
    null,
  );
  const added = ({ collection, created }: { collection: Playlist; created: boolean }) => {
    if (!adding) return;
    setAdding(null);
    onAdded?.(adding.chosen);
    notify(addedMessage(adding.hits.length, created, word, collection.title));
    onCollectionChange?.({ action: created ? 'created' : 'saved', collection });
  };
  return {
    add: (hits: Partial<SearchHit>[], chosen = false) => setAdding({ hits, chosen }),
    dialog: adding && (
      <Suspense fallback={null}>
        <AddToCollectionDialog hits={adding.hits} onDone={added} onClose={() => setAdding(null)} />
      </Suspense>
    ),
  };
}
