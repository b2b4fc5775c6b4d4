import { useCallback } from 'react';
import type { ExportStatusItem, PlaylistSummary, SearchHit } from '../core/api/contract';
import { CollectionsView, type CollectionChange } from '../ui/collections';
import type { PropsOf } from './contract';
import { defineElement } from './define';
import { vsCollectionContract } from './vs-collection.contract';
import { emit } from './events';

type CollectionAttributes = PropsOf<typeof vsCollectionContract>;

/** `<vs-collection>`: the feature behind the element; its contract is in vs-collection.contract.ts. */
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
  const onExportStart = useCallback(
    (item: ExportStatusItem, collection: PlaylistSummary) =>
      emit(host, 'vs-export-start', { export: item, collection }),
    [host],
  );
  return (
    <CollectionsView
      onExportStart={onExportStart}
      {...(collectionId ? { collectionId } : {})}
      onOpen={onOpen}
      onChange={onChange}
      onClipSelect={onClipSelect}
    />
  );
}

export const VsCollectionElement = defineElement(vsCollectionContract, VsCollection);
