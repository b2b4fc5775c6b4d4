import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { renderCut } from './cuts';
import { isLiveSource, liveStretch } from './live-source';
import { markFile } from './mark';
import { audioCopyList, mp4RenderArgs, soundOnlyArgs, type RenderClip } from './mp4-command';
import type { RenderJob, RenderResult } from './renderer';
import { runFfmpeg } from '../../media/run-ffmpeg';
import { captionStyleOf, framed, framingOf } from './framing';

/** The clips as ffmpeg reads them: from the source MP4, cut as the tenant's format asks. */
export async function renderClips(
  job: Pick<RenderJob, 'clips' | 'sourceFormat' | 'locate' | 'read' | 'workDir'>,
): Promise<RenderClip[]> {
  return Promise.all(
    job.clips.map(async (clip) => {
      const cut = renderCut(clip, job.sourceFormat);
      const key = clip.asset.media.files.mp4;
      if (!key && !isLiveSource(clip)) throw new Error(`${clip.name} has no video to render.`);
      const source = key
        ? { file: await job.locate(key), start: cut.start }
        : await liveStretch(job, clip, cut.start, cut.duration);
      return {
        file: source.file,
        start: source.start,
        duration: cut.duration,
        hasAudio: true,
        label: clip.name,
      };
    }),
  );
}

/**
 * The sources' sound, each copied once into a file of its own, and the concat list that reads
 * the clips' stretches of them: for tenants whose MP4 keeps its sources' sound unchanged.
 */
async function soundCopy(job: RenderJob, clips: readonly RenderClip[]): Promise<string> {
  const sound = new Map<string, string>();
  for (const clip of clips) {
    if (sound.has(clip.file)) continue;
    const file = path.join(job.workDir, `sound-${sound.size}.m4a`);
    await runFfmpeg(job.ffmpeg, soundOnlyArgs(clip.file, file), {
      totalSeconds: 1,
      signal: job.signal,
    });
    sound.set(clip.file, file);
  }
  const list = path.join(job.workDir, 'sound.ffconcat');
  await writeFile(list, audioCopyList(clips.map((c) => ({ ...c, file: sound.get(c.file)! }))));
  return list;
}

/**
 * MP4 (SPEC §9): the whole collection in one ffmpeg pass, bumpers in place, the mark burned
 * in; progress from ffmpeg's own `-progress` against the clips' total length. The tenant's
 * entry may keep the sources' sound and name each clip on the picture (the test tenant).
 */
export async function renderVideo(job: RenderJob): Promise<RenderResult> {
  const framing = framingOf(job);
  const clips = await framed(job, await renderClips(job), framing);
  const mark = await markFile(job, { pictureWidth: framing.size.width });
  const captionStyle = framing.captions ? captionStyleOf(job, framing.captions) : null;
  const render = job.option.render ?? {};
  const output = path.join(job.workDir, 'export.mp4');
  const args = mp4RenderArgs({
    clips,
    aspect: framing.aspect,
    ...(captionStyle ? { captionStyle } : {}),
    ...(mark && job.watermark ? { watermark: { ...job.watermark, file: mark } } : {}),
    ...(render.textOverlay && job.fontFile ? { overlayFont: job.fontFile } : {}),
    ...(render.audio === 'copy' ? { audioCopyList: await soundCopy(job, clips) } : {}),
    output,
    encoding: job.encoding,
  });
  const total = clips.reduce((sum, c) => sum + c.duration, 0);
  await runFfmpeg(job.ffmpeg, args, {
    totalSeconds: total,
    signal: job.signal,
    onProgress: (p) => job.progress(p),
  });
  return { files: [{ path: output, name: `${job.fileName}.mp4`, contentType: 'video/mp4' }] };
}
