import type { ReviewComment, ReviewRoom } from '../src/core/api/contract/reviews';
import { FIXTURE_COLLECTIONS, playable } from './collection-fixtures';

/** What a story's review link answers: a password asked, closed, or its room. */
export type ReviewState = 'password' | 'expired' | 'room' | 'watch-only';

const shared = FIXTURE_COLLECTIONS[1]!;

const comment = (over: Partial<ReviewComment> & Pick<ReviewComment, 'id'>): ReviewComment => ({
  linkId: 'story-link',
  item: 0,
  assetId: shared.clips[0]!.asset_id,
  at: 1.2,
  fps: 25,
  itemTitle: 'Clip one',
  assetTime: shared.clips[0]!.offset + 1.2,
  body: '',
  author: 'Sam Sponsor',
  byOwner: false,
  created: '2026-11-29T09:00:00.000Z',
  ...over,
});

/** A review of the fixture collection, a day into it. */
export function reviewRoom(state: ReviewState): ReviewRoom {
  const commenting = state === 'room';
  return {
    title: `${shared.title} — for the sponsor, with a title long enough to wrap on a phone`,
    organisation: 'Southern Cross Cricket',
    sharedBy: 'Editor cricket',
    expiresAt: '2026-12-13T22:59:59.000Z',
    canComment: commenting,
    canDecide: commenting,
    items: shared.clips.map((clip, i) => ({
      type: 'Clip',
      title: `Clip ${i + 1} of the scouting notes`,
      assetId: clip.asset_id,
      offset: clip.offset,
      duration: clip.duration,
      fps: 25,
    })),
    comments: commenting
      ? [
          comment({ id: 'c1', body: 'Cut before the replay, please: it runs long.' }),
          comment({
            id: 'c2',
            replyTo: 'c1',
            body: 'Done in the next cut.',
            author: 'Editor cricket',
            byOwner: true,
          }),
          comment({ id: 'c3', item: 1, at: 0.44, body: 'Logo too small here.' }),
        ]
      : [],
    ...(commenting
      ? {
          decision: {
            decision: 'changes' as const,
            note: 'Two fixes, then yes.',
            by: 'Sam Sponsor',
            at: '2026-11-29T09:05:00.000Z',
          },
        }
      : {}),
  };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The reviewer's calls, answered for the state; null for any other call. */
export function reviewCall(url: URL, init: RequestInit | undefined, state: ReviewState) {
  const path = url.pathname;
  const body = () => JSON.parse(typeof init?.body === 'string' ? init.body : '{}');
  if (path.endsWith('/review/open')) {
    if (state === 'expired')
      return json(
        {
          statusCode: 410,
          error: 'Gone',
          code: 'review_expired',
          message:
            'This review link expired on 13 December 2026. Ask Editor cricket for a new one.',
        },
        410,
      );
    if (state === 'password' && !body().password) return json({ passwordNeeded: true });
    return json({ grant: `story-grant-${state}`, expiresAt: '2026-12-13T22:59:59.000Z' });
  }
  if (path.endsWith('/review/playable'))
    return json(
      playable({
        clips: shared.clips.map((c) => ({
          asset_id: c.asset_id,
          offset: c.offset,
          duration: c.duration,
        })),
      }),
    );
  if (path.endsWith('/middleware/review')) return json(reviewRoom(state));
  return null;
}
