import type { ReviewLinkBody } from '../api/contract/reviews';
import { reviewsApi } from '../api/reviews';
import { pageQueryClient } from '../cache/query-client';
import { platform } from '../platform';
import { serverQuery } from './query';

/** Query keys of a collection's reviews (a write makes stale everything under the first). */
export const reviewKeys = {
  all: (tenantId: string, collectionId: string) =>
    ['middleware', 'reviews', tenantId, collectionId] as const,
  links: (tenantId: string, collectionId: string) =>
    ['middleware', 'reviews', tenantId, collectionId, 'links'] as const,
  comments: (tenantId: string, collectionId: string) =>
    ['middleware', 'reviews', tenantId, collectionId, 'comments'] as const,
};

const api = () => reviewsApi(platform().client);

/** A collection's review links, newest first. */
export const reviewLinksQuery = (tenantId: string, collectionId: string) =>
  serverQuery({
    queryKey: reviewKeys.links(tenantId, collectionId),
    queryFn: ({ signal }) => api().links(collectionId, signal),
  });

/** Reviewers' comments on a collection; read again now and then, as reviewers write. */
export const reviewCommentsQuery = (tenantId: string, collectionId: string) =>
  serverQuery({
    queryKey: reviewKeys.comments(tenantId, collectionId),
    queryFn: ({ signal }) => api().comments(collectionId, signal),
    refetchInterval: 30_000,
  });

/** An owner's writes to a collection's reviews; each reads its links and comments again. */
export function reviewWrites(tenantId: string, collectionId: string) {
  const after = async <T>(work: Promise<T>): Promise<T> => {
    try {
      return await work;
    } finally {
      await pageQueryClient().invalidateQueries({
        queryKey: reviewKeys.all(tenantId, collectionId),
      });
    }
  };
  return {
    share: (body: Omit<ReviewLinkBody, 'collectionId'>) =>
      after(api().share({ ...body, collectionId })),
    revoke: (id: string) => after(api().revoke(id)),
    resolve: (id: string, resolved: boolean) => after(api().resolve(id, resolved)),
    reply: (id: string, body: string) => after(api().reply(id, body)),
  };
}
