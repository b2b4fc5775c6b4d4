import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  Asset,
  GoLiveResponse,
  HighlightClipsPage,
  HighlightPackageDetail,
  HighlightPackageRow,
  PlayableResponse,
  SearchResponse,
  SessionTokens,
} from '../../src/core/api/contract';
import { WHOLE_ASSET_SECONDS } from '../../src/core/api/contract';
import { databaseKinds, realTimeKind, startTestServer, type TestServer } from './helpers';
import { tusClient } from './ingest-client';
import {
  eventually,
  expectWentOn,
  exportsWhileLive,
  push,
  pushWhenListening,
  segmentsOf,
} from './live-helpers';
import { startReceiver, verified } from './webhook-receiver';

/** Each run's listeners on ports of their own, away from other test files' and the OS's. */
const basePort = 20_000 + Math.floor(Math.random() * 200) * 20;

/** A live match over SRT (docs/live.md): going live, the stream, drops, and its end. */
describe.each(databaseKinds())('live matches, on %s', (kind) => {
  let server: TestServer;
  let editor: SessionTokens;
  let viewer: SessionTokens;
  /** The club's app, told of the live match's clips and of its video at the end. */
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  let hookSecret = '';
  const ports = { first: basePort + (kind === 'pglite' ? 0 : 10), last: 0 };
  ports.last = ports.first + 4;
  const rtmpPorts = { first: ports.first + 5, last: ports.first + 9 };

  beforeAll(async () => {
    server = await startTestServer(kind, {
      liveSrtPorts: ports,
      liveRtmpPorts: rtmpPorts,
      liveGraceSeconds: 12,
      livePreset: 'ultrafast',
      allowPrivateWebhooks: true,
    });
    editor = await server.signIn('editor.cricket@vidsearch.example');
    viewer = await server.signIn('viewer@vidsearch.example', 'cricket');
    receiver = await startReceiver();
    const hook = await server.call<{ secret: string }>('POST', '/middleware/webhooks/endpoints', {
      token: (await server.signIn('admin.cricket@vidsearch.example')).token,
      body: { url: receiver.url('/club-app'), events: ['asset.ready', 'clip.created'] },
    });
    hookSecret = hook.body.secret;
  }, 60_000);
  afterAll(async () => {
    await server?.close();
    await receiver?.close();
  });
  /** What the club's app was told of one asset, checked as its library would. */
  const toldOf = (assetId: string) =>
    receiver.received
      .map((message) => verified(hookSecret, message))
      .filter((payload) => payload.data.assetId === assetId);

  const { asset, until } = tusClient(
    () => server,
    () => editor.token,
  );
  const goLive = (body: unknown, token = editor.token) =>
    server.call<GoLiveResponse & { code?: string; message?: string }>('POST', '/asset/v3/live', {
      token,
      body,
    });
  const end = (id: string) =>
    server.call<{ code?: string }>('POST', `/asset/v3/asset/${id}/live/end`, {
      token: editor.token,
    });
  const rekey = (id: string, token = editor.token) =>
    server.call<{ passphrase: string; code?: string }>(
      'POST',
      `/asset/v3/asset/${id}/live/passphrase`,
      { token },
    );
  /** A game's highlight package by its rule, as the person sees it. */
  const packageOf = async (assetId: string, rule: string, token: string) =>
    (
      await server.call<HighlightPackageRow[]>(
        'GET',
        `/highlights/v1/highlights?name=${encodeURIComponent(rule)}`,
        { token },
      )
    ).body.find((row) => row.assetId === assetId && row.rule === rule);
  /** A playlist the asset's signed address leads to: the master, or its first rendition's. */
  const playlist = async (url: string) => (await fetch(url)).text();
  const firstRendition = async (masterUrl: string) => {
    const master = await playlist(masterUrl);
    const variant = master.split('\n').find((line) => line && !line.startsWith('#'))!;
    return playlist(new URL(variant, masterUrl).href);
  };

  // The streams, on one engine (realTimeKind); what does not stream for long, on each.
  if (kind === realTimeKind()) {
    it('goes live over SRT: waits for the encoder, plays as it comes, goes on after a drop, and ends as a video', async () => {
      const made = await goLive({ title: 'Live: Kings v Royals', matchDate: '2026-11-28' });
      expect(made.status).toBe(201);
      const { id, ingestUrl, passphrase = '' } = made.body;
      expect(ingestUrl).toBe(`srt://127.0.0.1:${ports.first}`);
      expect(passphrase.length).toBeGreaterThanOrEqual(32);
      const waiting = await asset(id);
      expect(waiting.status).toBe('live');
      expect(waiting.live).toMatchObject({ state: 'waiting', protocol: 'srt', ingestUrl });
      expect(JSON.stringify(waiting)).not.toContain(passphrase);
      // Before its first picture it has nothing to play yet: said to be coming, not refused.
      const play = (offset: number, duration: number) =>
        server.call<PlayableResponse>('POST', '/middleware/playback/playable', {
          token: viewer.token,
          body: { clips: [{ asset_id: id, offset, duration }] },
        });
      const early = await play(0, WHOLE_ASSET_SECONDS);
      expect(early.status).toBe(200);
      expect(early.body.items[0]).toMatchObject({ pending: true, url: '' });

      // A wrong passphrase is refused by the listener, which says so and goes on listening.
      let wrong = waiting;
      for (
        let tries = 0;
        tries < 10 && !/wrong passphrase/.test(wrong.live?.reason ?? '');
        tries++
      ) {
        await expect(push(ingestUrl, 'not-the-passphrase-at-all', 1)).rejects.toThrow();
        wrong = await asset(id);
      }
      expect(wrong.live?.reason).toMatch(/wrong passphrase was refused/);
      expect(wrong.live?.state).toBe('waiting');

      const first = pushWhenListening(ingestUrl, passphrase, 10);
      const live = await until(id, (a) => a.live?.state === 'live' && !!a.media.hls, 30_000);
      expect(live.live?.health).toMatchObject({ codec: 'h264', width: 320, height: 180, fps: 25 });
      expect(live.live?.startedAt).not.toBeNull();
      // Its length grows as it comes: the library shows it, and a player may ask for what is in.
      expect(live.duration).toBeGreaterThan(0);
      // The whole match is kept from its first second (an EVENT playlist), each segment dated.
      const growing = await firstRendition(live.media.hls!);
      expect(growing).toContain('#EXT-X-PLAYLIST-TYPE:EVENT');
      expect(growing).not.toContain('#EXT-X-ENDLIST');
      const segments = growing.split('\n').filter((l) => l.startsWith('#EXTINF')).length;
      const dated = growing
        .split('\n')
        .filter((l) => l.startsWith('#EXT-X-PROGRAM-DATE-TIME')).length;
      expect(segments).toBeGreaterThan(0);
      expect(dated).toBe(segments);
      // Played to its end, it follows the live edge; a range with an end is played as asked, and
      // one whose end is not written yet (a clip of an event just sent) is said to be coming.
      const whole = await play(0, WHOLE_ASSET_SECONDS);
      expect(whole.status).toBe(200);
      expect(whole.body.items[0]).toMatchObject({ live: true, start: 0, format: 'HLS' });
      const ahead = await play(live.duration + 30, 10);
      expect(ahead.status).toBe(200);
      expect(ahead.body.items[0]).toMatchObject({ pending: true, end: live.duration + 40 });
      expect(ahead.body.items[0]!.live).toBeUndefined();
      const written = (await play(0, 1)).body.items[0]!;
      expect(written.pending).toBeUndefined();
      expect(written.url).toContain('index.m3u8');

      // The live feed places an event by the moment it happened: searchable at once, its clip
      // starting the tenant's lead before that moment in the stream.
      const feed = (events: object[], starts: object = {}) =>
        server.call<{ clips: number; skipped: Array<{ reason: string }> }>(
          'POST',
          `/asset/v3/asset/${id}/match-data/feed`,
          {
            token: editor.token,
            body: { matchId: 'kings-royals', format: 'events', events, ...starts },
          },
        );
      const startedAt = Date.parse(live.live!.startedAt!);
      // 4.5 s into the stream, by its own dates (written or about to be).
      const happened = startedAt + 4500;
      const sent = await feed([
        {
          id: 'b1',
          at: new Date(happened).toISOString(),
          values: { batter: 'Live Batter', runs: 4 },
        },
        {
          id: 'b0',
          at: new Date(startedAt - 60_000).toISOString(),
          values: { batter: 'Too Early' },
        },
      ]);
      expect(sent.status).toBe(200);
      expect(sent.body.clips).toBe(1);
      expect(sent.body.skipped.map((s) => s.reason)).toEqual([
        'it happened before the video began',
      ]);
      const found = await server.call<SearchResponse>('POST', '/middleware/search/search', {
        token: editor.token,
        body: { query: 'batter:"Live Batter"' },
      });
      expect(found.body.total).toBe(1);
      // A match is live: the search says so, for pages to look for its new clips.
      expect(found.body.live).toBe(true);
      // Cricket's lead is 3 s; no drop yet, so the stream's time is the wall clock's since its start.
      const expected = Math.max(0, (happened - startedAt) / 1000 - 3);
      expect(found.body.results[0]!.offset).toBeCloseTo(expected, 1);
      // The game's highlight packages are built as its clips come: Boundaries holds the four.
      const boundaries = () => packageOf(id, 'Boundaries', editor.token);
      const built = await eventually(async () => {
        const row = await boundaries();
        return row?.status === 'ready' && row.clipCount === 1 ? row : null;
      });
      const opened = await server.call<HighlightPackageDetail>(
        'GET',
        `/highlights/v1/highlights/${built.id}`,
        { token: editor.token },
      );
      expect(opened.body.live).toBe(true);
      const clipsOf = async () =>
        (
          await server.call<HighlightClipsPage>(
            'GET',
            `/highlights/v1/highlights/${built.id}/clips`,
            { token: editor.token },
          )
        ).body.clips;
      expect((await clipsOf()).map((c) => c.isNew)).toEqual([false]);
      // By the match clock from a period's start given as the moment it began (here 10 s before
      // the encoder connected), and by ball from the innings' first ball's moment.
      const at = (ms: number) => new Date(startedAt + ms).toISOString();
      const clocked = await feed(
        [
          { id: 'c1', period: 1, clock: 20, values: { batter: 'Clock Batter' } },
          { id: 'c2', innings: 1, over: 0, ball: 2, values: { batter: 'Ball Batter', runs: 6 } },
        ],
        { periodStarts: { '1': at(-10_000) }, inningsStarts: { '1': at(2000) } },
      );
      expect(clocked.body).toMatchObject({ clips: 2, skipped: [] });
      const offsetOf = async (batter: string) =>
        (
          await server.call<SearchResponse>('POST', '/middleware/search/search', {
            token: editor.token,
            body: { query: `batter:"${batter}"` },
          })
        ).body.results[0]!.offset;
      expect(await offsetOf('Clock Batter')).toBeCloseTo(-10 + 20 - 3, 1);
      // The second ball is a ball's gap (32 s) after the first.
      expect(await offsetOf('Ball Batter')).toBeCloseTo(2 + 32 - 3, 1);
      // The six joins the package, new to the editor who had it open; the four is not.
      await eventually(async () => ((await boundaries())?.clipCount === 2 ? true : null));
      const grown = await clipsOf();
      expect(
        grown.map((c) => [c.payload.find((p) => p.category === 'runs')?.value, c.isNew]),
      ).toEqual([
        ['4', false],
        ['6', true],
      ]);
      // The input's bitrate is read as it comes (the test picture: some tens of kb/s).
      const rated = await until(id, (a) => (a.live?.health.kbps ?? 0) > 0, 10_000);
      expect(rated.live!.health.kbps).toBeLessThan(5000);
      await first;

      // A clip of the match exports while it is still live: cut from the stream's segments.
      await exportsWhileLive(server, editor.token, id);

      // The encoder drops: the stream waits for it, and goes on when it comes back.
      await until(id, (a) => a.live?.state === 'reconnecting', 15_000);
      const before = await segmentsOf(await asset(id));
      await pushWhenListening(ingestUrl, passphrase, 5);
      // Every segment from before the drop is kept, in order; the new ones follow a discontinuity.
      await expectWentOn(before, () => asset(id));

      // The end answers once the stream is closed; the video is made after it.
      expect((await end(id)).status).toBe(202);
      const closed = await asset(id);
      expect(closed.live?.state).toBe('ended');
      expect(['processing', 'ready']).toContain(closed.status);
      const ended = await until(id, (a) => a.status === 'ready', 60_000);
      expect(ended.live?.state).toBe('ended');
      expect(ended.media.mp4).toBeTruthy();
      // 15 s were sent; each connection's picture starts at its first keyframe, and the length
      // is rounded down to even seconds (SPEC §5).
      expect(ended.duration).toBeGreaterThanOrEqual(10);
      expect(await firstRendition(ended.media.hls!)).toContain('#EXT-X-ENDLIST');
      expect((await play(0, WHOLE_ASSET_SECONDS)).body.items[0]!.live).toBeUndefined();
      // The club's app heard of the feed's clip as it was sent, and of the video at its end.
      await expect
        .poll(() => toldOf(id).map((p) => p.type), { timeout: 15_000 })
        .toEqual(expect.arrayContaining(['clip.created', 'asset.ready']));
      expect(toldOf(id).find((p) => p.type === 'clip.created')?.data).toMatchObject({
        source: 'live-feed',
        metadata: expect.arrayContaining([{ category: 'batter', value: 'Live Batter' }]),
      });
      expect(toldOf(id).find((p) => p.type === 'asset.ready')?.data).toMatchObject({
        source: 'live',
      });
      // Its port is free for the next match.
      const next = await goLive({ title: 'Live: the next match' });
      expect(next.body.ingestUrl).toBe(`srt://127.0.0.1:${ports.first}`);
      expect((await end(next.body.id)).status).toBe(202);
      expect((await asset(next.body.id)).status).toBe('failed');
    }, 180_000);

    it('takes RTMP too, refusing another stream key, and ends by itself when the encoder does not come back within the grace', async () => {
      const made = await goLive({ title: 'Live: rain', protocol: 'rtmp' });
      expect(made.status).toBe(201);
      const { id, ingestUrl, passphrase: streamKey = '' } = made.body;
      expect(ingestUrl).toBe(`rtmp://127.0.0.1:${rtmpPorts.first}/live`);
      expect((await asset(id)).live).toMatchObject({ protocol: 'rtmp', ingestUrl });
      // An encoder with another stream key is let go before anything of it is written.
      let refused = await asset(id);
      for (
        let tries = 0;
        tries < 10 && !/wrong stream key/.test(refused.live?.reason ?? '');
        tries++
      ) {
        await push(ingestUrl, 'not-the-stream-key', 1).catch(() => undefined);
        refused = await asset(id);
      }
      expect(refused.live).toMatchObject({
        state: 'waiting',
        reason: expect.stringMatching(/wrong stream key was refused/),
      });
      expect(refused.media.hls).toBeFalsy();
      await pushWhenListening(ingestUrl, streamKey, 4);
      const ended = await until(id, (a) => a.status === 'ready', 60_000);
      expect(ended.live?.state).toBe('ended');
      expect(ended.media.mp4).toBeTruthy();
    }, 120_000);
  }

  it('stops listening for a live match that is deleted, and gives its port to the next', async () => {
    const { id } = (await goLive({ title: 'Live: a mistake' })).body;
    const deleted = await server.call('DELETE', `/asset/v3/asset/${id}`, { token: editor.token });
    expect(deleted.status).toBe(204);
    const next = (await goLive({ title: 'Live: the right one' })).body;
    expect(next.ingestUrl).toBe(`srt://127.0.0.1:${ports.first}`);
    // A new passphrase (said once) takes the old one's place: the listener hears the new one.
    const rekeyed = await rekey(next.id);
    expect(rekeyed.status).toBe(200);
    expect(rekeyed.body.passphrase).not.toBe(next.passphrase);
    expect(rekeyed.body.passphrase.length).toBeGreaterThanOrEqual(32);
    expect(JSON.stringify(await asset(next.id))).not.toContain(rekeyed.body.passphrase);
    // The new match's listener has the port: its encoder gets in.
    await pushWhenListening(next.ingestUrl, rekeyed.body.passphrase, 3);
    await until(next.id, (a) => !!a.live?.startedAt, 30_000);
    expect((await end(next.id)).status).toBe(202);
  }, 120_000);

  it('refuses what cannot go live, in words', async () => {
    expect((await goLive({})).status).toBe(400);
    expect((await goLive({ title: '   ' })).status).toBe(400);
    expect((await goLive({ title: 'x', extra: 1 })).status).toBe(400);
    expect((await goLive({ title: 'A viewer’s match' }, viewer.token)).status).toBe(403);
    expect((await end('no-such-asset')).status).toBe(404);
    // A time of day means nothing on a video whose moments are not dated (an uploaded one).
    const videos = await server.call<{ content: Asset[] }>('GET', '/asset/v3/asset?size=50', {
      token: editor.token,
    });
    const video = videos.body.content.find((a) => a.kind === 'video' && !a.live)!;
    const undated = await server.call<{ clips: number; skipped: Array<{ reason: string }> }>(
      'POST',
      `/asset/v3/asset/${video.id}/match-data/feed`,
      {
        token: editor.token,
        body: {
          matchId: 'm',
          format: 'events',
          events: [{ id: 'x', at: new Date().toISOString(), values: { batter: 'Nobody' } }],
        },
      },
    );
    expect(undated.body.clips).toBe(0);
    expect(undated.body.skipped[0]!.reason).toMatch(/needs a live match’s video/);
    // Every port taken: the next is refused, saying why.
    const made: string[] = [];
    for (let i = ports.first; i <= ports.last; i++) {
      const one = await goLive({ title: `Live ${i}` });
      if (one.status === 201) made.push(one.body.id);
    }
    const over = await goLive({ title: 'One too many' });
    expect(over.status).toBe(409);
    expect(over.body.message).toMatch(/Every SRT port of this server .* has a live match on it/);
    // RTMP's ports are its own: a match still goes live over RTMP.
    const rtmp = await goLive({ title: 'Over RTMP meanwhile', protocol: 'rtmp' });
    expect(rtmp.status).toBe(201);
    made.push(rtmp.body.id);
    expect((await goLive({ title: 'Unknown', protocol: 'rtp' })).status).toBe(400);
    for (const id of made) expect((await end(id)).status).toBe(202);
    expect((await end(made[0]!)).status).toBe(409);
    expect((await rekey(made[0]!)).status).toBe(409);
    expect((await rekey(made[1]!, viewer.token)).status).toBe(403);
    expect((await rekey('no-such-asset')).status).toBe(404);
  }, 120_000);
});
