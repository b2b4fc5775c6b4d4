import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect } from 'vitest';
import type { Asset } from '../../src/core/api/contract';
import type { TestServer } from './helpers';

const run = promisify(execFile);

/** A match as a camera would give it: H.264 with sound and a timecode track, in a MOV. */
export async function makeSource(
  dir: string,
  name: string,
  seconds: number,
  hue = 0,
): Promise<string> {
  const file = path.join(dir, name);
  // prettier-ignore
  await run('ffmpeg', [
    '-hide_banner', '-loglevel', 'error', '-y',
    '-f', 'lavfi', '-i', `testsrc2=size=640x360:rate=25:duration=${seconds}`,
    '-f', 'lavfi', '-i', `sine=frequency=${440 + hue}:duration=${seconds}`,
    '-vf', `hue=h=${hue}`,
    '-c:v', 'libx264', '-preset', 'ultrafast', '-c:a', 'aac', '-timecode', '10:00:00:00',
    '-shortest', file,
  ]);
  return file;
}

const b64 = (text: string) => Buffer.from(text).toString('base64');

/**
 * The tus protocol's calls, spoken by hand as an integrator's client would, against `server`
 * as the person whose token `defaultToken` gives; and an asset read until it is as wanted.
 */
export function tusClient(server: () => TestServer, defaultToken: () => string) {
  const tus = (token: string | null, extra: Record<string, string> = {}) => ({
    'tus-resumable': '1.0.0',
    ...(token ? { authorization: `Bearer ${token}` } : {}),
    ...extra,
  });

  /** Starts an upload; answers the fetch Response. */
  function create(
    size: number,
    metadata: Record<string, string>,
    token: string | null = defaultToken(),
    extra: Record<string, string> = {},
  ) {
    const meta = Object.entries(metadata)
      .map(([k, v]) => `${k} ${b64(v)}`)
      .join(',');
    return fetch(`${server().url}/asset/v3/upload`, {
      method: 'POST',
      headers: tus(token, {
        'upload-length': String(size),
        ...(meta ? { 'upload-metadata': meta } : {}),
        ...extra,
      }),
    });
  }

  function patch(location: string, offset: number, bytes: Buffer, token = defaultToken()) {
    return fetch(new URL(location, `${server().url}/asset/v3/upload/`), {
      method: 'PATCH',
      headers: tus(token, {
        'upload-offset': String(offset),
        'content-type': 'application/offset+octet-stream',
      }),
      body: new Uint8Array(bytes),
    });
  }

  async function upload(bytes: Buffer, name: string): Promise<string> {
    const made = await create(bytes.length, { filename: name });
    expect(made.status).toBe(201);
    const sent = await patch(made.headers.get('location')!, 0, bytes);
    expect(sent.status).toBe(204);
    return sent.headers.get('asset-id')!;
  }

  const asset = async (id: string) =>
    (await server().call<Asset>('GET', `/asset/v3/asset/${id}`, { token: defaultToken() })).body;

  async function until(id: string, done: (a: Asset) => boolean, timeoutMs = 90_000) {
    const ends = Date.now() + timeoutMs;
    for (;;) {
      const now = await asset(id);
      if (done(now)) return now;
      if (Date.now() > ends) throw new Error(`asset ${id} is ${JSON.stringify(now)}`);
      await new Promise((r) => setTimeout(r, 150));
    }
  }

  return { tus, create, patch, upload, asset, until };
}
