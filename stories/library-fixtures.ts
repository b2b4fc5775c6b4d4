import type { Asset, AssetIngest } from '../src/core/api/contract';

const daysAgo = (d: number) => new Date(Date.now() - d * 86_400_000).toISOString();

function upload(overrides: Partial<AssetIngest>): AssetIngest {
  return {
    fileName: 'Final v Kent, day 2.mov',
    sourceUrl: null,
    fileSize: 4_200_000_000,
    received: 4_200_000_000,
    stage: null,
    percent: 100,
    reason: null,
    duplicateOf: null,
    retryable: true,
    playable: false,
    ...overrides,
  };
}

function video(overrides: Partial<Asset>): Asset {
  return {
    id: 'story-asset',
    tenantId: 'story-tenant',
    kind: 'video',
    title: 'Final v Kent, day 2',
    duration: 21_600,
    matchDate: '2026-06-02',
    createdAt: daysAgo(1),
    metadata: { match: 'Final v Kent' },
    public: false,
    media: {},
    status: 'ready',
    clipCount: 0,
    ...overrides,
  };
}

function liveStream(overrides: Partial<NonNullable<Asset['live']>>): NonNullable<Asset['live']> {
  return {
    state: 'waiting',
    protocol: 'srt',
    ingestUrl: 'srt://live.vidsearch.example:9000',
    health: {},
    reason: null,
    startedAt: null,
    graceSeconds: 300,
    writtenSeconds: 0,
    ...overrides,
  };
}

/** A live match's asset: listed at once, growing as it is streamed. */
const live = (overrides: Partial<Asset>): Asset =>
  video({ status: 'live', duration: 0, matchDate: daysAgo(0).slice(0, 10), ...overrides });

