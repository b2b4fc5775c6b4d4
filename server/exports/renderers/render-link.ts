import { writeFile } from 'node:fs/promises';
import { text } from 'node:stream/consumers';
import path from 'node:path';
import { hlsSegments } from '../../assets/playlist';
import { StillInVideoExportError } from '../plan';
import type { Renderer, RenderJob } from './renderer';
import { stitchedPlaylist, type StitchItem } from './stitch';

async function readSource(job: RenderJob, key: string): Promise<string> {
  return text(job.read(key));
}

/**
 * URL / playback link: one HLS stream of the whole collection, bumpers included, stitched from
 * the assets' own segments with nothing rendered. The playlist is kept as the export's file,
 * its segments signed for as long as the export is kept; the export is DELIVERED to a link to
 * it that needs no headers, so any HLS player can open it until it expires.
 */
export const renderPlaybackLink: Renderer = async (job) => {
  const items: StitchItem[] = [];
  for (const [i, clip] of job.clips.entries()) {
    const key = clip.asset.media.files.hls;
    if (!key) throw new StillInVideoExportError(clip.name, 'a playback link');
    items.push({
      name: clip.name,
      segments: hlsSegments(await readSource(job, key)),
      start: clip.start,
      duration: clip.duration,
      // The asset's media route serves the segments beside its playlist under `hls/`.
      segmentUrl: (uri) => job.mediaUrl(clip.assetId, `hls/${uri}`),
    });
    job.progress({ percent: ((i + 1) / job.clips.length) * 90 });
  }
  const file = path.join(job.workDir, 'stream.m3u8');
  await writeFile(file, stitchedPlaylist(items));
  const name = `${job.fileName}.m3u8`;
  return {
    files: [{ path: file, name, contentType: 'application/vnd.apple.mpegurl' }],
    deliveredTo: job.fileUrl(0, name),
  };
};
