import type {
  Asset,
  AssetKeyframes,
  AssetWaveform,
  PlayableRequest,
  PlayableResponse,
  Playlist,
  PlaylistClip,
  PlaylistListResponse,
  PlaylistPatch,
  SearchHit,
  SimpleSearchResponse,
} from '../src/core/api/contract';
import { FIXTURE_HITS } from './search-fixtures';

/** The catalogue's one video (scripts/story-media.ts): 8 s, served with the catalogue. */
export const STORY_MEDIA = { url: '/story-media/clip.mp4', duration: 8 };

const BUMPER: SearchHit = {
  id: 'story-bumper-1',
  assetId: 'story-bumper',
  assetTitle: 'Replay bumper',
  matchDate: '2026-01-01',
  offset: 0,
  duration: 2,
  startTime: '2026-01-01T00:00:00.000Z',
  endTime: '2026-01-01T00:00:02.000Z',
  payload: [
    {
      id: 'b1',
      category: 'INTERSTITIAL',
      value: 'Replay',
      startTime: 0,
      endTime: 0,
      indexerType: 'MANUAL',
      additionalProperties: {},
    },
  ],
};

/** A clip of the fixture search as an item, moved within the 8 s video so that it plays. */
const itemOf = (hit: SearchHit, offset: number, duration: number): PlaylistClip => ({
  asset_id: hit.assetId,
  offset,
  duration,
  stash: JSON.stringify({ ...hit, offset, duration }),
});
const clipsOf = (hits: SearchHit[]) => hits.map((hit, i) => itemOf(hit, i % 5, 2 + (i % 2)));

const owner = { id: 'story-user', email: 'analyst@vidsearch.example', name: 'Analyst' };

function playlist(n: number, title: string, description: string, clips: PlaylistClip[]): Playlist {
  return {
    id: `story-collection-${n}`,
    title,
    description,
    visibility: n === 1 ? 'tenant' : 'private',
    updated_at: new Date(Date.UTC(2026, 10, 20 - n, 9 + n, 15)).toISOString(),
    user: owner,
    total_items: clips.length,
    duration: clips.reduce((t, c) => t + c.duration, 0),
    version: 3,
    first_item: clips[0] ? { asset_id: clips[0].asset_id, offset: clips[0].offset } : null,
    clips,
  };
}

export const FIXTURE_COLLECTIONS: Playlist[] = [
  playlist(1, 'Weekend highlights reel', 'The best moments of the round, with a bumper.', [
    itemOf(BUMPER, 0, 2),
    ...clipsOf(FIXTURE_HITS.slice(0, 4)),
  ]),
  playlist(
    2,
    'Scouting notes',
    'Clips to review with the coaches.',
    clipsOf(FIXTURE_HITS.slice(4, 7)),
  ),
  playlist(3, 'Fan favourites', '', clipsOf(FIXTURE_HITS.slice(7, 9))),
];

/** The fixture collections as a list page, filtered by title like the server. */
export function collectionList(url: URL, empty: boolean): PlaylistListResponse {
  const title = (url.searchParams.get('title') ?? '').toLowerCase();
  const found = empty
    ? []
    : FIXTURE_COLLECTIONS.filter((c) => c.title.toLowerCase().includes(title)).map(
        ({ clips: _clips, ...summary }) => summary,
      );
  return {
    results: found,
    total: found.length,
    page: Number(url.searchParams.get('page') ?? 1),
    limit: Number(url.searchParams.get('limit') ?? 40),
  };
}

/** A save in the page: the collection with the change, one version on. */
export function savedCollection(id: string, patch: PlaylistPatch): Playlist | null {
  const current = FIXTURE_COLLECTIONS.find((c) => c.id === id);
  if (!current) return null;
  const clips = patch.clips ?? current.clips;
  return {
    ...current,
    ...patch,
    clips,
    total_items: clips.length,
    duration: clips.reduce((t, c) => t + c.duration, 0),
    version: current.version + 1,
    updated_at: new Date().toISOString(),
  };
}

export function playable(request: PlayableRequest): PlayableResponse {
  const items = request.clips.map((clip) => {
    const start = Math.min(clip.offset, STORY_MEDIA.duration);
    return {
      asset_id: clip.asset_id,
      title: clip.asset_id === BUMPER.assetId ? 'Replay bumper' : FIXTURE_HITS[0]!.assetTitle!,
      kind: 'video' as const,
      format: 'MP4' as const,
      url: STORY_MEDIA.url,
      mimeType: 'video/mp4' as const,
      start,
      end: Math.min(STORY_MEDIA.duration, start + clip.duration),
      assetDuration: STORY_MEDIA.duration,
    };
  });
  return {
    items,
    duration: items.reduce((t, i) => t + i.end - i.start, 0),
    expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
  };
}

export function asset(id: string): Asset {
  return {
    id,
    tenantId: 'story-tenant',
    kind: 'video',
    title: FIXTURE_HITS[0]!.assetTitle!,
    duration: STORY_MEDIA.duration,
    matchDate: '2026-01-01',
    createdAt: '2026-01-01T00:00:00.000Z',
    metadata: {},
    public: false,
    media: { mp4: STORY_MEDIA.url },
    status: 'ready',
  };
}

export const keyframes = (id: string): AssetKeyframes => ({
  assetId: id,
  format: 'MP4',
  keyframes: [0, 2, 4, 6],
});

/** A made-up beeping sound: loud for half of each second. */
export function waveform(id: string, url: URL): AssetWaveform {
  const from = Number(url.searchParams.get('from') ?? 0);
  const to = Number(url.searchParams.get('to') ?? STORY_MEDIA.duration);
  const points = Number(url.searchParams.get('points') ?? 400);
  return {
    assetId: id,
    from,
    to,
    peaks: Array.from({ length: points }, (_, i) => {
      const t = from + ((to - from) * i) / points;
      return t % 1 < 0.5 ? 0.7 + 0.2 * Math.sin(i) : 0.05;
    }),
  };
}

export const bumpers = (): SimpleSearchResponse => ({
  results: [BUMPER],
  total: 1,
  page: 1,
  size: 50,
});
