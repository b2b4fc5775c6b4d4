import type { ApiClient } from './client';
import type { ReviewComment, ReviewLink, ReviewLinkBody } from './contract/reviews';

/** An owner's review link calls (docs/review.md): never in the elements' first chunk. */
export function reviewsApi(client: ApiClient) {
  return {
    links(collectionId: string, signal?: AbortSignal) {
      return client.request<ReviewLink[]>('middleware', '/reviews/links', {
        query: { collectionId },
        ...(signal ? { signal } : {}),
      });
    },
    share(body: ReviewLinkBody) {
      return client.request<ReviewLink>('middleware', '/reviews/links', { body });
    },
    revoke(id: string) {
      return client.request<Response>('middleware', `/reviews/links/${encodeURIComponent(id)}`, {
        method: 'DELETE',
        raw: true,
      });
    },
    comments(collectionId: string, signal?: AbortSignal) {
      return client.request<ReviewComment[]>('middleware', '/reviews/comments', {
        query: { collectionId },
        ...(signal ? { signal } : {}),
      });
    },
    resolve(id: string, resolved: boolean) {
      return client.request<ReviewComment>(
        'middleware',
        `/reviews/comments/${encodeURIComponent(id)}/resolved`,
        { method: 'PUT', body: { resolved } },
      );
    },
    reply(id: string, body: string) {
      return client.request<ReviewComment>(
        'middleware',
        `/reviews/comments/${encodeURIComponent(id)}/replies`,
        { body: { body } },
      );
    },
  };
}
