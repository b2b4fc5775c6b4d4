import { useAtomValue } from 'jotai';
import { useState } from 'react';
import type { ExportStatusItem, PlaylistSummary, SearchHit } from '../../core/api/contract';
import type { CollectionChange } from '../../core/events';
import { sessionAtom } from '../../core/state/atoms';
import { CollectionView } from './CollectionView';
import { CollectionsList } from './CollectionsList';

export type { CollectionChange };

export interface CollectionsViewProps {
  /** Show this collection; otherwise the list, from which one opens here. */
  collectionId?: string;
  /**
   * A collection was chosen in the list; return false to open it elsewhere (a page of its
   * own) instead of here.
   */
  onOpen?(collection: PlaylistSummary): boolean;
  onChange?(change: CollectionChange): void;
  onClipSelect?(hit: Partial<SearchHit>): void;
  /** An export of the open collection was asked for. */
  onExportStart?(item: ExportStatusItem, collection: PlaylistSummary): void;
}

/** `<vs-collection>`'s feature: the person's collections, or one of them. */
export function CollectionsView({
  collectionId,
  onOpen,
  onChange,
  onClipSelect,
  onExportStart,
}: CollectionsViewProps) {
  const { authenticated } = useAtomValue(sessionAtom);
  const [opened, setOpened] = useState<string | null>(null);
  if (!authenticated) return <p role="status">Sign in to see your collections.</p>;
  const id = collectionId ?? opened;
  if (id)
    return (
      <CollectionView
        key={id}
        id={id}
        {...(onClipSelect ? { onClipSelect } : {})}
        {...(onExportStart ? { onExportStart } : {})}
        {...(!collectionId ? { onBack: () => setOpened(null) } : {})}
        onChange={(change) => {
          onChange?.(change);
          if (change.action === 'deleted') setOpened(null);
        }}
      />
    );
  return (
    <CollectionsList
      onOpen={(collection) => {
        if (onOpen?.(collection) !== false) setOpened(collection.id);
      }}
      {...(onChange ? { onChange } : {})}
    />
  );
}
