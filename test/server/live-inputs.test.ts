import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GoLiveResponse, SessionTokens } from '../../src/core/api/contract';
import { databaseKinds, realTimeKind, startTestServer, type TestServer } from './helpers';
import { startHlsSource } from './hls-source';
import { tusClient } from './ingest-client';
import { playbackLinkWhileLive, pushWhenListening } from './live-helpers';

/** This file's listeners on ports of their own, away from other files' and the OS's. */
const basePort = 25_000 + Math.floor(Math.random() * 200) * 10;

/**
 * A live match's inputs (docs/live.md): pulled from a live HLS address, and an encoder's let go
 * when over the tenant's limits.
 */
describe.each(databaseKinds())('live inputs, on %s', (kind) => {
  let server: TestServer;
  let editor: SessionTokens;
  let source: Awaited<ReturnType<typeof startHlsSource>>;
  const offset = kind === 'pglite' ? 0 : 5;

  beforeAll(async () => {
    [server, source] = await Promise.all([
      startTestServer(kind, {
        liveSrtPorts: { first: basePort + offset, last: basePort + offset + 4 },
        liveGraceSeconds: 30,
        livePreset: 'ultrafast',
      }),
      startHlsSource(),
    ]);
    // A tenant that offers playback links.
    editor = await server.signIn('editor.basketball-men@vidsearch.example');
  }, 60_000);
  afterAll(async () => {
    await Promise.all([server?.close(), source?.close()]);
  });

  const { asset, until } = tusClient(
    () => server,
    () => editor.token,
  );
  const goLive = (body: unknown) =>
    server.call<GoLiveResponse & { code?: string; message?: string; field?: string }>(
      'POST',
      '/asset/v3/live',
      { token: editor.token, body },
    );
  const pulled = (pullUrl: string) =>
    goLive({ title: 'Pulled: Kings v Royals', protocol: 'hls', pullUrl });
  const end = (id: string) =>
    server.call('POST', `/asset/v3/asset/${id}/live/end`, { token: editor.token });
  const allowLoopback = (allowed: boolean) => {
    server.booted.app.config.allowPrivateImports = allowed;
  };

  it('refuses, in words, an address it may not or cannot pull', async () => {
    allowLoopback(false);
    const inside = await pulled(`${source.base}/master.m3u8`);
    expect(inside.status).toBe(400);
    expect(inside.body).toMatchObject({ code: 'unsafe_address', field: 'body.pullUrl' });
    // Plain http, and loopback, are an operator's lab's: refused unless allowed.
    expect(inside.body.message).toBe('Give an https address.');
    allowLoopback(true);
    const missing = await goLive({ title: 'No address', protocol: 'hls' });
    expect(missing.body).toMatchObject({ code: 'validation', field: 'body.pullUrl' });
    const page = await pulled(`${source.base}/page.html`);
    expect(page.body).toMatchObject({ code: 'unreadable_source' });
    expect(page.body.message).toMatch(/not an HLS playlist/);
    expect((await pulled(`${source.base}/gone.m3u8`)).body.message).toMatch(/no file/);
    expect((await pulled('ftp://example.com/live.m3u8')).status).toBe(400);
  });

  // The streams, on one engine (realTimeKind); the refusals, on each.
  if (kind === realTimeKind()) {
    it('pulls a live stream into the ladder, plays it, waits when the source ends, and ends as a video', async () => {
      allowLoopback(true);
      const made = await pulled(`${source.base}/master.m3u8?token=the-source-secret`);
      expect(made.status).toBe(201);
      // No secret of its own, and the source's token is never shown.
      expect(made.body.passphrase).toBeUndefined();
      expect(made.body.ingestUrl).toBe(`${source.base}/master.m3u8`);
      const { id } = made.body;
      const live = await until(id, (a) => a.live?.state === 'live' && !!a.media.hls, 30_000);
      expect(live.live).toMatchObject({ protocol: 'hls', ingestUrl: `${source.base}/master.m3u8` });
      expect(live.live!.health).toMatchObject({ codec: 'h264', width: 320, height: 180 });
      expect(JSON.stringify(live)).not.toContain('the-source-secret');
      const master = await (await fetch(live.media.hls!)).text();
      expect(master.match(/#EXT-X-STREAM-INF/g)).toHaveLength(2);
      // A pulled match has no passphrase to make anew.
      const rekey = await server.call<{ code: string }>(
        'POST',
        `/asset/v3/asset/${id}/live/passphrase`,
        { token: editor.token },
      );
      expect(rekey.status).toBe(409);

      // Its collection's playback link works while it is live, once its clip's end is streamed.
      await until(id, (a) => (a.live?.writtenSeconds ?? 0) >= 6, 30_000);
      await playbackLinkWhileLive(server, editor.token, 'basketball-men', id);

      // The source closes its playlist: the match waits for it within its grace, saying why.
      await source.stop();
      const waiting = await until(id, (a) => a.live?.state === 'reconnecting', 30_000);
      expect(waiting.live!.reason).toMatch(/The stream at the address has ended/);
      const ended = await server.call('POST', `/asset/v3/asset/${id}/live/end`, {
        token: editor.token,
      });
      expect(ended.status).toBe(202);
      const video = await until(id, (a) => a.status === 'ready', 60_000);
      expect(video.duration).toBeGreaterThanOrEqual(2);
      expect(video.media.mp4).toBeTruthy();
    }, 120_000);

    it('lets go an input over the limits, in words, keeping what was written', async () => {
      const { config } = server.booted.app;
      try {
        // Pictures up to 144p: the encoder's 320×180 is let go before anything is written.
        config.liveMaxInput = { maxHeight: 144 };
        const tall = (await goLive({ title: 'Live: too tall a picture' })).body;
        const refused = pushWhenListening(tall.ingestUrl, tall.passphrase!, 2).catch(
          (error: Error) => error,
        );
        const saidTall = await until(tall.id, (a) => !!a.live?.reason, 20_000);
        expect(saidTall.live!.reason).toBe(
          'The encoder sent a 320×180 picture: this organisation takes live pictures up to 144p. Send 144p or less; the match goes on when it does.',
        );
        await refused;
        const stillWaiting = await asset(tall.id);
        expect(stillWaiting.live!.state).toBe('waiting');
        expect(stillWaiting.media.hls).toBeFalsy();
        expect((await end(tall.id)).status).toBe(202);

        // 50 kb/s at most: the stream plays until its rate is known, then is let go; what was
        // written stays.
        config.liveMaxInput = { maxKbps: 50 };
        const fast = (await goLive({ title: 'Live: too fast a stream' })).body;
        const sending = pushWhenListening(fast.ingestUrl, fast.passphrase!, 5).catch(
          (error: Error) => error,
        );
        const saidFast = await until(fast.id, (a) => /kb\/s/.test(a.live?.reason ?? ''), 30_000);
        expect(saidFast.live!.reason).toMatch(
          /^The encoder sent [\d,]+ kb\/s: this organisation takes live streams up to 50 kb\/s\. Lower the encoder’s bitrate; the match goes on when it does\.$/,
        );
        await sending;
        const kept = await asset(fast.id);
        expect(kept.live!.startedAt).toBeTruthy();
        expect(kept.media.hls).toBeTruthy();
        expect((await end(fast.id)).status).toBe(202);
        expect(
          (await until(fast.id, (a) => a.status === 'ready', 60_000)).duration,
        ).toBeGreaterThan(0);
      } finally {
        delete config.liveMaxInput;
      }
    }, 120_000);
  }
});
