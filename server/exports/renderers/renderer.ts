import type { Readable } from 'node:stream';
import type { WatermarkSettings } from '../../../src/tenants';
import type { DeliveredExportOption } from '../options';
import type { Mailer } from '../../identity/mailer';
import type { S3Archive } from './archive';
import type { RenderProgress } from '../../media/progress';
import type { ExportClip } from '../plan';
import type { Mp4Encoding } from './mp4-command';

/** What a renderer is given: the collection's items and somewhere to write. */
export interface RenderJob {
  exportId: string;
  tenantId: string;
  /** The tenant's export entry it was asked as. */
  option: DeliveredExportOption;
  /** When it was asked for (an archive path's `{datetime}`). */
  requestedAt: Date;
  /** Who asked, for mail that names them. */
  requestedBy: string;
  deliveries: Deliveries;
  /** The name files are given, without extension. */
  fileName: string;
  /** The collection's title. */
  title: string;
  clips: ExportClip[];
  /** A folder of this run's own, removed after it. */
  workDir: string;
  /** Where ffmpeg reads a source file of the clips from: a path, or a signed address. */
  locate(key: string): Promise<string>;
  /** A source file's bytes. */
  read(key: string): Readable;
  /**
   * A signed address of an asset's media file (`video.mp4` by default), for files that
   * reference it (OTIO, a stitched stream), valid for as long as the export is kept.
   */
  mediaUrl(assetId: string, file?: string): string;
  /**
   * A link to this export's file at `index` once kept, valid as long as the export; with the
   * name the renderer gives that file, the link ends with it.
   */
  fileUrl(index: number, name?: string): string;
  ffmpeg: string;
  /** How a rendered MP4 is encoded: SPEC §9's, but for tests that need a quick one. */
  encoding: Mp4Encoding;
  /** The tenant's mark, burned into video exports; absent where it has none. */
  watermark?: WatermarkSettings;
  /** A font for text overlays. */
  fontFile: string | null;
  /** How the tenant's player reads its media: the SPEC start shift and trim apply to HLS. */
  sourceFormat: 'MP4' | 'HLS';
  options: Record<string, string>;
  signal: AbortSignal;
  progress(progress: Pick<RenderProgress, 'percent'>): void;
}

/** How a process renders for a tenant: the part of a job that is not the export's own. */
export type RenderTools = Pick<
  RenderJob,
  'locate' | 'read' | 'ffmpeg' | 'encoding' | 'watermark' | 'fontFile' | 'sourceFormat'
>;

/** Where exports that leave the server go. */
export interface Deliveries {
  /** S3-compatible storage; null where the server has none set up. */
  archive: S3Archive | null;
  mailer: Mailer;
  /** The IAM role MediaConvert jobs are written to run as; else whoever submits one names it. */
  mediaConvertRole?: string;
}

export interface RenderedFile {
  /** The file in `workDir`. */
  path: string;
  /** What a download calls it. */
  name: string;
  contentType: string;
}

export interface RenderResult {
  files: RenderedFile[];
  /** Set when the export was delivered somewhere (DELIVERED) rather than kept to download. */
  deliveredTo?: string;
}

export type Renderer = (job: RenderJob) => Promise<RenderResult>;

/** A file name safe on every system: no path separators, controls or reserved characters. */
export function safeFileName(name: string, fallback = 'export'): string {
  const cleaned = name
    .normalize('NFC')
    // oxlint-disable-next-line no-control-regex -- control characters are what it removes
    .replace(/[\u0000-\u001f\u007f<>:"/\\|?*]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^\.+/, '')
    .slice(0, 120)
    .trim();
  return cleaned || fallback;
}
