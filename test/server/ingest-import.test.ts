import { PutObjectCommand } from '@aws-sdk/client-s3';
import { createServer } from 'node:http';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SessionTokens } from '../../src/core/api/contract';
import { startLocalArchive, type LocalArchive } from '../../server/exports/renderers/local-archive';
import { databaseKinds, startTestServer, type TestServer } from './helpers';
import { makeSource, tusClient } from './ingest-client';

/** "Add from an address": a web address the server fetches, or the tenant's own bucket. */
describe.each(databaseKinds())('videos added from an address, on %s', (kind) => {
  let server: TestServer;
  let dir: string;
  let editor: SessionTokens;
  let store: LocalArchive;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'vs-ingest-import-'));
    store = await startLocalArchive(path.join(dir, 'store'));
    server = await startTestServer(kind, {
      // The tenants' buckets, on loopback: cricket's library adds from its footage folder.
      s3: store.settings,
      ingestJobs: { sweepSeconds: 1, retryDelaySeconds: 1 },
    });
    editor = await server.signIn('editor.cricket@vidsearch.example');
  }, 60_000);
  afterAll(async () => {
    await server?.close();
    await store?.close();
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  const { asset, until } = tusClient(
    () => server,
    () => editor.token,
  );

  it('fetches a video from an address, and refuses addresses inside this network', async () => {
    const add = (url: string) =>
      server.call<{ id?: string; code?: string; message?: string }>(
        'POST',
        '/asset/v3/asset/import',
        { token: editor.token, body: { url } },
      );
    for (const url of [
      'https://127.0.0.1/match.mov',
      'https://169.254.169.254/latest/meta-data/',
      'https://localhost/match.mov',
    ]) {
      const refused = await add(url);
      expect(refused.status, url).toBe(400);
      expect(refused.body.code).toBe('unsafe_address');
    }
    expect((await add('http://example.com/match.mov')).body.message).toBe('Give an https address.');

    // An operator's own file server on this machine, allowed for the test.
    const second = await readFile(await makeSource(dir, 'second-test.mov', 6, 180));
    const files = createServer((req, res) => {
      if (req.url === '/files/Second%20Test.mov')
        res.writeHead(200, { 'content-length': second.length }).end(second);
      else res.writeHead(404).end();
    });
    await new Promise<void>((r) => files.listen(0, '127.0.0.1', r));
    const base = `http://127.0.0.1:${(files.address() as { port: number }).port}`;
    server.booted.app.config.allowPrivateImports = true;
    try {
      const added = await add(`${base}/files/Second%20Test.mov`);
      expect(added.status).toBe(202);
      const ready = await until(added.body.id!, (a) => a.status === 'ready');
      expect(ready).toMatchObject({ title: 'Second Test', duration: 6 });
      expect(ready.ingest).toMatchObject({
        fileName: 'Second Test.mov',
        fileSize: second.length,
        sourceUrl: `${base}/files/Second%20Test.mov`,
      });
      const missing = await add(`${base}/files/gone.mov`);
      const failed = await until(missing.body.id!, (a) => a.status === 'failed');
      expect(failed.ingest!.reason).toBe('There is no file at that address.');
    } finally {
      server.booted.app.config.allowPrivateImports = false;
      files.close();
    }
  });

  it('adds a video from the tenant’s own bucket folder, and only from there', async () => {
    const add = (url: string, token = editor.token) =>
      server.call<{ id?: string; code?: string }>('POST', '/asset/v3/asset/import', {
        token,
        body: { url },
      });
    const footage = await readFile(await makeSource(dir, 'bucket.mov', 4, 90));
    const client = server.booted.app.s3!.client('ap-southeast-2');
    await client.send(
      new PutObjectCommand({
        Bucket: 'scc-broadcast-archive',
        Key: 'footage/2026/Semi final.mov',
        Body: footage,
      }),
    );
    const added = await add('s3://scc-broadcast-archive/footage/2026/Semi final.mov');
    expect(added.status).toBe(202);
    // Its size is known before the fetch: the bucket said it.
    expect((await asset(added.body.id!)).ingest!.fileSize).toBe(footage.length);
    const ready = await until(added.body.id!, (a) => a.status === 'ready');
    expect(ready).toMatchObject({ title: 'Semi final', duration: 4 });
    expect(ready.ingest!.sourceUrl).toBe('s3://scc-broadcast-archive/footage/2026/Semi final.mov');

    // Another bucket, another folder of the same bucket, a folder, a file not there.
    const refusals = await Promise.all(
      [
        's3://someone-elses-bucket/footage/a.mov',
        's3://scc-broadcast-archive/exports/a.mov',
        's3://scc-broadcast-archive/footage/',
        's3://scc-broadcast-archive/footage/../exports/a.mov',
        's3://scc-broadcast-archive/footage/gone.mov',
      ].map(async (url) => {
        const answer = await add(url);
        return [answer.status, answer.body.code];
      }),
    );
    expect(refusals).toEqual([
      [400, 'unknown_bucket'],
      [400, 'unknown_bucket'],
      [400, 'unknown_bucket'],
      [400, 'unknown_bucket'],
      [400, 'unreadable_source'],
    ]);
    // A tenant with no bucket folder adds from none.
    const rugby = await server.signIn('analyst@vidsearch.example', 'rugby-union');
    const elsewhere = await add(
      's3://scc-broadcast-archive/footage/2026/Semi final.mov',
      rugby.token,
    );
    expect([elsewhere.status, elsewhere.body.code]).toEqual([400, 'unknown_bucket']);
  }, 90_000);
});
