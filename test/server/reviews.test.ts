import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  ApiErrorBody,
  Playlist,
  PlayableResponse,
  SearchHit,
  SessionTokens,
} from '../../src/core/api/contract';
import type { ReviewComment, ReviewLink, ReviewRoom } from '../../src/core/api/contract/reviews';
import type { WebhookEndpointCreated } from '../../src/core/api/contract/webhooks';
import { databaseKinds, startTestServer, tenantId, type TestServer } from './helpers';
import { startReceiver, verified } from './webhook-receiver';

const LINKS = '/middleware/reviews/links';
const GRANT = 'x-review-grant';

/**
 * A review link's life on the server: made from a collection (its token unguessable, never
 * stored), opened with its password, played, commented at frames and answered, decided (the
 * owner told by mail, integrators by a signed webhook), revoked and expired in words, its
 * password tries held back, and nothing else of the tenant reachable with it.
 */
describe.each(databaseKinds())('review links on %s', (kind) => {
  let server: TestServer;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  let editor: SessionTokens;
  let collection: Playlist;
  const cricket = tenantId('cricket');
  const playlists = `/middleware/playlists/tenants/${cricket}/users/me/playlists`;

  beforeAll(async () => {
    receiver = await startReceiver();
    server = await startTestServer(kind, { allowPrivateWebhooks: true });
    editor = await server.signIn('editor.cricket@vidsearch.example');
    const hits = (
      await server.call<{ results: SearchHit[] }>('POST', '/middleware/search/search', {
        token: editor.token,
        body: { pageSize: 2 },
      })
    ).body.results;
    collection = (
      await server.call<Playlist>('POST', playlists, {
        token: editor.token,
        body: {
          title: 'For the sponsor',
          clips: hits.map((h) => ({
            asset_id: h.assetId,
            offset: h.offset,
            // Four seconds each: room for comments at frames past the first second.
            duration: 4,
            stash: JSON.stringify(h),
          })),
        },
      })
    ).body;
  }, 120_000);
  afterAll(async () => {
    await server?.close();
    await receiver?.close();
  });

  const share = (body: object, token = editor.token) =>
    server.call<ReviewLink & ApiErrorBody>('POST', LINKS, {
      token,
      body: { collectionId: collection.id, canComment: true, canDecide: true, ...body },
    });
  const tokenOf = (link: ReviewLink) => link.url.split('#')[1]!;
  const open = (token: string, password?: string) =>
    server.call<{ grant: string; passwordNeeded?: true } & ApiErrorBody>(
      'POST',
      '/middleware/review/open',
      {
        body: { token, ...(password === undefined ? {} : { password }) },
      },
    );
  const room = (grant: string) =>
    server.call<ReviewRoom & ApiErrorBody>('GET', '/middleware/review', {
      headers: { [GRANT]: grant },
    });
  const comment = (grant: string, body: object) =>
    server.call<ReviewComment & ApiErrorBody>('POST', '/middleware/review/comments', {
      headers: { [GRANT]: grant },
      body,
    });

  it('is opened with its password, played, commented at frames, answered and decided', async () => {
    const admin = await server.signIn('admin.cricket@vidsearch.example');
    const endpoint = await server.call<WebhookEndpointCreated>(
      'POST',
      '/middleware/webhooks/endpoints',
      { token: admin.token, body: { url: receiver.url('/reviews'), events: ['review.decided'] } },
    );
    expect(endpoint.status).toBe(201);

    const made = await share({ password: 'sponsor-2026' });
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({
      title: 'For the sponsor',
      state: 'open',
      hasPassword: true,
      comments: 0,
    });
    // 14 days unless said otherwise.
    const days = (Date.parse(made.body.expiresAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(13.9);
    expect(days).toBeLessThanOrEqual(14);
    const token = tokenOf(made.body);
    // 256 bits in all: the link's id and a 128-bit MAC; neither the token nor the password kept.
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    const stored = await server.booted.app.db.query<Record<string, unknown>>(
      'SELECT * FROM review_links WHERE id = $1',
      [made.body.id],
    );
    expect(JSON.stringify(stored)).not.toContain(token);
    expect(JSON.stringify(stored)).not.toContain('sponsor-2026');

    // The password first, said in words; a token changed by one character is no link.
    expect((await open(token)).body).toEqual({ passwordNeeded: true });
    const wrong = await open(token, 'not-the-one');
    expect(wrong.status).toBe(401);
    expect(wrong.body.message).toBe('That password is not right. Try again.');
    const forged = `${token.slice(0, 30)}${token[30] === 'A' ? 'B' : 'A'}${token.slice(31)}`;
    expect((await open(forged, 'sponsor-2026')).body).toMatchObject({
      code: 'review_unknown',
      message: 'This review link is not known. Check the address, or ask for a new link.',
    });
    const opened = await open(token, 'sponsor-2026');
    expect(opened.status).toBe(200);
    const grant = opened.body.grant;

    // The room: the items as shared, nothing else of the tenant.
    const shown = await room(grant);
    expect(shown.status).toBe(200);
    expect(shown.body).toMatchObject({ title: 'For the sponsor', canComment: true });
    expect(shown.body.organisation).not.toBe('');
    expect(shown.body.items).toHaveLength(2);
    expect(shown.body.items[0]).toMatchObject({
      type: 'Clip',
      assetId: collection.clips[0]!.asset_id,
      duration: collection.clips[0]!.duration,
    });
    expect(shown.body.items[0]!.fps).toBeGreaterThan(0);
    expect((await room('')).status).toBe(401);
    const [linkId, seconds, mac] = grant.split('.');
    expect((await room(`${linkId}.${Number(seconds) + 3600}.${mac}`)).status).toBe(401);
    const played = await server.call<PlayableResponse>('POST', '/middleware/review/playable', {
      headers: { [GRANT]: grant },
    });
    expect(played.status).toBe(200);
    expect(played.body.items.map((i) => i.start)).toEqual(collection.clips.map((c) => c.offset));
    // The grant opens the review and nothing else.
    expect(
      (await server.call('GET', playlists, { headers: { authorization: `Bearer ${grant}` } }))
        .status,
    ).toBe(401);

    // Comments at frames of two items, and a reply; what is not in the review is refused.
    const first = await comment(grant, {
      item: 0,
      at: 1.24,
      body: 'Cut before the replay',
      author: 'Sam Sponsor',
    });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ item: 0, at: 1.24, author: 'Sam Sponsor', byOwner: false });
    expect(first.body.assetTime).toBeCloseTo(collection.clips[0]!.offset + 1.24, 6);
    const second = await comment(grant, {
      item: 1,
      at: 0.5,
      body: 'Logo too small',
      author: 'Sam Sponsor',
    });
    expect(second.status).toBe(201);
    const reply = await comment(grant, {
      item: 1,
      at: 0,
      body: 'And the sound is late',
      author: 'Sam Sponsor',
      replyTo: first.body.id,
    });
    expect(reply.body).toMatchObject({ replyTo: first.body.id, item: 0, at: 1.24 });
    expect((await comment(grant, { item: 5, at: 0, body: 'x', author: 'S' })).status).toBe(400);
    const late = await comment(grant, { item: 0, at: 9999, body: 'x', author: 'S' });
    expect(late.body).toMatchObject({ code: 'bad_request', field: 'body.at' });
    expect((await comment(grant, { item: 0, at: 1, body: '   ', author: 'S' })).status).toBe(400);
    expect((await comment(grant, { item: 0, at: 1, body: 'x', author: '' })).status).toBe(400);

    // The owner: one mail for the new comments (not one each), the comments at their frames.
    const told = server.mail.filter((m) => m.to === 'editor.cricket@vidsearch.example');
    expect(told.filter((m) => m.subject === 'New comments on “For the sponsor”')).toHaveLength(1);
    expect(told.at(-1)!.text).toContain(`/collection?id=${collection.id}`);
    const owners = await server.call<ReviewComment[]>(
      'GET',
      `/middleware/reviews/comments?collectionId=${collection.id}`,
      { token: editor.token },
    );
    expect(owners.body.map((c) => c.body)).toEqual([
      'Cut before the replay',
      'Logo too small',
      'And the sound is late',
    ]);
    const resolved = await server.call<ReviewComment>(
      'PUT',
      `/middleware/reviews/comments/${first.body.id}/resolved`,
      { token: editor.token, body: { resolved: true } },
    );
    expect(resolved.body.resolved?.by).toBe('editor.cricket@vidsearch.example');
    expect(
      (
        await server.call('PUT', `/middleware/reviews/comments/${reply.body.id}/resolved`, {
          token: editor.token,
          body: { resolved: true },
        })
      ).status,
    ).toBe(400);
    const answer = await server.call<ReviewComment>(
      'POST',
      `/middleware/reviews/comments/${second.body.id}/replies`,
      { token: editor.token, body: { body: 'Bigger in the next cut' } },
    );
    expect(answer.body).toMatchObject({ byOwner: true, replyTo: second.body.id, item: 1 });
    expect((await room(grant)).body.comments.map((c) => c.body)).toContain(
      'Bigger in the next cut',
    );

    // The decision: on the room and the list, mailed, and announced to the webhook, signed.
    const decided = await server.call<ReviewRoom>('PUT', '/middleware/review/decision', {
      headers: { [GRANT]: grant },
      body: { decision: 'changes', note: 'Two fixes, then yes', author: 'Sam Sponsor' },
    });
    expect(decided.body.decision).toMatchObject({
      decision: 'changes',
      note: 'Two fixes, then yes',
      by: 'Sam Sponsor',
    });
    expect(server.mail.at(-1)).toMatchObject({
      to: 'editor.cricket@vidsearch.example',
      subject: '“For the sponsor”: changes asked',
    });
    const listed = await server.call<ReviewLink[]>(
      'GET',
      `${LINKS}?collectionId=${collection.id}`,
      { token: editor.token },
    );
    expect(listed.body[0]).toMatchObject({
      id: made.body.id,
      comments: 4,
      unresolved: 1,
      decision: { decision: 'changes' },
    });
    expect(listed.body[0]!.lastOpened).toBeDefined();
    await expect
      .poll(() => receiver.received.filter((r) => r.path === '/reviews').length, {
        timeout: 15_000,
      })
      .toBe(1);
    const hook = verified(
      endpoint.body.secret,
      receiver.received.find((r) => r.path === '/reviews')!,
    );
    expect(hook).toMatchObject({
      type: 'review.decided',
      data: { reviewLinkId: made.body.id, collectionId: collection.id, decision: 'changes' },
    });

    // Revoked: the link and its grants say so, in words.
    expect(
      (await server.call('DELETE', `${LINKS}/${made.body.id}`, { token: editor.token })).status,
    ).toBe(204);
    const revoked = await open(token, 'sponsor-2026');
    expect(revoked.status).toBe(410);
    expect(revoked.body.message).toMatch(
      /^This review link was turned off by .+\. Ask them for a new one\.$/,
    );
    expect((await room(grant)).body.code).toBe('review_revoked');
  }, 120_000);

  it('takes comments and a decision only where its maker allowed them', async () => {
    const made = await share({ canComment: false, canDecide: false });
    const { grant } = (await open(tokenOf(made.body))).body;
    expect(
      (await comment(grant, { item: 0, at: 0, body: 'Nice', author: 'A Coach' })).body.message,
    ).toBe('This review link does not take comments.');
    const decide = await server.call<ApiErrorBody>('PUT', '/middleware/review/decision', {
      headers: { [GRANT]: grant },
      body: { decision: 'approved', author: 'A Coach' },
    });
    expect(decide.status).toBe(403);
  });

  it('says when it expired, refuses a date past or too far, and holds back password guesses', async () => {
    expect((await share({ expiresAt: '2020-01-01T00:00:00Z' })).body.field).toBe('body.expiresAt');
    expect((await share({ expiresAt: '2099-01-01T00:00:00Z' })).status).toBe(400);
    expect((await share({ password: 'short' })).status).toBe(400);
    const made = await share({ password: 'guess-me-not' });
    await server.booted.app.db.query(
      `UPDATE review_links SET expires_at = '2026-01-05T10:00:00Z' WHERE id = $1`,
      [made.body.id],
    );
    const expired = await open(tokenOf(made.body), 'guess-me-not');
    expect(expired.status).toBe(410);
    expect(expired.body.message).toMatch(
      /^This review link expired on 5 January 2026\. Ask .+ for a new one\.$/,
    );
    const listed = await server.call<ReviewLink[]>(
      'GET',
      `${LINKS}?collectionId=${collection.id}`,
      {
        token: editor.token,
      },
    );
    expect(listed.body.find((l) => l.id === made.body.id)!.state).toBe('expired');

    const guessed = await share({ password: 'guess-me-not' });
    const answers: number[] = [];
    for (let i = 0; i < 21; i++)
      answers.push((await open(tokenOf(guessed.body), `try-${i}`)).status);
    expect(answers.slice(0, 20).every((s) => s === 401)).toBe(true);
    const held = await open(tokenOf(guessed.body), 'guess-me-not');
    expect(held.status).toBe(429);
    expect(Number(held.headers.get('retry-after'))).toBeGreaterThan(0);
  }, 60_000);

  it('is made and read only by those who may collect, in the collection’s tenant', async () => {
    const viewer = await server.signIn('viewer@vidsearch.example');
    expect((await share({}, viewer.token)).status).toBe(403);
    const other = await server.signIn('admin@vidsearch.example', 'basketball-men');
    expect((await share({}, other.token)).status).toBe(404);
    expect(
      (
        await server.call('GET', `${LINKS}?collectionId=${collection.id}`, {
          token: other.token,
        })
      ).status,
    ).toBe(404);
    const made = await share({});
    expect(
      (await server.call('DELETE', `${LINKS}/${made.body.id}`, { token: other.token })).status,
    ).toBe(404);
    expect((await share({ collectionId: '00000000-0000-4000-8000-000000000000' })).status).toBe(
      404,
    );
    expect((await share({ collectionId: 'no-such-collection' })).status).toBe(400);
    expect((await share({ extra: 1 })).status).toBe(400);
  });
});
