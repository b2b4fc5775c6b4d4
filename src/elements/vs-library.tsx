import { useCallback } from 'react';
import type { Asset } from '../core/api/contract';
import { LibraryView } from '../ui/library';
import type { PropsOf } from './contract';
import { defineElement } from './define';
import { emit } from './events';
import { vsLibraryContract } from './vs-library.contract';

type LibraryAttributes = PropsOf<typeof vsLibraryContract>;

/** `<vs-library>`: the feature behind the element; its contract is in vs-library.contract.ts. */
function VsLibrary({ host }: LibraryAttributes & { host: HTMLElement }) {
  const onAssetChange = useCallback(
    (asset: Asset, change: 'ready' | 'failed' | 'deleted') =>
      emit(host, 'vs-asset-change', { asset, change }),
    [host],
  );
  return <LibraryView onAssetChange={onAssetChange} />;
}

export const VsLibraryElement = defineElement(vsLibraryContract, VsLibrary);
