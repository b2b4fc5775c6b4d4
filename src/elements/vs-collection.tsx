import { useCallback } from 'react';
import type { PlaylistSummary, SearchHit } from '../core/api/contract';
import { platform } from '../core/platform';
import { CollectionsView, type CollectionChange } from '../ui/collections';
import { defineElement } from './define';
import { emit } from './events';

interface CollectionAttributes {
  collectionId?: string;
}

/**
 * `<vs-collection>`: the person's collections (called projects on some tenants) and each
 * collection's items (SPEC §3): create, rename, delete, search by name; reorder by dragging or
 * from the keyboard (Alt+Up, Alt+Down), trim with in and out marks (I, O, J, K, L), add
 * bumpers, save with a warning when someone else saved first, and play it all in order.
 * @element vs-collection
 * @attr {string} collection-id - show this collection; without it, the list, from which one opens in place
 * @attr {string} tenant - a tenant key or id, if this element is the first to choose the page's tenant
 * @fires {CustomEvent<VsEventMap['vs-collection-open']>} vs-collection-open - `{ collection }` when one is chosen in the list; cancel it (preventDefault) to open it on a page of your own
 * @fires {CustomEvent<VsEventMap['vs-collection-change']>} vs-collection-change - `{ action, collection }` after it is created, renamed, saved or deleted
 * @fires {CustomEvent<VsEventMap['vs-clip-select']>} vs-clip-select - `{ clip }` when an item is chosen
 */
function VsCollection({ collectionId, host }: CollectionAttributes & { host: HTMLElement }) {
  const onOpen = useCallback(
    (collection: PlaylistSummary) =>
      emit(host, 'vs-collection-open', { collection }, { cancelable: true }),
    [host],
  );
  const onChange = useCallback(
    (change: CollectionChange) => emit(host, 'vs-collection-change', change),
    [host],
  );
  const onClipSelect = useCallback(
    (clip: Partial<SearchHit>) => emit(host, 'vs-clip-select', { clip }),
    [host],
  );
  return (
    <CollectionsView
      {...(collectionId ? { collectionId } : {})}
      onOpen={onOpen}
      onChange={onChange}
      onClipSelect={onClipSelect}
    />
  );
}

export const VsCollectionElement = defineElement<CollectionAttributes>(
  'vs-collection',
  VsCollection,
  { collectionId: 'string' },
);
void platform().restored;
