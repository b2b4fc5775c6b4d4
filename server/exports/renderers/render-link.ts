import { writeFile } from 'node:fs/promises';
import { text } from 'node:stream/consumers';
import path from 'node:path';
import { firstVariantUri, hlsSegments, type HlsSegment } from '../../media/hls-playlist';
import { runFfmpeg } from '../../media/run-ffmpeg';
import { StillInVideoExportError, type ExportClip } from '../plan';
import { edgeCutArgs } from './edge-cut';
import type { RenderedFile, Renderer, RenderJob } from './renderer';
import { piecesOf, stitchedPlaylist, type StitchItem, type StitchPiece } from './stitch';

/** A source's media playlist: the top rendition's where its playlist is a master. */
async function mediaPlaylist(
  job: RenderJob,
  clip: ExportClip,
): Promise<{ segments: HlsSegment[]; key: (uri: string) => string; folder: string }> {
  const key = clip.asset.media.files.hls;
  if (!key) throw new StillInVideoExportError(clip.name, 'a playback link');
  const hlsFolder = path.posix.dirname(key);
  const playlist = await text(job.read(key));
  const variant = firstVariantUri(playlist);
  // Segments are addressed under the asset's `hls/` folder, beside its playlist.
  const folder = variant ? path.posix.dirname(variant) : '.';
  const segments = hlsSegments(
    variant ? await text(job.read(path.posix.join(hlsFolder, variant))) : playlist,
  );
  return { segments, folder, key: (uri) => path.posix.join(hlsFolder, folder, uri) };
}

/**
 * URL / playback link: one HLS stream of the whole collection, bumpers included, exactly the
 * items' frames. Each item plays its source's own segments; the segment at its in point and
 * the one at its out point, where these fall inside a segment, are cut to them (re-encoded,
 * each a second or two of picture) and kept with the export. The playlist is the export's
 * first file, its segments signed for as long as the export is kept; the export is DELIVERED
 * to a link to it that needs no headers, so any HLS player can open it until it expires.
 */
export const renderPlaybackLink: Renderer = async (job) => {
  const cuts: RenderedFile[] = [];
  const items: StitchItem[] = [];
  for (const [i, clip] of job.clips.entries()) {
    const source = await mediaPlaylist(job, clip);
    const fps = clip.asset.media.fps;
    const pieces = piecesOf(source.segments, clip.start, clip.duration, fps);
    const cutAt = new Map<StitchPiece, number>();
    for (const piece of pieces.filter((p) => !p.whole)) {
      const name = `cut-${String(cuts.length + 1).padStart(4, '0')}.ts`;
      const file = path.join(job.workDir, name);
      const input = await job.locate(source.key(piece.segment.uri));
      await runFfmpeg(job.ffmpeg, edgeCutArgs(input, piece, fps, file), {
        totalSeconds: piece.duration,
        signal: job.signal,
      });
      cuts.push({ path: file, name, contentType: 'video/mp2t' });
      // The playlist is file 0; the cuts follow it.
      cutAt.set(piece, cuts.length);
    }
    items.push({
      name: clip.name,
      pieces,
      uri: (piece) => {
        const cut = cutAt.get(piece);
        if (cut !== undefined) return job.fileUrl(cut, cuts[cut - 1]!.name);
        const segment = path.posix.join('hls', source.folder, piece.segment.uri);
        return job.mediaUrl(clip.assetId, segment);
      },
    });
    job.progress({ percent: ((i + 1) / job.clips.length) * 90 });
  }
  const file = path.join(job.workDir, 'stream.m3u8');
  await writeFile(file, stitchedPlaylist(items));
  const name = `${job.fileName}.m3u8`;
  return {
    files: [{ path: file, name, contentType: 'application/vnd.apple.mpegurl' }, ...cuts],
    deliveredTo: job.fileUrl(0, name),
  };
};
