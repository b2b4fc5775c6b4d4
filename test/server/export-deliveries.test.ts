import { parse, setOptions } from 'hls-parser';
import type { MediaPlaylist } from 'hls-parser/types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreateJobRequest } from '@aws-sdk/client-mediaconvert';
import type { ExportStarted, ExportStatusPage } from '../../src/core/api/contract';
import type { CartPayload } from '../../server/exports/cart';
import { ended, exportSession, type ExportSession } from './export-helpers';
import { databaseKinds, startTestServer, type TestServer } from './helpers';
import { decodedStream } from './media-helpers';

/** Exports that leave the server as something other than a file: a link, a mail, a cart. */
describe.each(databaseKinds())('delivered exports on %s', (kind) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(kind, {
      exportJobs: { keepSeconds: 3600, sweepSeconds: 1, retryDelaySeconds: 1 },
    });
  }, 120_000);
  afterAll(() => server?.close());

  describe('a playback link', () => {
    let session: ExportSession;
    beforeAll(async () => {
      session = await exportSession(server, 'default');
    });

    it('is one strict HLS stream of every item, bumper included, from the assets’ segments', async () => {
      const clips = [session.clip(0, 1, 2, 'Kohli'), session.clip(1, 3, 1.6, 'Smith')];
      const bumper = session.bumper!;
      const collection = await session.createCollection(
        [
          clips[0]!,
          { asset_id: bumper.id, offset: 0, duration: bumper.duration, stash: '{}' },
          clips[1]!,
        ],
        'Shared reel',
      );
      const started = await session.start('url', { playlistId: collection });
      expect(started.status).toBe(202);
      const done = await session.until(started.body.id, ended);
      expect(done).toMatchObject({ status: 'DELIVERED', fileName: 'Shared reel.m3u8' });
      expect(done.deliveredTo).toMatch(
        /\/exports\/[0-9a-f-]{36}\/files\/0\/Shared%20reel\.m3u8\?tenant=.+&exp=\d+&sig=/,
      );
      // The link lasts as long as the export is kept, not as long as a download link.
      const exp = Number(new URL(done.deliveredTo!).searchParams.get('exp'));
      expect(exp * 1000).toBeGreaterThan(Date.now() + 3000_000);

      // Opened with no headers at all, as a player would.
      const response = await fetch(done.deliveredTo!);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/mpegurl/);
      setOptions({ strictMode: true, silent: true });
      const playlist = parse(await response.text()) as MediaPlaylist;
      expect(playlist.isMasterPlaylist).toBe(false);
      expect(playlist.endlist).toBe(true);
      // The items' edges inside segments are cut to the frame, each on a timeline of its own.
      const discontinuities = playlist.segments.filter((s) => s.discontinuity).length;
      expect(discontinuities).toBeGreaterThanOrEqual(2);
      const total = playlist.segments.reduce((sum, s) => sum + s.duration, 0);
      const wanted = 2 + bumper.duration + 1.6;
      const frame = 1 / 25;
      expect(Math.abs(total - wanted)).toBeLessThanOrEqual(frame / 2);
      // And the media holds exactly those frames, and sound as long within an audio frame each.
      const decoded = await decodedStream(done.deliveredTo!);
      expect(decoded.frames).toBe(Math.round(wanted * 25));
      expect(Math.abs(decoded.soundSeconds - wanted)).toBeLessThanOrEqual(3 * 0.05);
      for (const segment of playlist.segments) {
        const got = await fetch(segment.uri, { headers: { range: 'bytes=0-187' } });
        expect(got.status, segment.uri).toBe(206);
        // An MPEG-TS packet starts with its sync byte.
        expect(new Uint8Array(await got.arrayBuffer())[0]).toBe(0x47);
      }
      // Another export's grant does not open it.
      const forged = done.deliveredTo!.replace(/sig=[^&]+/, 'sig=AAAA');
      expect((await fetch(forged)).status).toBe(401);
      // Nor does it name another file than its own.
      const renamed = done.deliveredTo!.replace('Shared%20reel.m3u8', 'other.m3u8');
      expect((await fetch(renamed)).status).toBe(404);
    });

    it('streams a tenant that plays MP4 too, from the same assets’ segments', async () => {
      const racing = await exportSession(server, 'racing');
      const collection = await racing.createCollection([racing.clip(0, 0, 2, 'Winner')], 'Race');
      const started = await racing.start('url', { playlistId: collection });
      const done = await racing.until(started.body.id, ended);
      expect(done.status, done.reason ?? '').toBe('DELIVERED');
      const playlist = parse(await (await fetch(done.deliveredTo!)).text()) as MediaPlaylist;
      expect(playlist.segments.length).toBeGreaterThan(0);
    });
  });

  describe('a MediaConvert job', () => {
    it('is a CreateJob request whose every input, and the mark, can be read at its link', async () => {
      const cricket = await exportSession(server, 'cricket');
      const collection = await cricket.createCollection(
        [cricket.clip(0, 1, 2, 'Kohli'), cricket.clip(1, 3, 1.5, 'Smith')],
        'Cloud reel',
      );
      const started = await cricket.start('mediaconvert', { playlistId: collection });
      expect(started.status).toBe(202);
      const done = await cricket.until(started.body.id, ended);
      expect(done, done.reason ?? '').toMatchObject({
        status: 'SUCCESS',
        fileName: 'Cloud reel.json',
      });
      expect(done.files.map((f) => f.name)).toEqual(['Cloud reel.json', 'Cloud reel mark.png']);
      const job = (await (await fetch(done.downloadURL!)).json()) as CreateJobRequest;
      const destination =
        job.Settings!.OutputGroups![0]!.OutputGroupSettings!.FileGroupSettings!.Destination!;
      expect(destination).toMatch(
        /^s3:\/\/scc-broadcast-archive\/exports\/\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ\/Cloud reel$/,
      );
      const inputs = job.Settings!.Inputs!;
      // The seed's sources run at 25 fps: 2 s from 1 s, and 1.5 s (38 frames) from 3 s.
      expect(inputs.map((i) => i.InputClippings)).toEqual([
        [{ StartTimecode: '00:00:01:00', EndTimecode: '00:00:02:24' }],
        [{ StartTimecode: '00:00:03:00', EndTimecode: '00:00:04:12' }],
      ]);
      for (const input of inputs) {
        // MediaConvert reads the source over HTTPS with no headers, in ranges.
        const read = await fetch(input.FileInput!, { headers: { range: 'bytes=4-7' } });
        expect(read.status, input.FileInput).toBe(206);
        expect(await read.text()).toBe('ftyp');
      }
      const [mark] =
        job.Settings!.OutputGroups![0]!.Outputs![0]!.VideoDescription!.VideoPreprocessors!
          .ImageInserter!.InsertableImages!;
      expect(mark!.ImageInserterInput).toMatch(/\/files\/1\/Cloud%20reel%20mark\.png\?/);
      const png = new Uint8Array(await (await fetch(mark!.ImageInserterInput!)).arrayBuffer());
      expect(Buffer.from(png.subarray(1, 4)).toString()).toBe('PNG');
      // Cricket's mark: 5% of the width, 2% from the bottom-right corner, half opaque.
      expect(mark).toMatchObject({ Width: 96, ImageX: 1920 - 96 - 38, Opacity: 50 });
    });
  });

  describe('a footage request', () => {
    it('mails the tenant’s desk the footage by timecode with the notes, and the requester a receipt', async () => {
      const events = await exportSession(server, 'events');
      const collection = await events.createCollection(
        [events.clip(0, 1, 2, 'Gate 4'), events.clip(1, 3, 1.5, 'Concourse')],
        'Incident 2291',
      );
      const refused: Array<[object, RegExp]> = [
        [{}, /Choose an output type/],
        [{ outputType: 'ProRes' }, /output types offered/],
      ];
      for (const [extra, words] of refused) {
        const res = await events.start('form', { playlistId: collection, ...extra });
        expect(res.status, JSON.stringify(extra)).toBe(400);
        expect((res.body as unknown as { message: string }).message).toMatch(words);
      }
      const tooLong = await events.start('form', {
        playlistId: collection,
        outputType: 'Evidence copy (MP4)',
        notes: 'x'.repeat(2001),
      });
      expect(tooLong.status).toBe(400);
      // It goes to one of the tenant's desks, chosen; never to an address typed in.
      for (const recipient of [undefined, 'someone@elsewhere.example']) {
        const res = await events.start('form', {
          playlistId: collection,
          outputType: 'Evidence copy (MP4)',
          ...(recipient ? { recipient } : {}),
        });
        expect(res.status, recipient).toBe(400);
        expect((res.body as unknown as { message: string }).message).toBe(
          'Choose who receives the request.',
        );
      }
      // A recipient is for a request only.
      const stray = await events.start('video', {
        playlistId: collection,
        recipient: 'evidence.desk@sentinelevents.example',
      });
      expect(stray.status).toBe(400);

      const started = await events.start('form', {
        playlistId: collection,
        outputType: 'Evidence copy (MP4)',
        recipient: 'evidence.desk@sentinelevents.example',
        notes: 'For the hearing on 3 December.\nBoth angles, please.',
      });
      expect(started.status).toBe(202);
      const done = await events.until(started.body.id, ended);
      expect(done, done.reason ?? '').toMatchObject({
        status: 'DELIVERED',
        deliveredTo: 'evidence.desk@sentinelevents.example',
        fileName: 'Incident 2291.txt',
      });
      const request = server.mail.find(
        (m) => m.to === 'evidence.desk@sentinelevents.example' && m.data?.exportId === done.id,
      )!;
      expect(request.subject).toBe('Footage request: Incident 2291');
      expect(request.data?.replyTo).toBe('editor.events@vidsearch.example');
      expect(request.text).toContain(
        'editor.events@vidsearch.example asks for “Incident 2291” as Evidence copy (MP4).',
      );
      expect(request.text).toContain('For the hearing on 3 December.\nBoth angles, please.');
      // The seed's sources run at 25 fps.
      expect(request.text).toMatch(
        /\n1\. [^\n]+\n {3}Asset \S+, 00:00:01:00 – 00:00:03:00 \(2\.0 s\)/,
      );
      expect(request.text).toMatch(
        /\n2\. [^\n]+\n {3}Asset \S+, 00:00:03:00 – 00:00:04:13 \(1\.5 s\)/,
      );
      // Each item's link plays its source, with no headers, for as long as the request is kept.
      const watch = /Watch: (\S+)#t=1,3/.exec(request.text)![1]!;
      const read = await fetch(watch, { headers: { range: 'bytes=4-7' } });
      expect(await read.text()).toBe('ftyp');
      const receipt = server.mail.find(
        (m) => m.to === 'editor.events@vidsearch.example' && m.data?.exportId === done.id,
      )!;
      expect(receipt.text).toContain(
        'We sent your request to evidence.desk@sentinelevents.example',
      );
      // The requester keeps the request as it was sent.
      expect(await (await fetch(done.downloadURL!)).text()).toBe(request.text);
    });
  });

  describe('a cart', () => {
    it('hands the collection, signed, to the tenant’s cart, which shows it once', async () => {
      const rugby = await exportSession(server, 'rugby-union');
      const collection = await rugby.createCollection(
        [rugby.clip(0, 1, 2, 'Try'), rugby.clip(1, 3, 1.5, 'Conversion')],
        'Round 7 <tries>',
      );
      const unchosen = await rugby.start('custom', { playlistId: collection });
      expect(unchosen.status).toBe(400);
      expect((unchosen.body as unknown as { message: string }).message).toMatch(
        /Choose an output type/,
      );

      const started = await rugby.start('custom', {
        playlistId: collection,
        outputType: 'Broadcast master (ProRes 422)',
      });
      expect(started.status).toBe(202);
      const { handoff, ...item } = started.body as ExportStarted;
      // This server stands in for the tenant's cart unless told to use the tenant's own.
      expect(handoff?.action).toBe(`${server.url}/cart/callback`);
      expect(item).toMatchObject({ status: 'DELIVERED', deliveredTo: handoff!.action, files: [] });
      const payload = JSON.parse(
        Buffer.from(handoff!.fields.payload, 'base64url').toString('utf8'),
      ) as CartPayload;
      expect(payload).toMatchObject({
        version: 1,
        cart: 'rugby-cart',
        exportId: item.id,
        tenant: { name: 'Highland Rugby Union' },
        collection: { id: collection, title: 'Round 7 <tries>' },
        outputType: 'Broadcast master (ProRes 422)',
        outputTypes: ['MP4 1080p', 'Broadcast master (ProRes 422)'],
        email: 'editor.rugby-union@vidsearch.example',
      });
      // The seed's sources run at 25 fps.
      expect(payload.items.map((i) => [i.index, i.kind, i.in, i.out])).toEqual([
        [1, 'clip', '00:00:01:00', '00:00:03:00'],
        [2, 'clip', '00:00:03:00', '00:00:04:13'],
      ]);
      expect(Date.parse(payload.expiresAt) - Date.parse(payload.issuedAt)).toBe(15 * 60_000);

      const post = (fields: Record<string, string>) =>
        fetch(handoff!.action, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams(fields).toString(),
        });
      // Changed on the way, it is turned away.
      const altered = Buffer.from(JSON.stringify({ ...payload, outputType: 'MP4 1080p' })).toString(
        'base64url',
      );
      const tampered = await post({ ...handoff!.fields, payload: altered });
      expect(tampered.status).toBe(400);
      expect(await tampered.text()).toContain('did not come from the video platform');

      const shown = await post(handoff!.fields);
      expect(shown.status).toBe(200);
      const page = await shown.text();
      expect(page).toContain('Round 7 &#60;tries&#62;');
      expect(page).toContain('Broadcast master (ProRes 422)');
      expect(page).toContain('clips.highlandrugby.example');
      // Once only.
      const again = await post(handoff!.fields);
      expect(again.status).toBe(409);

      const listed = await server.call<ExportStatusPage>(
        'GET',
        `/middleware/publication/${rugby.tenant}/status?category=render:custom`,
        { token: rugby.tokens.token },
      );
      expect(listed.body.results.map((r) => [r.id, r.status])).toEqual([[item.id, 'DELIVERED']]);
    });
  });
});
