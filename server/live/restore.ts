import { createWriteStream } from 'node:fs';
import { access, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { text } from 'node:stream/consumers';
import { hlsSegments } from '../media/hls-playlist';
import type { MediaStorage } from '../media/storage';

const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  );

/** An object's text, or null when storage does not have it. */
async function storedText(storage: MediaStorage, key: string): Promise<string | null> {
  if (!(await storage.stat(key))) return null;
  return text(storage.read(key));
}

async function download(storage: MediaStorage, key: string, file: string): Promise<void> {
  await pipeline(storage.read(key), createWriteStream(file));
}

/**
 * Makes a live stream's folder on this process as far as storage has it, for a process taking
 * the stream over (another wrote it): each rendition's playlist where storage's names more
 * segments than the local one (the local one stands otherwise: this process wrote it, and
 * storage may be a second behind), the master, and the top rendition's first segment (its
 * start time is read from it). Segments themselves stay in storage until the match ends.
 * Resolves to the segments storage has, by rendition, which need not be copied there again.
 */
export async function restoreLiveFolder(
  storage: MediaStorage,
  hlsKey: string,
  dir: string,
  renditions: readonly string[],
): Promise<Map<string, string[]>> {
  const stored = new Map<string, string[]>();
  for (const name of renditions) {
    await mkdir(path.join(dir, name), { recursive: true });
    const text = await storedText(storage, `${hlsKey}/${name}/index.m3u8`);
    if (text === null) continue;
    const uris = hlsSegments(text).map((s) => s.uri);
    stored.set(name, uris);
    const local = path.join(dir, name, 'index.m3u8');
    const localText = await readFile(local, 'utf8').catch(() => '');
    if (uris.length > hlsSegments(localText).length) await writeFile(local, text);
  }
  const master = await storedText(storage, `${hlsKey}/index.m3u8`);
  if (master !== null && !(await exists(path.join(dir, 'index.m3u8'))))
    await writeFile(path.join(dir, 'index.m3u8'), master);
  const top = renditions[0]!;
  const first = stored.get(top)?.[0];
  if (first && !(await exists(path.join(dir, top, first))))
    await download(storage, `${hlsKey}/${top}/${first}`, path.join(dir, top, first));
  return stored;
}

/**
 * Copies into the folder the segments of a rendition's playlist it does not have (those another
 * process wrote before this one took the stream over), for the match's MP4 to be made from.
 */
export async function fetchMissingSegments(
  storage: MediaStorage,
  hlsKey: string,
  dir: string,
  rendition: string,
): Promise<number> {
  const playlist = await readFile(path.join(dir, rendition, 'index.m3u8'), 'utf8');
  let fetched = 0;
  for (const segment of hlsSegments(playlist)) {
    const file = path.join(dir, rendition, segment.uri);
    if (await exists(file)) continue;
    await download(storage, `${hlsKey}/${rendition}/${segment.uri}`, file);
    fetched += 1;
  }
  return fetched;
}
