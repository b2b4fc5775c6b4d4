import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { reelNames, writeEdl, type EdlEvent } from './edl';
import { writeOtio, type OtioClip } from './otio';
import type { RenderJob, RenderResult } from './renderer';
import { frameRateOf, type FrameRate } from './timecode';

/** A source's rate; stills and unknown rates take the sequence's. */
function sourceRate(fps: number, sequence: FrameRate): FrameRate {
  return fps > 0 ? frameRateOf(fps) : sequence;
}

/**
 * EDL (CMX 3600) and, beside it, the same cuts as an OpenTimelineIO timeline whose clips
 * reference their sources by URL. The sequence runs at the first video source's rate.
 */
export async function renderEdl(job: RenderJob): Promise<RenderResult> {
  const firstRate = job.clips.find((c) => c.asset.media.fps > 0)?.asset.media.fps ?? 25;
  const rate = frameRateOf(firstRate);
  const events: OtioClip[] = job.clips.map((clip) => {
    const file = clip.asset.media.files.mp4 ?? clip.asset.media.files.image ?? clip.assetId;
    const event: EdlEvent = {
      sourceId: clip.assetId,
      clipName: clip.name,
      sourceFile: `${clip.asset.title} (${path.posix.basename(file)})`,
      rate: sourceRate(clip.asset.media.fps, rate),
      start: clip.start,
      duration: clip.duration,
    };
    return { ...event, url: job.mediaUrl(clip.assetId) };
  });
  const reels = reelNames(job.clips.map((c) => ({ id: c.assetId, name: c.asset.title })));
  const edl = path.join(job.workDir, 'export.edl');
  const otio = path.join(job.workDir, 'export.otio');
  await writeFile(edl, writeEdl({ title: job.title, rate, events }, reels));
  job.progress({ percent: 50 });
  await writeFile(otio, writeOtio(job.title, rate, events));
  return {
    files: [
      { path: edl, name: `${job.fileName}.edl`, contentType: 'text/plain; charset=utf-8' },
      { path: otio, name: `${job.fileName}.otio`, contentType: 'application/json' },
    ],
  };
}
