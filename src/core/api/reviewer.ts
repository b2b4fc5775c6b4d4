import type { ApiClient } from './client';
import type { PlayableResponse } from './contract';
import type {
  ReviewComment,
  ReviewCommentBody,
  ReviewDecisionBody,
  ReviewOpened,
  ReviewRoom,
} from './contract/reviews';

/** The header a reviewer's calls carry their grant in. */
export const REVIEW_GRANT_HEADER = 'x-review-grant';

/** A reviewer's calls, by the link's token and then the grant it gives. */
export function reviewerApi(client: ApiClient) {
  const granted = (grant: string) => ({ headers: { [REVIEW_GRANT_HEADER]: grant } });
  return {
    open(token: string, password?: string) {
      return client.request<ReviewOpened>('middleware', '/review/open', {
        body: { token, ...(password ? { password } : {}) },
        noRefresh: true,
      });
    },
    room(grant: string, signal?: AbortSignal) {
      return client.request<ReviewRoom>('middleware', '/review', {
        ...granted(grant),
        noRefresh: true,
        ...(signal ? { signal } : {}),
      });
    },
    playable(grant: string) {
      return client.request<PlayableResponse>('middleware', '/review/playable', {
        ...granted(grant),
        method: 'POST',
        noRefresh: true,
      });
    },
    comment(grant: string, body: ReviewCommentBody) {
      return client.request<ReviewComment>('middleware', '/review/comments', {
        ...granted(grant),
        body,
        noRefresh: true,
      });
    },
    decide(grant: string, body: ReviewDecisionBody) {
      return client.request<ReviewRoom>('middleware', '/review/decision', {
        ...granted(grant),
        method: 'PUT',
        body,
        noRefresh: true,
      });
    },
  };
}
