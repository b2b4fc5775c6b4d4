import { QUIET_FFMPEG } from '../../media/run-ffmpeg';
import type { WatermarkSettings } from '../../../src/tenants';
import {
  aspectRatio,
  aspectSize,
  captionFontSize,
  type Aspect,
} from '../../../src/core/api/contract/framing';

/** How an exported MP4 is encoded. */
export interface Mp4Encoding {
  width: number;
  height: number;
  fps: number;
  videoBitrate: string;
  minRate: string;
  maxRate: string;
  bufferSize: string;
  audioBitrate: string;
  sampleRate: number;
  channels: number;
  /** x264's speed preset; its default (`medium`) where absent. */
  preset?: string;
  /**
   * Reads the sources no faster than this multiple of real time (ffmpeg's `-readrate`): only
   * for tests that need a render still running a few seconds after it starts.
   */
  readRate?: number;
}

/** SPEC §9's encoding of an exported MP4. */
export const MP4_ENCODING: Readonly<Mp4Encoding> = {
  width: 1920,
  height: 1080,
  fps: 50,
  videoBitrate: '6400k',
  minRate: '3000k',
  maxRate: '8000k',
  bufferSize: '12800k',
  audioBitrate: '320k',
  sampleRate: 44_100,
  channels: 2,
};

/**
 * A small, quick encoding with SPEC §9's shape (16:9, the same sound): for tests of everything
 * around the render, which need a real MP4 but not a broadcast one. Never for delivery.
 */
export const DRAFT_MP4_ENCODING: Readonly<Mp4Encoding> = {
  ...MP4_ENCODING,
  width: 320,
  height: 180,
  fps: 25,
  videoBitrate: '400k',
  minRate: '200k',
  maxRate: '600k',
  bufferSize: '1200k',
  preset: 'ultrafast',
};

export interface RenderClip {
  /** The source file. */
  file: string;
  /** Seconds into the source (after the start shift, where it applies). */
  start: number;
  duration: number;
  /** Whether the source has sound; a silent one gets silence, so that every clip joins. */
  hasAudio: boolean;
  /** Drawn over the clip where the export overlays text (the cricket test tenant). */
  label?: string;
  /**
   * Where the crop's centre sits across the source, 0 to 1, as an ffmpeg expression of `t`
   * (seconds into the clip): for an aspect narrower than the source. Centred where absent.
   */
  cropCentre?: string;
  /** The caption's lines, burned in from the clip's start for `seconds`. */
  caption?: { lines: string[]; seconds: number };
}

/** How captions look: the tenant's font and colour, above or below the mark. */
export interface CaptionStyle {
  font: string;
  colour: string;
  /** At the top, where the mark is at the bottom. */
  top: boolean;
}

export interface Mp4RenderPlan {
  clips: RenderClip[];
  /** The tenant's mark, as an image file ffmpeg reads, placed as the player places it. */
  watermark?: Omit<WatermarkSettings, 'image'> & { file: string };
  /** A font for the text overlay; without one, no overlay. */
  overlayFont?: string;
  /**
   * Copy the sources' sound as it is (the test tenant) rather than encode it: read through the
   * concat demuxer from this list (`audioCopyList`), since a filter graph's output must be
   * encoded. The list must name sound-only files (`soundOnlyArgs`): in a file with video the
   * demuxer seeks by the video's keyframes and keeps the sound from there; in a sound-only
   * one every packet starts cleanly, so the copy cuts within one packet of each point.
   */
  audioCopyList?: string;
  output: string;
  /** SPEC §9's (`MP4_ENCODING`) where absent. */
  encoding?: Mp4Encoding;
  /** The picture's shape: the encoding's 16:9 where absent; a narrower one crops its sources. */
  aspect?: Aspect;
  /** How captions look; without it, clips' captions are not drawn. */
  captionStyle?: CaptionStyle;
}

/** Copies a source's first sound stream, unchanged, into a file of its own. */
export function soundOnlyArgs(source: string, output: string): string[] {
  return [...QUIET_FFMPEG, '-i', source, '-map', '0:a:0', '-c:a', 'copy', output];
}

