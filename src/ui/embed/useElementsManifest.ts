import { useMemo } from 'react';
import { elementsApi } from '../../core/api/elements';
import { embeddableElements } from '../../core/domain/embed-snippet';
import { platform } from '../../core/platform';
import { useServerQuery } from '../common';

/** The elements a partner can embed, read from the custom-elements.json served beside the loader. */
export function useEmbeddableElements() {
  const options = useMemo(
    () => ({
      queryKey: ['elements-manifest'] as const,
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        elementsApi(platform().client).manifest(signal),
      staleTime: Infinity,
    }),
    [],
  );
  const manifest = useServerQuery(options);
  const elements = useMemo(
    () => (manifest.data ? embeddableElements(manifest.data) : undefined),
    [manifest.data],
  );
  return { elements, error: manifest.error, loading: manifest.isPending };
}
