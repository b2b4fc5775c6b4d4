import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GoLiveResponse, SessionTokens } from '../../src/core/api/contract';
import { databaseKinds, startTestServer, type TestServer } from './helpers';
import { startHlsSource } from './hls-source';
import { tusClient } from './ingest-client';

/** A live match pulled from a live HLS address (docs/live.md). */
describe.each(databaseKinds())('live matches pulled from an HLS address, on %s', (kind) => {
  let server: TestServer;
  let editor: SessionTokens;
  let source: Awaited<ReturnType<typeof startHlsSource>>;

  beforeAll(async () => {
    [server, source] = await Promise.all([
      startTestServer(kind, { liveGraceSeconds: 30, livePreset: 'ultrafast' }),
      startHlsSource(),
    ]);
    editor = await server.signIn('editor.cricket@vidsearch.example');
  }, 60_000);
  afterAll(async () => {
    await Promise.all([server?.close(), source?.close()]);
  });

  const { until } = tusClient(
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
});
