import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { moveAsset, setAssetDuration, type AssetKey } from '../assets/service';
import { probeKeyframes, probeStartTime } from '../media/ffmpeg';
import { hlsSegments } from '../media/hls-playlist';
import { saveMediaRecord } from '../media/media-files';
import { runFfmpeg } from '../media/run-ffmpeg';
import type { LiveSessionDeps } from './session-deps';
import { fetchMissingSegments } from './restore';
import { LIVE_LADDER, liveMasterPlaylist, type inputPictureOf } from './transcode';

/** A live stream's media: where it is written, under which key, and its input's picture. */
export interface StreamMedia {
  deps: LiveSessionDeps;
  key: AssetKey;
  mediaKey: string;
  dir: string;
  picture: ReturnType<typeof inputPictureOf>;
}

/** The media as it stands: its HLS (and at the end its MP4 proxy and keyframes). */
export async function saveStreamMedia(
  media: StreamMedia,
  duration: number,
  keyframes: number[],
  mp4?: string,
  segmentOffset?: number,
): Promise<void> {
  const top = LIVE_LADDER[0]!;
  const height = Math.min(media.picture?.height ?? top.maxHeight, top.maxHeight);
  const width = media.picture?.width
    ? Math.round((media.picture.width * height) / (media.picture.height ?? height) / 2) * 2
    : Math.round((height * 16) / 9 / 2) * 2;
  const offset =
    segmentOffset ??
    (await probeStartTime(media.deps.probes, path.join(media.dir, top.name, 'seg_00000.ts')));
  const hls = `${media.mediaKey}/hls/index.m3u8`;
  await saveMediaRecord(media.deps.db, {
    key: media.mediaKey,
    kind: 'video',
    duration,
    width,
    height,
    fps: media.picture?.fps ?? 25,
    keyframes,
    segmentOffset: offset,
    segmentDuration: media.deps.segmentSeconds,
    files: mp4 ? { hls, mp4 } : { hls },
  });
}

/** The closed stream made a normal video: its MP4 proxy, keyframes and length; ready. */
export async function makeStreamVideo(media: StreamMedia): Promise<void> {
  const { db } = media.deps;
  const top = await readFile(path.join(media.dir, LIVE_LADDER[0]!.name, 'index.m3u8'), 'utf8');
  const duration = hlsSegments(top).reduce((sum, s) => sum + s.duration, 0);
  // Segments another process wrote before this one took the stream over are in storage.
  await fetchMissingSegments(
    media.deps.storage,
    `${media.mediaKey}/hls`,
    media.dir,
    LIVE_LADDER[0]!.name,
  );
  const mp4 = path.join(media.dir, 'video.mp4');
  await runFfmpeg(
    media.deps.ffmpeg,
    // prettier-ignore
    ['-hide_banner', '-nostdin', '-y', '-loglevel', 'error',
       '-i', path.join(media.dir, LIVE_LADDER[0]!.name, 'index.m3u8'),
       '-map', '0', '-c', 'copy', '-movflags', '+faststart', mp4],
    { totalSeconds: 0, signal: new AbortController().signal },
  );
  const keyframes = await probeKeyframes(media.deps.probes, mp4);
  const mp4Key = `${media.mediaKey}/video.mp4`;
  await media.deps.storage.put(mp4Key, mp4);
  await saveStreamMedia(media, duration, keyframes, mp4Key);
  await setAssetDuration(db, media.key, Math.floor(duration / 2) * 2);
  await moveAsset(db, media.key, 'finished');
  media.deps.log(`live ${media.key.assetId}: ended, ${Math.round(duration)} s, a video now`);
  await media.deps.becameVideo?.(media.key, duration);
}

/** The master playlist, once the input's picture is known, written when it changes. */
export async function writeLiveMaster(dir: string, picture: StreamMedia['picture']) {
  if (!picture?.width || !picture.height) return;
  const master = path.join(dir, 'index.m3u8');
  const text = liveMasterPlaylist({ width: picture.width, height: picture.height });
  if ((await readFile(master, 'utf8').catch(() => '')) !== text) await writeFile(master, text);
}

/** Whether the stream has any segment written (its top rendition's playlist names one). */
export async function hasLiveSegments(dir: string): Promise<boolean> {
  const text = await readFile(path.join(dir, LIVE_LADDER[0]!.name, 'index.m3u8'), 'utf8').catch(
    () => '',
  );
  return hlsSegments(text).length > 0;
}
