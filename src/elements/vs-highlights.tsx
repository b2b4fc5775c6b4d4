import { useCallback } from 'react';
import type { HighlightPackageRow, Playlist, SearchHit } from '../core/api/contract';
import { HighlightsView } from '../ui/highlights';
import type { PropsOf } from './contract';
import { defineElement } from './define';
import { emit } from './events';
import { vsHighlightsContract } from './vs-highlights.contract';

type HighlightsAttributes = PropsOf<typeof vsHighlightsContract>;

/** `<vs-highlights>`: the feature behind the element; its contract is in vs-highlights.contract.ts. */
function VsHighlights({ packageId, host }: HighlightsAttributes & { host: HTMLElement }) {
  const onHighlightSelect = useCallback(
    (highlight: HighlightPackageRow) => emit(host, 'vs-highlight-select', { highlight }),
    [host],
  );
  const onHighlightClose = useCallback(() => emit(host, 'vs-highlight-close', {}), [host]);
  const onClipSelect = useCallback(
    (clip: Partial<SearchHit>) => emit(host, 'vs-clip-select', { clip }),
    [host],
  );
  const onCollectionSaved = useCallback(
    (collection: Playlist) => emit(host, 'vs-collection-change', { action: 'created', collection }),
    [host],
  );
  return (
    <HighlightsView
      {...(packageId ? { packageId } : {})}
      onHighlightSelect={onHighlightSelect}
      onHighlightClose={onHighlightClose}
      onClipSelect={onClipSelect}
      onCollectionSaved={onCollectionSaved}
    />
  );
}

export const VsHighlightsElement = defineElement(vsHighlightsContract, VsHighlights);
