import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import {
  ASPECTS,
  aspectSize,
  captionFontSize,
  captionLines,
  captionOf,
  captionSeconds,
  type Aspect,
  type CaptionSettings,
} from '../../../src/core/api/contract/framing';
import { CAPTION_SETS } from '../../../src/tenants/config/captions';
import { centreExpression, cropPath } from './crop-path';
import { analyseMotion } from './motion';
import type { CaptionStyle, RenderClip } from './mp4-command';
import type { RenderJob } from './renderer';

/** An MP4 export's shape and captions, as it was asked for. */
export interface Framing {
  aspect: Aspect;
  size: { width: number; height: number };
  /** The tenant's captions, where the export asked for them and the tenant has some. */
  captions: CaptionSettings | null;
}

export const isAspect = (text: string | undefined): text is Aspect =>
  (ASPECTS as readonly string[]).includes(text ?? '');

export function framingOf(job: Pick<RenderJob, 'options' | 'option' | 'encoding'>): Framing {
  const aspect = isAspect(job.options.aspect) ? job.options.aspect : '16:9';
  const set = job.options.captions === 'on' ? job.option.captions : undefined;
  const captions = set ? CAPTION_SETS[set] : null;
  return { aspect, size: aspectSize(aspect, job.encoding), captions };
}

/**
 * The letters captions are drawn in: the product's own typeface (Roboto, bold, the elements'
 * font) where it is installed with the app, else the server's font.
 */
const ROBOTO_BOLD = (() => {
  try {
    const file = createRequire(import.meta.url).resolve(
      '@fontsource/roboto/files/roboto-latin-700-normal.woff',
    );
    return existsSync(file) ? file : null;
  } catch {
    return null;
  }
})();

/** How the export's captions look; null where no font can draw them. */
export function captionStyleOf(
  job: Pick<RenderJob, 'fontFile' | 'watermark'>,
  captions: CaptionSettings,
): CaptionStyle | null {
  const font = ROBOTO_BOLD ?? job.fontFile;
  if (!font) return null;
  return {
    font,
    colour: captions.colour,
    // Never over the mark: above it where it sits at the bottom.
    top: job.watermark?.position.startsWith('bottom') ?? false,
  };
}

/**
 * Each clip as the export's shape and captions want it: for a narrower aspect, its crop's
 * path from where its picture moves (bumpers stay centred); its caption by the tenant's
 * templates, for as long as it takes to read.
 */
export async function framed(
  job: Pick<RenderJob, 'clips' | 'ffmpeg' | 'workDir' | 'signal'>,
  clips: readonly RenderClip[],
  { aspect, size, captions }: Framing,
): Promise<RenderClip[]> {
  // Each clip's play is read two at a time (a machine's cores), before the render.
  const centres = await inTwos(clips, (clip, i) => {
    const item = job.clips[i]!;
    // Set by hand in the clip editor, the crop stays there; else it follows the play.
    if (aspect === '16:9' || item.kind !== 'clip') return Promise.resolve(undefined);
    if (item.cropX !== undefined) return Promise.resolve(String(item.cropX));
    return followedCentre(job, clip, i);
  });
  const out: RenderClip[] = [];
  for (const [i, clip] of clips.entries()) {
    const item = job.clips[i]!;
    const isClip = item.kind === 'clip';
    const cropCentre = centres[i];
    const text = captions && isClip ? captionOf(captions.templates, item.metadata) : null;
    const caption = text
      ? {
          lines: captionLines(text, size.width, captionFontSize(size)),
          seconds: captionSeconds(text, aspect, clip.duration),
        }
      : undefined;
    out.push({ ...clip, ...(cropCentre ? { cropCentre } : {}), ...(caption ? { caption } : {}) });
  }
  return out;
}

/** `work` on every item, at most two at once, the answers in the items' order. */
async function inTwos<T, R>(items: readonly T[], work: (item: T, i: number) => Promise<R>) {
  const out: R[] = [];
  let next = 0;
  const lane = async () => {
    for (let i = next++; i < items.length; i = next++) out[i] = await work(items[i]!, i);
  };
  await Promise.all([lane(), lane()]);
  return out;
}

/** The crop centre's path through a clip, from ffmpeg's reading of its shots and movement. */
async function followedCentre(
  job: Pick<RenderJob, 'ffmpeg' | 'workDir' | 'signal'>,
  clip: RenderClip,
  index: number,
): Promise<string> {
  const motion = await analyseMotion(
    job.ffmpeg,
    clip,
    path.join(job.workDir, `shots-${index}.txt`),
    job.signal,
  );
  return centreExpression(cropPath(motion.samples, motion.cuts, clip.duration));
}
