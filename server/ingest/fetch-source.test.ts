import { createServer, type Server } from 'node:http';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkSourceAddress, downloadSource, isPrivateAddress } from './fetch-source';

const closed = { allowPrivate: false };

describe('addresses the library fetches from', () => {
  it('knows private, loopback and link-local addresses', () => {
    for (const address of [
      '127.0.0.1',
      '10.2.3.4',
      '172.20.0.1',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '::1',
      'fd00::1',
      'fe80::1',
      '::ffff:127.0.0.1',
    ])
      expect(isPrivateAddress(address), address).toBe(true);
    for (const address of ['8.8.8.8', '151.101.1.1', '2606:4700::1111', '::ffff:808:808'])
      expect(isPrivateAddress(address), address).toBe(false);
  });

  it('judges an IPv6 address that carries an IPv4 one by the IPv4 address', () => {
    const forms: Array<[string, boolean, string]> = [
      ['::127.0.0.1', true, 'IPv4-compatible loopback'],
      ['::7f00:1', true, 'IPv4-compatible loopback, in hex'],
      ['::a9fe:a9fe', true, 'IPv4-compatible link-local'],
      ['::8.8.8.8', false, 'IPv4-compatible public'],
      ['::ffff:0:7f00:1', true, 'translated (RFC 6145) loopback'],
      ['64:ff9b::7f00:1', true, 'NAT64 loopback'],
      ['64:ff9b::127.0.0.1', true, 'NAT64 loopback, dotted'],
      ['64:ff9b::a9fe:a9fe', true, 'NAT64 of 169.254.169.254'],
      ['64:ff9b::a00:1', true, 'NAT64 of 10.0.0.1'],
      ['64:ff9b::808:808', false, 'NAT64 of 8.8.8.8'],
      ['64:ff9b:1::808:808', true, 'local-use NAT64 (RFC 8215)'],
      ['2002:7f00:1::', true, '6to4 of loopback'],
      ['2002:a9fe:a9fe::1', true, '6to4 of link-local'],
      ['2002:c0a8:101::1', true, '6to4 of 192.168.1.1'],
      ['2002:808:808::1', false, '6to4 of 8.8.8.8'],
      ['2001:0:7f00:1::1', true, 'Teredo with a loopback server'],
      ['2001:0:808:808:0:0:f5ff:fffe', true, 'Teredo with a client of 10.0.0.1'],
      ['2001:0:808:808:0:0:f7f7:f7f7', false, 'Teredo between public addresses'],
      ['::ffff:7f00:1', true, 'mapped loopback, in hex'],
      ['2001:db8::1', true, 'documentation'],
      ['::', true, 'unspecified'],
    ];
    const wrong = forms.filter(([address, refused]) => isPrivateAddress(address) !== refused);
    expect(wrong.map(([address, , form]) => `${address} (${form})`)).toEqual([]);
  });

  it('refuses, in words, what it must not fetch', async () => {
    const refusal = (url: string) =>
      checkSourceAddress(url, closed).then(
        () => null,
        (e: Error) => e.message,
      );
    expect(await refusal('not a url')).toBe('That is not a web address.');
    expect(await refusal('http://example.com/match.mp4')).toBe('Give an https address.');
    expect(await refusal('ftp://example.com/match.mp4')).toBe('Give an https address.');
    expect(await refusal('https://user:pw@example.com/a.mp4')).toMatch(/without a user name/);
    for (const url of [
      'https://127.0.0.1/match.mp4',
      'https://localhost:8080/match.mp4',
      'https://[::1]/match.mp4',
      'https://[::ffff:127.0.0.1]/match.mp4',
      'https://[::127.0.0.1]/match.mp4',
      'https://[64:ff9b::7f00:1]/match.mp4',
      'https://[64:ff9b::a9fe:a9fe]/latest/meta-data/',
      'https://[2002:7f00:1::1]/match.mp4',
      'https://[2001:0:7f00:1::1]/match.mp4',
      'https://169.254.169.254/latest/meta-data/',
      'https://10.0.0.7/archive/match.mxf',
    ])
      expect(await refusal(url), url).toMatch(/private network or on this server/);
  });
});

describe('downloading a source', () => {
  let dir: string;
  let server: Server;
  let base: string;
  const body = Buffer.alloc(100_000, 1);

  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'vs-fetch-'));
    server = createServer((req, res) => {
      const hops = /^\/hop\/(\d+)$/.exec(req.url ?? '');
      if (hops) {
        const left = Number(hops[1]);
        res.writeHead(302, { location: left > 0 ? `/hop/${left - 1}` : '/file' }).end();
      } else if (req.url === '/file')
        res.writeHead(200, { 'content-length': body.length }).end(body);
      else if (req.url === '/empty') res.writeHead(200).end();
      else res.writeHead(404).end();
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  });
  afterAll(async () => {
    server?.close();
    await rm(dir, { recursive: true, force: true });
  });

  const download = (url: string, maxBytes = 1_000_000, allowPrivate = true) => {
    const seen: number[] = [];
    const file = path.join(dir, `${Math.random()}`);
    return {
      seen,
      file,
      done: downloadSource(url, file, {
        allowPrivate,
        maxBytes,
        signal: new AbortController().signal,
        onBytes: (received) => seen.push(received),
      }),
    };
  };

  it('streams a file to disk, following redirects, with its progress', async () => {
    const run = download(`${base}/hop/3`);
    expect(await run.done).toBe(body.length);
    expect(await readFile(run.file)).toEqual(body);
    expect(run.seen.at(-1)).toBe(body.length);
  });

  it('gives up on too many redirects, a missing file, an empty one, or one too large', async () => {
    await expect(download(`${base}/hop/9`).done).rejects.toThrow(
      'The address redirects too often.',
    );
    await expect(download(`${base}/missing`).done).rejects.toThrow(
      'There is no file at that address.',
    );
    await expect(download(`${base}/empty`).done).rejects.toThrow(
      'The file at that address is empty.',
    );
    await expect(download(`${base}/file`, 1000).done).rejects.toThrow(/larger than this library/);
  });

  it('refuses this machine unless the operator allows it', async () => {
    await expect(download(`${base}/file`, 1_000_000, false).done).rejects.toThrow(
      'Give an https address.',
    );
  });
});
