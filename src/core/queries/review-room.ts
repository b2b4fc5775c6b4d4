import type { ReviewCommentBody, ReviewDecisionBody } from '../api/contract/reviews';
import { reviewerApi } from '../api/reviewer';
import { pageQueryClient } from '../cache/query-client';
import { platform } from '../platform';
import { serverQuery } from './query';

const reviewer = () => reviewerApi(platform().client);

/** What a reviewer's page shows, by the grant its link gave; read again now and then. */
export const reviewRoomQuery = (grant: string) =>
  serverQuery({
    queryKey: ['middleware', 'review', grant] as const,
    queryFn: ({ signal }) => reviewer().room(grant, signal),
    refetchInterval: 30_000,
    retry: false,
  });

/** The review's items, signed to play (asked again before the signatures end). */
export const reviewPlayableQuery = (grant: string) =>
  serverQuery({
    queryKey: ['middleware', 'review', grant, 'playable'] as const,
    queryFn: () => reviewer().playable(grant),
    staleTime: 5 * 60_000,
    retry: false,
  });

/** A reviewer's writes; each reads the room again. */
export function reviewerWrites(grant: string) {
  const after = async <T>(work: Promise<T>): Promise<T> => {
    const done = await work;
    await pageQueryClient().invalidateQueries({
      queryKey: ['middleware', 'review', grant],
      exact: true,
    });
    return done;
  };
  return {
    open: (token: string, password?: string) => reviewer().open(token, password),
    comment: (body: ReviewCommentBody) => after(reviewer().comment(grant, body)),
    decide: (body: ReviewDecisionBody) => after(reviewer().decide(grant, body)),
  };
}
