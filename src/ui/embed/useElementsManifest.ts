import { useMemo } from 'react';
import { embeddableElements } from '../../core/domain/embed-snippet';
import { elementsManifestQuery } from '../../core/queries/elements';
import { useServerQuery } from '../common';

/** The elements a partner can embed, read from the custom-elements.json served beside the loader. */
export function useEmbeddableElements() {
  const manifest = useServerQuery(useMemo(() => elementsManifestQuery(), []));
  const elements = useMemo(
    () => (manifest.data ? embeddableElements(manifest.data) : undefined),
    [manifest.data],
  );
  return { elements, error: manifest.error, loading: manifest.isPending };
}
