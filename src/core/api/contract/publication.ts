/**
 * The publication service's export calls (SPEC §7 "Middleware"): start an export of a
 * collection, follow its status, cancel or retry it, and download what it made.
 */

import type { ExportAspect } from '../../../tenants';

/** SPEC §4's job statuses, as the server reports them. */
export const EXPORT_JOB_STATUSES = [
  'RECEIVED',
  'QUEUED',
  'PENDING',
  'STARTED',
  'RETRY',
  'SUCCESS',
  'DELIVERED',
  'FAILURE',
  'REVOKED',
] as const;
export type ExportJobStatus = (typeof EXPORT_JOB_STATUSES)[number];

/** Statuses after which a job does nothing more (a retry starts it again). */
export const FINISHED_EXPORT_STATUSES: readonly ExportJobStatus[] = [
  'SUCCESS',
  'DELIVERED',
  'FAILURE',
  'REVOKED',
];

/** The extension of each export type's main file; a status item's `fileName` carries it. */
export const EXPORT_FILE_EXTENSIONS: Readonly<Record<string, string>> = {
  video: '.mp4',
  'mp4-s3': '.mp4',
  edl: '.edl',
  url: '.m3u8',
  mediaconvert: '.json',
  form: '.txt',
  'img-collections': '.zip',
};

/** What `POST publication/{tenantId}/export/{exportAs}` asks for. */
export interface ExportRequest {
  /** The collection to export. */
  playlistId: string;
  /** The file's name without extension; the collection's title when absent. */
  fileName?: string;
  /** The custom or form export's chosen output type (one of the tenant's `outputTypes`). */
  outputType?: string;
  /** The form export: which of the tenant's desks receives it (its email), and what they should know. */
  recipient?: string;
  notes?: string;
  /** The MP4's shape, one of the export's `aspects` (docs/exports.md); 16:9 when absent. */
  aspect?: ExportAspect;
  /** Burn in each clip's caption by the tenant's templates (an MP4 with `captions`). */
  captions?: boolean;
}

/** POST …/export/{exportAs}/preview: one item as the MP4 would show it, before the render. */
export interface ExportPreviewRequest extends Pick<
  ExportRequest,
  'playlistId' | 'aspect' | 'captions'
> {
  /** The collection's item, from 0: its first clip (not a bumper) when absent. */
  item?: number;
}

/** A still of an item as the MP4 would show it: its crop, caption and mark. */
export interface ExportPreview {
  /** A JPEG, as a `data:` URI, 360 pixels wide at most. */
  image: string;
  item: number;
  /** The item's name. */
  name: string;
  /** The caption burned in, where it has one. */
  caption: string | null;
  aspect: ExportAspect;
}

/** One file an export made, to download. */
export interface ExportFile {
  name: string;
  url: string;
  size: number;
}

/** SPEC §3's export status item, with what the exports list needs beyond it. */
export interface ExportStatusItem {
  id: string;
  /** `render:video`, `render:edl`, `render:img-collections`… (SPEC §4 reads the type from it). */
  category: string;
  status: ExportJobStatus;
  /** 0 to 100 while it runs. */
  progress: number;
  fileName: string;
  /** Seconds of video the export covers. */
  duration: number;
  createdAt: string;
  /** When the files are deleted; null while the job has not finished. */
  expiryDate: string | null;
  /** The main file, signed; null until there is one. */
  downloadURL: string | null;
  /** Every file the export made (an EDL comes with its OpenTimelineIO timeline). */
  files: ExportFile[];
  /** Where a delivery went (S3 location, playback link, cart address); null otherwise. */
  deliveredTo: string | null;
  /** Why it failed or stopped, in words for the person; null otherwise. */
  reason: string | null;
  collection: { id: string; title: string };
  email: string;
}

/**
 * Where the custom export sends the person: a form the browser posts to the tenant's cart,
 * carrying the collection signed by the server (docs/exports.md "The cart handoff").
 */
export interface CartHandoff {
  action: string;
  fields: { payload: string; signature: string };
}

/** What starting an export answers: the export, and for a cart the handoff to post. */
export interface ExportStarted extends ExportStatusItem {
  handoff?: CartHandoff;
  /**
   * An administrator's export of a clip outside its rights window (docs/rights.md) goes ahead,
   * and says so here, in words.
   */
  rightsNotice?: string;
}

/** A page of `GET publication/{tenantId}/status`; follow `links.next` for the rest. */
export interface ExportStatusPage {
  results: ExportStatusItem[];
  links: { next: string | null };
}
