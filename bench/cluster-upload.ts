import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Asset } from '../src/core/api/contract';

const run = promisify(execFile);

/**
 * A few seconds of a test pattern under grain, which no encoder can squeeze: a camera file's
 * megabytes from a short source (about 2 MB a second).
 */
export async function grainySource(seconds: number): Promise<Buffer> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'vs-cluster-upload-'));
  const file = path.join(dir, 'upload.mp4');
  try {
    // prettier-ignore
    await run('ffmpeg', [
      '-hide_banner', '-loglevel', 'error', '-y',
      '-f', 'lavfi', '-i', `testsrc2=size=640x360:rate=25:duration=${seconds}`,
      '-f', 'lavfi', '-i', `sine=frequency=${300 + Math.floor(Math.random() * 600)}:duration=${seconds}`,
      '-vf', 'noise=alls=60:allf=t', '-c:v', 'libx264', '-preset', 'ultrafast', '-crf', '18',
      '-c:a', 'aac', '-shortest', file,
    ]);
    return await readFile(file);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

export interface ClusterUpload {
  megabytes: number;
  /** Sending the file, in two parts as after a lost connection. */
  uploadSeconds: number;
  /** From the last byte to the asset ready on the cluster. */
  readySeconds: number;
}

/**
 * Uploads a video through the cluster's proxy as the library's page does (tus, in two parts as
 * after a lost connection), then waits for its ingest: the proxy passes parts far larger than
 * its other requests, keeps an upload's requests on one process, and any process ingests it
 * from the uploads bucket.
 */
export async function uploadThroughProxy(
  url: string,
  token: string,
  seconds: number,
): Promise<ClusterUpload> {
  const source = await grainySource(seconds);
  const auth = { authorization: `Bearer ${token}`, 'tus-resumable': '1.0.0' };
  const began = performance.now();
  const made = await fetch(`${url}/asset/v3/upload`, {
    method: 'POST',
    headers: {
      ...auth,
      'upload-length': String(source.length),
      'upload-metadata': `filename ${Buffer.from('Cluster upload.mp4').toString('base64')}`,
    },
  });
  if (made.status !== 201) throw new Error(`the upload was refused: ${made.status}`);
  const at = new URL(made.headers.get('location')!, `${url}/asset/v3/upload/`);
  let assetId = '';
  const half = Math.floor(source.length / 2);
  for (const [from, to] of [
    [0, half],
    [half, source.length],
  ] as const) {
    const sent = await fetch(at, {
      method: 'PATCH',
      headers: {
        ...auth,
        'upload-offset': String(from),
        'content-type': 'application/offset+octet-stream',
      },
      body: new Uint8Array(source.subarray(from, to)),
    });
    if (sent.status !== 204) throw new Error(`a part of the upload was refused: ${sent.status}`);
    assetId = sent.headers.get('asset-id') ?? assetId;
  }
  const uploaded = performance.now();
  for (;;) {
    const answer = await fetch(`${url}/asset/v3/asset/${assetId}`, { headers: auth });
    const asset = (await answer.json()) as Asset;
    if (asset.status === 'ready') break;
    if (asset.status === 'failed' || asset.status === 'cancelled')
      throw new Error(`the upload's ingest ended ${asset.status}: ${asset.ingest?.reason ?? ''}`);
    if (performance.now() - uploaded > 120_000)
      throw new Error('the upload was not ready in 2 min');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    megabytes: source.length / 1024 / 1024,
    uploadSeconds: (uploaded - began) / 1000,
    readySeconds: (performance.now() - uploaded) / 1000,
  };
}