/** One asset in each status the library shows, newest first. */
export const FIXTURE_LIBRARY: Asset[] = [
  video({
    id: 'uploading',
    title: 'Semi-final, Southern Stars v Coastal Kings, second innings, every camera angle',
    status: 'uploading',
    duration: 0,
    matchDate: null,
    metadata: {},
    ingest: upload({
      fileName:
        'Semi-final, Southern Stars v Coastal Kings, second innings, every camera angle.mxf',
      received: 1_300_000_000,
      percent: 31,
    }),
  }),
  video({
    id: 'processing',
    status: 'processing',
    ingest: upload({ stage: 'transcoding', percent: 46, playable: true }),
  }),
  video({
    id: 'queued',
    title: 'Nets session, 1 June',
    status: 'queued',
    duration: 0,
    matchDate: null,
    metadata: {},
    ingest: upload({ fileName: 'nets_0601.mp4', fileSize: 800_000_000, received: 800_000_000 }),
  }),
  video({
    id: 'failed',
    title: 'Press conference',
    status: 'failed',
    duration: 0,
    matchDate: null,
    metadata: {},
    ingest: upload({
      fileName: 'press conference.mov',
      percent: 0,
      reason: 'The file has no video in it: send a video file.',
    }),
  }),
  video({
    id: 'duplicate',
    title: 'Final v Kent, day 2 (copy)',
    status: 'failed',
    ingest: upload({
      fileName: 'Final v Kent, day 2 copy.mov',
      reason: 'This file is already in the library.',
      duplicateOf: 'ready',
    }),
  }),
  video({
    id: 'cancelled',
    title: 'Warm-up',
    status: 'cancelled',
    duration: 0,
    metadata: {},
    ingest: upload({ fileName: 'warm-up.mp4', received: 200_000_000, fileSize: 900_000_000 }),
  }),
  live({
    id: 'live-waiting',
    title: 'Live: Southern Stars v Coastal Kings, final',
    live: liveStream({
      reason:
        'An encoder with a wrong passphrase was refused. Check the passphrase, or make a new one.',
    }),
  }),
  live({
    id: 'live-on',
    title: 'Live: Desert Dingoes v Coastal Kings, T20 4',
    duration: 3_724,
    live: liveStream({
      state: 'live',
      startedAt: daysAgo(0.05),
      health: {
        codec: 'h264',
        width: 1920,
        height: 1080,
        fps: 50,
        kbps: 8_000,
        behindSeconds: 4,
        lastSegmentAge: 1,
        droppedFrames: 0,
      },
    }),
  }),
  live({
    id: 'live-pulled',
    title: 'Live: Harbour City v Valley Rangers, from the broadcaster’s HLS',
    duration: 1_240,
    // Pulled from an address: its row's Source shows it, without its token.
    live: liveStream({
      state: 'live',
      protocol: 'hls',
      ingestUrl: 'https://cdn.broadcaster.example/harbour-valley/master.m3u8',
      startedAt: daysAgo(0.02),
      health: { codec: 'h264', width: 1280, height: 720, fps: 25, behindSeconds: 9 },
    }),
  }),
  live({
    id: 'live-reconnecting',
    title: 'Live: Kings v Royals',
    duration: 1_810,
    // Pushed over RTMP: its row's Encoder shows the server and a new stream key.
    live: liveStream({
      state: 'reconnecting',
      protocol: 'rtmp',
      ingestUrl: 'rtmp://live.vidsearch.example:1935/live',
      startedAt: daysAgo(0.03),
      reason: 'The encoder stopped sending. The stream goes on when it comes back.',
    }),
  }),
  video({
    id: 'live-failed',
    title: 'Live: rained off before the start',
    status: 'failed',
    duration: 0,
    live: liveStream({ state: 'ended' }),
  }),
  video({
    id: 'ready',
    title: 'Desert Dingoes v Southern Stars, Test 1',
    duration: 12,
    matchDate: '2026-10-30',
    metadata: { match: 'Desert Dingoes v Southern Stars, Test 1', series: 'Test series' },
    clipCount: 8,
  }),
];

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The library's calls, answered from the fixtures; null for any other call. */
export function libraryCall(
  url: URL,
  init: RequestInit | undefined,
  empty: boolean,
): Response | null {
  const path = url.pathname;
  const method = init?.method ?? 'GET';
  // The library's list always names its order (the highlights' game picker does not).
  if (path.endsWith('/v3/asset') && method === 'GET' && url.searchParams.has('sortMode')) {
    const content = empty ? [] : FIXTURE_LIBRARY;
    return json({
      content,
      totalElements: content.length,
      totalPages: 1,
      page: 0,
      size: 20,
    });
  }
  if (path.endsWith('/v3/asset/import')) return json({ id: 'story-imported' }, 202);
  const usage = /\/v3\/asset\/([^/]+)\/usage$/.exec(path);
  if (usage) return json({ clips: 8, collections: 2 });
  if (/\/v3\/asset\/[^/]+\/(cancel|retry)$/.test(path)) return new Response(null, { status: 202 });
  if (path.endsWith('/v3/live')) {
    const asked = (typeof init?.body === 'string' ? JSON.parse(init.body) : {}) as {
      pullUrl?: string;
    };
    return json(
      asked.pullUrl
        ? { id: 'story-live', ingestUrl: asked.pullUrl.replace(/[?#].*$/, '') }
        : {
            id: 'story-live',
            ingestUrl: 'srt://live.vidsearch.example:9001',
            passphrase: 'story-passphrase-not-a-real-one-0',
          },
      201,
    );
  }
  if (/\/v3\/asset\/[^/]+\/live\/passphrase$/.test(path))
    return json({ passphrase: 'story-passphrase-made-again-00000' });
  if (/\/v3\/asset\/[^/]+\/live\/end$/.test(path)) return new Response(null, { status: 202 });
  const one = /\/v3\/asset\/([^/]+)$/.exec(path);
  if (one && method === 'DELETE') return new Response(null, { status: 204 });
  if (one && method === 'PATCH') {
    const found = FIXTURE_LIBRARY.find((a) => a.id === decodeURIComponent(one[1]!));
    return json({ ...found, ...JSON.parse(typeof init?.body === 'string' ? init.body : '{}') });
  }
  if (one) {
    const found = FIXTURE_LIBRARY.find((a) => a.id === decodeURIComponent(one[1]!));
    if (found) return json(found);
  }
  return null;
}
