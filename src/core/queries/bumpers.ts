import { platform } from '../platform';
import { serverQuery } from './query';

/** The tenant's bumpers matching some words. */
export const bumpersQuery = (tenantId: string, words: string) =>
  serverQuery({
    queryKey: ['search', tenantId, 'bumpers', words] as const,
    queryFn: ({ signal }) => platform().assets.bumpers(words, signal),
  });
