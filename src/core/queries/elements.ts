import { elementsApi } from '../api/elements';
import { platform } from '../platform';
import { serverQuery } from './query';

/** The elements' manifest (custom-elements.json) served beside the loader. */
export const elementsManifestQuery = () =>
  serverQuery({
    queryKey: ['elements-manifest'] as const,
    queryFn: ({ signal }) => elementsApi(platform().client).manifest(signal),
    staleTime: Infinity,
  });