/** An ffconcat list that reads each clip's stretch of its source, for the concat demuxer. */
export function audioCopyList(clips: readonly RenderClip[]): string {
  const quote = (file: string) => `'${file.replace(/'/g, "'\\''")}'`;
  const lines = ['ffconcat version 1.0'];
  for (const clip of clips) {
    lines.push(
      `file ${quote(clip.file)}`,
      `inpoint ${clip.start.toFixed(3)}`,
      `outpoint ${(clip.start + clip.duration).toFixed(3)}`,
    );
  }
  return `${lines.join('\n')}\n`;
}

/**
 * Text as a quoted drawtext value. ffmpeg reads it twice: the filter graph takes the quotes
 * away, then the filter's options split at `:` and read `\` escapes, so those two are
 * escaped (and a quote, which cannot be, becomes typographic); `expansion=none` keeps `%`.
 */
export function drawtextValue(text: string): string {
  return text
    .replace(/[\r\n]+/g, ' ')
    .replace(/'/g, '’')
    .replace(/[\\:]/g, (c) => `\\${c}`);
}

/** The mark's width on a picture `pictureWidth` wide (SPEC §9's 1920 by default), in pixels. */
export function markWidth(widthPercent: number, pictureWidth = MP4_ENCODING.width): number {
  const share = Math.min(100, Math.max(0, widthPercent)) / 100;
  return Math.max(2, Math.round(pictureWidth * share));
}

/** Where the mark goes on a picture `pictureWidth` wide, in pixels. */
function markPlacement(mark: NonNullable<Mp4RenderPlan['watermark']>, pictureWidth: number) {
  const w = markWidth(mark.widthPercent, pictureWidth);
  const m = Math.round((pictureWidth * Math.max(0, mark.marginPercent)) / 100);
  const x = { left: `${m}`, right: `W-w-${m}`, center: '(W-w)/2' };
  const y = { top: `${m}`, bottom: `H-h-${m}`, center: '(H-h)/2' };
  if (mark.position === 'center') return { w, x: x.center, y: y.center };
  const [vertical, horizontal] = mark.position.split('-') as ['top' | 'bottom', 'left' | 'right'];
  return { w, x: x[horizontal], y: y[vertical] };
}

/**
 * A narrower aspect's crop of each source: as wide as the aspect allows at the source's
 * height, its centre where `centre` says (kept inside the picture), vertically centred.
 */
export function cropFilter(aspect: Aspect, centre = '0.5'): string {
  const r = aspectRatio(aspect).toFixed(6);
  return `crop=w='min(iw,ih*${r})':h='min(ih,iw/${r})':x='max(0,min(iw-ow,(${centre})*iw-ow/2))':y='(ih-oh)/2'`;
}

/** A caption's lines, each centred on its own dark box, above the bottom or below the top. */
export function captionFilters(
  caption: NonNullable<RenderClip['caption']>,
  style: CaptionStyle,
  size: { width: number; height: number },
): string {
  const font = captionFontSize(size);
  const line = Math.round(font * 1.5);
  const vertical = size.height > size.width;
  // Vertical videos keep the bottom fifth for the apps' own controls.
  const bottom = Math.round(size.height * (vertical ? 0.78 : 0.9)) - caption.lines.length * line;
  const first = style.top ? Math.round(size.height * (vertical ? 0.12 : 0.08)) : bottom;
  const colour = style.colour.replace('#', '0x');
  return caption.lines
    .map(
      (text, i) =>
        `,drawtext=fontfile='${drawtextValue(style.font)}':expansion=none:text='${drawtextValue(text)}':fontsize=${font}:fontcolor=${colour}:box=1:boxcolor=black@0.65:boxborderw=${Math.round(font * 0.25)}:x=(w-text_w)/2:y=${first + i * line}:enable='lt(t,${caption.seconds.toFixed(3)})'`,
    )
    .join('');
}

/**
 * The ffmpeg arguments that render a collection in one pass: each clip read from its in point
 * for its length, letterboxed to 16:9 at 1920x1080 and 50 fps (or the plan's encoding; a
 * narrower aspect crops each source first, following the clip's crop centre, and may burn in
 * its caption), its sound resampled to 44.1 kHz
 * stereo (or silence where it has none), all joined in order, the mark laid over the whole,
 * and encoded as SPEC §9 says, with the index at the front (faststart). Progress is written as
 * ffmpeg's own key=value lines to standard output.
 */
export function mp4RenderArgs(plan: Mp4RenderPlan): string[] {
  if (plan.clips.length === 0) throw new RangeError('A render needs at least one clip.');
  const encoding = plan.encoding ?? MP4_ENCODING;
  const aspect = plan.aspect ?? '16:9';
  const e = { ...encoding, ...aspectSize(aspect, encoding) };
  const args = [...QUIET_FFMPEG];
  const filters: string[] = [];
  const joined: string[] = [];
  plan.clips.forEach((clip, i) => {
    // Read a little past the out point; the trims below cut each stream to the clip's length
    // exactly, so that the whole lasts the clips' sum to the frame. The first trim comes
    // before the scaling, so that frames past the out point are never scaled.
    const length = clip.duration.toFixed(3);
    args.push(
      ...(e.readRate ? ['-readrate', String(e.readRate)] : []),
      '-ss',
      clip.start.toFixed(3),
      '-t',
      (clip.duration + 0.1).toFixed(3),
      '-i',
      clip.file,
    );
    const label =
      plan.overlayFont && clip.label
        ? `,drawtext=fontfile='${drawtextValue(plan.overlayFont)}':expansion=none:text='${drawtextValue(clip.label)}':x=40:y=40:fontsize=42:fontcolor=white:box=1:boxcolor=black@0.5:boxborderw=12`
        : '';
    const crop = aspect === '16:9' ? '' : `${cropFilter(aspect, clip.cropCentre)},`;
    const caption =
      clip.caption && plan.captionStyle ? captionFilters(clip.caption, plan.captionStyle, e) : '';
    filters.push(
      `[${i}:v]trim=duration=${length},setpts=PTS-STARTPTS,${crop}scale=${e.width}:${e.height}:force_original_aspect_ratio=decrease,pad=${e.width}:${e.height}:(ow-iw)/2:(oh-ih)/2:black,setsar=1,fps=${e.fps},trim=duration=${length},format=yuv420p${label}${caption}[v${i}]`,
    );
    if (!plan.audioCopyList) {
      filters.push(
        clip.hasAudio
          ? `[${i}:a]aresample=${e.sampleRate},aformat=sample_fmts=fltp:channel_layouts=stereo,apad,atrim=duration=${length},asetpts=PTS-STARTPTS[a${i}]`
          : `anullsrc=channel_layout=stereo:sample_rate=${e.sampleRate},atrim=duration=${length}[a${i}]`,
      );
    }
    joined.push(plan.audioCopyList ? `[v${i}]` : `[v${i}][a${i}]`);
  });
  filters.push(
    plan.audioCopyList
      ? `${joined.join('')}concat=n=${plan.clips.length}:v=1:a=0[joined]`
      : `${joined.join('')}concat=n=${plan.clips.length}:v=1:a=1[joined][aout]`,
  );
  let inputs = plan.clips.length;
  let video = '[joined]';
  if (plan.watermark) {
    const mark = plan.watermark;
    const index = inputs++;
    const { w, x, y } = markPlacement(mark, e.width);
    const opacity = Math.min(1, Math.max(0, mark.opacity));
    args.push('-i', mark.file);
    filters.push(`[${index}:v]scale=${w}:-2,format=rgba,colorchannelmixer=aa=${opacity}[mark]`);
    filters.push(`[joined][mark]overlay=${x}:${y}:format=auto,format=yuv420p[vout]`);
    video = '[vout]';
  }
  let audio = '[aout]';
  if (plan.audioCopyList) {
    args.push('-f', 'concat', '-safe', '0', '-i', plan.audioCopyList);
    audio = `${inputs++}:a:0`;
  }
  args.push('-filter_complex', filters.join(';'), '-map', video, '-map', audio);
  // prettier-ignore
  const sound = plan.audioCopyList
    ? ['-c:a', 'copy']
    : ['-c:a', 'aac', '-b:a', e.audioBitrate, '-ar', String(e.sampleRate), '-ac', String(e.channels)];
  args.push(
    '-c:v',
    'libx264',
    ...(e.preset ? ['-preset', e.preset] : []),
    '-b:v',
    e.videoBitrate,
    '-minrate',
    e.minRate,
    '-maxrate',
    e.maxRate,
    '-bufsize',
    e.bufferSize,
    '-r',
    String(e.fps),
    '-pix_fmt',
    'yuv420p',
    ...sound,
    '-movflags',
    '+faststart',
    '-progress',
    'pipe:1',
    '-nostats',
    plan.output,
  );
  return args;
}
