/**
 * The shape of an exported MP4 and the captions burned into it (docs/exports.md "Aspects and
 * captions"): shared by the export dialog, its preview and the render.
 */

import type { CaptionTemplate, ExportAspect, ExportOption } from '../../../tenants';

export type { CaptionSettings, CaptionTemplate } from '../../../tenants';
export type Aspect = ExportAspect;
export const ASPECTS: readonly Aspect[] = ['16:9', '9:16', '1:1', '4:5'];

export const ASPECT_WORDS: Record<Aspect, string> = {
  '16:9': 'Landscape 16:9',
  '9:16': 'Vertical 9:16',
  '1:1': 'Square 1:1',
  '4:5': 'Portrait 4:5',
};

/** The shapes an export entry offers: its own list, else every one for the downloadable MP4. */
export const aspectsOf = (option: ExportOption): readonly Aspect[] =>
  option.aspects ?? (option.name === 'video' ? ASPECTS : ['16:9']);

/** Width over height. */
export const aspectRatio = (aspect: Aspect): number => {
  const [w, h] = aspect.split(':').map(Number) as [number, number];
  return w / h;
};

/**
 * The picture's size for an aspect, from the landscape encoding's (1920x1080): its shorter
 * side kept (1080x1920, 1080x1080, 1080x1350), both sides even as H.264 wants.
 */
export function aspectSize(
  aspect: Aspect,
  landscape: { width: number; height: number },
): { width: number; height: number } {
  if (aspect === '16:9') return { width: landscape.width, height: landscape.height };
  const short = landscape.height;
  const even = (n: number) => 2 * Math.round(n / 2);
  return { width: short, height: even(short / aspectRatio(aspect)) };
}

/** Longest a caption may be, in characters, once filled in. */
export const CAPTION_MAX = 80;

/** A clip's caption by the tenant's templates: the first that applies, filled in; else null. */
export function captionOf(
  templates: readonly CaptionTemplate[],
  metadata: Readonly<Record<string, string>>,
): string | null {
  const lower = new Map(Object.entries(metadata).map(([k, v]) => [k.toLowerCase(), v]));
  const valueOf = (category: string) => lower.get(category.toLowerCase())?.split('; ')[0] ?? '';
  for (const template of templates) {
    const matches = Object.entries(template.when ?? {}).every(([category, values]) => {
      const value = valueOf(category);
      return value !== '' && (values.includes('*') || values.includes(value));
    });
    if (!matches) continue;
    let missing = false;
    const text = template.text.replace(/\{([^{}]+)\}/g, (_, category: string) => {
      const value = valueOf(category.trim());
      if (!value) missing = true;
      return value;
    });
    if (!missing) return text.replace(/\s+/g, ' ').trim().slice(0, CAPTION_MAX);
  }
  return null;
}

/**
 * How long a caption stays on screen (a rule per aspect): long enough to read its words at a
 * comfortable pace, and never less than the aspect's least (a vertical video's viewer scrolls
 * on sooner: 3 s there, as social editors do), within its clip.
 */
export function captionSeconds(text: string, aspect: Aspect, clipSeconds: number): number {
  const least = aspect === '16:9' ? 4 : 3;
  const words = text.split(/\s+/).filter(Boolean).length;
  const reading = 1 + words * 0.3;
  return Math.min(clipSeconds, Math.max(least, reading));
}

/**
 * A caption broken into lines that fit a picture `width` wide at a font `fontSize` high (about
 * half a letter's height is its width), at most three lines.
 */
export function captionLines(text: string, width: number, fontSize: number): string[] {
  const perLine = Math.max(8, Math.floor((width * 0.84) / (fontSize * 0.55)));
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const next = line ? `${line} ${word}` : word;
    if (next.length <= perLine || !line) line = next;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  return lines.length <= 3 ? lines : [...lines.slice(0, 2), `${lines.slice(2).join(' ')}`];
}

/** The captions' letters' height for a picture: a share of its shorter side. */
export const captionFontSize = (size: { width: number; height: number }): number =>
  Math.max(10, Math.round(Math.min(size.width, size.height) * 0.055));
