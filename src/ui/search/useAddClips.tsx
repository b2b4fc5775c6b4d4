import { Suspense, useState } from 'react';
import type { Playlist, SearchHit } from '../../core/api/contract';
import type { AddedResult } from '../collections/AddToCollectionDialog';
import { lazyNamed } from '../common/lazyNamed';
import { useNotify } from '../shell/Toasts';

const AddToCollectionDialog = lazyNamed(
  () => import('../collections/AddToCollectionDialog'),
  'AddToCollectionDialog',
);

/**
 * Adding clips to a collection from the search: one clip, an asset's clips, or the clips a
 * person chose, through the dialog (loaded when first opened), with a toast when done.
 */
export function useAddClips({
  onAdded,
  onCollectionChange,
  collectionLink,
}: {
  /** Clips were added; `chosen` when they were the person's choice (which is then done with). */
  onAdded?: (chosen: boolean) => void;
  onCollectionChange?: (change: { action: 'created' | 'saved'; collection: Playlist }) => void;
  /** The collection's page, `{id}` standing for its id: the toast then offers to open it. */
  collectionLink?: string | undefined;
}) {
  const notify = useNotify();
  const [adding, setAdding] = useState<{ hits: Partial<SearchHit>[]; chosen: boolean } | null>(
    null,
  );
  const added = ({ collection, created, message, action }: AddedResult) => {
    if (!adding) return;
    setAdding(null);
    onAdded?.(adding.chosen);
    notify(message, action ? { action } : {});
    onCollectionChange?.({ action: created ? 'created' : 'saved', collection });
  };
  return {
    add: (hits: Partial<SearchHit>[], chosen = false) => setAdding({ hits, chosen }),
    dialog: adding && (
      <Suspense fallback={null}>
        <AddToCollectionDialog
          hits={adding.hits}
          collectionLink={collectionLink}
          onDone={added}
          onClose={() => setAdding(null)}
        />
      </Suspense>
    ),
  };
}
