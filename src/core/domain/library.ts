import {
  ACCEPTED_CONTAINERS,
  ACCEPTED_EXTENSIONS,
  type Asset,
  type IngestStage,
  type LiveHealth,
  type LiveState,
} from '../api/contract';
import type { FamilyConfig } from '../../tenants';

/** How an asset stands in the library, in words and figures for its row. */
export interface AssetState {
  /** "Uploading 42%", "Processing 30%", "Ready"... */
  label: string;
  /** 0–100 while uploading or processing. */
  percent: number | null;
  /** What processing is doing now, or why it failed, in words. */
  detail: string | null;
  /** It can be watched (ready, or its first segments are in while it is processed). */
  playable: boolean;
  canCancel: boolean;
  canRetry: boolean;
}

const STAGE_WORDS: Record<IngestStage, string> = {
  fetching: 'Fetching the file',
  checking: 'Checking the file',
  probing: 'Reading the video',
  transcoding: 'Making the renditions',
  finishing: 'Finishing',
};

/**
 * An asset's status as its row shows it (docs/ingest.md). `sentPercent`: how much of its file
 * this page has sent, when it is sending it: an upload's row and its panel then say the same.
 */
export function assetState(asset: Asset, sentPercent?: number): AssetState {
  const ingest = asset.ingest;
  const own = ingest ? Math.max(0, Math.min(100, Math.round(ingest.percent))) : null;
  const percent =
    asset.status === 'uploading' && sentPercent !== undefined
      ? Math.max(own ?? 0, Math.min(100, Math.floor(sentPercent)))
      : own;
  switch (asset.status) {
    case 'uploading':
      return {
        label: `Uploading ${percent ?? 0}%`,
        percent: percent ?? 0,
        detail: null,
        playable: false,
        canCancel: true,
        canRetry: false,
      };
    case 'queued':
      return {
        label: 'Waiting to be processed',
        percent: null,
        detail: null,
        playable: false,
        canCancel: true,
        canRetry: false,
      };
    case 'processing':
      return {
        label: `Processing ${percent ?? 0}%`,
        percent: percent ?? 0,
        detail: ingest?.stage ? STAGE_WORDS[ingest.stage] : null,
        playable: !!ingest?.playable,
        canCancel: true,
        canRetry: false,
      };
    case 'failed':
      return {
        label: 'Failed',
        percent: null,
        detail: asset.live
          ? 'The match ended before any picture came.'
          : (ingest?.reason ?? 'It could not be processed.'),
        playable: false,
        canCancel: false,
        // A live match's picture came only once: there is nothing to process again.
        canRetry: !asset.live && !ingest?.duplicateOf && ingest?.retryable !== false,
      };
    case 'cancelled':
      return {
        label: 'Cancelled',
        percent: null,
        detail: null,
        playable: false,
        canCancel: false,
        // An upload cancelled before its whole file came has nothing to process.
        canRetry: !!ingest && (ingest.received >= ingest.fileSize || !!ingest.sourceUrl),
      };
    case 'live':
      return liveState(asset);
    default:
      return {
        label: 'Ready',
        percent: null,
        detail: null,
        playable: true,
        canCancel: false,
        canRetry: false,
      };
  }
}

const LIVE_WORDS: Record<LiveState, string> = {
  waiting: 'Waiting for the signal',
  live: 'Live',
  reconnecting: 'Reconnecting',
  ended: 'Ended',
};

/** "5 minutes", "90 seconds": a live match's grace in words. */
const graceInWords = (seconds: number) =>
  seconds % 60 === 0
    ? `${seconds / 60} ${seconds === 60 ? 'minute' : 'minutes'}`
    : `${seconds} seconds`;

/** A live match's row: how its stream stands; it plays from its first segment on. */
function liveState(asset: Asset): AssetState {
  const live = asset.live;
  const grace =
    live?.state === 'reconnecting'
      ? `It ends by itself if ${live.protocol === 'hls' ? 'no new video comes' : 'the encoder is not back'} within ${graceInWords(live.graceSeconds)}.`
      : null;
  const detail = [live?.reason, grace].filter(Boolean).join(' ');
  return {
    label: live ? LIVE_WORDS[live.state] : 'Live',
    percent: null,
    detail: detail || null,
    playable: !!live?.startedAt,
    canCancel: false,
    canRetry: false,
  };
}

const wholeNumber = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 0 });

/**
 * What the server hears of a live stream, a phrase each, for its row: the input ("h264,
 * 1280×720, 25 fps, 3,200 kb/s"), how far behind real time it is, the newest segment's age,
 * and the frames dropped. Only what is known.
 */
export function liveHealthInWords(health: LiveHealth): string[] {
  const input = [
    health.codec,
    health.width && health.height ? `${health.width}×${health.height}` : null,
    health.fps ? `${wholeNumber.format(health.fps)} fps` : null,
    health.kbps ? `${wholeNumber.format(health.kbps)} kb/s` : null,
  ].filter(Boolean);
  const seconds = (value: number) => `${Math.round(value)} s`;
  return [
    input.length > 0 ? input.join(', ') : null,
    health.behindSeconds !== undefined ? `${seconds(health.behindSeconds)} behind real time` : null,
    health.lastSegmentAge !== undefined
      ? `newest segment ${seconds(health.lastSegmentAge)} ago`
      : null,
    health.droppedFrames !== undefined
      ? health.droppedFrames === 0
        ? 'no frames dropped'
        : `${wholeNumber.format(health.droppedFrames)} ${health.droppedFrames === 1 ? 'frame' : 'frames'} dropped`
      : null,
  ].filter((phrase): phrase is string => phrase !== null);
}

/** What an encoder is given to push a live match over RTMP: the server with the stream key. */
export const rtmpEncoderAddress = (ingestUrl: string, streamKey: string): string =>
  `${ingestUrl}/${encodeURIComponent(streamKey)}`;

/**
 * What an encoder is given to connect to a live match over SRT: the match's address with its
 * passphrase and key length (AES-128), as OBS, vMix and ffmpeg take it.
 */
export const srtEncoderAddress = (ingestUrl: string, passphrase: string): string =>
  `${ingestUrl}?passphrase=${encodeURIComponent(passphrase)}&pbkeylen=16`;

/** Whether the list must be read again soon: something in it is on its way. */
export const anyInProgress = (assets: readonly Asset[]): boolean =>
  assets.some(
    (a) =>
      a.status === 'uploading' ||
      a.status === 'queued' ||
      a.status === 'processing' ||
      a.status === 'live',
  );

/** The file picker's `accept`: the endings the library takes, and video of any kind. */
export const FILE_PICKER_ACCEPT = ['video/*', ...ACCEPTED_EXTENSIONS].join(',');

/** Why a file cannot be sent, before anything is sent; null when it can. */
export function fileRefusal(
  file: { name: string; size: number },
  maxBytes?: number,
): string | null {
  const dot = file.name.lastIndexOf('.');
  const ending = dot >= 0 ? file.name.slice(dot).toLowerCase() : '';
  if (!ACCEPTED_EXTENSIONS.includes(ending))
    return `${file.name} is not a kind of video the library takes. Send ${ACCEPTED_CONTAINERS}.`;
  if (file.size === 0) return `${file.name} is empty.`;
  if (maxBytes !== undefined && file.size > maxBytes)
    return `${file.name} is ${bytesInWords(file.size)}; the library takes files up to ${bytesInWords(maxBytes)}.`;
  return null;
}

/** Why the upload service refused a file, from its error code, in words. */
export function uploadRefusalInWords(fileName: string, code: string | null): string {
  switch (code) {
    case 'unsupported_media_type':
      return `${fileName} is not a kind of video the library takes. Send ${ACCEPTED_CONTAINERS}.`;
    case 'empty_file':
      return `${fileName} is empty.`;
    case 'too_large':
      return `${fileName} is larger than your library takes. Shorten or compress it, or ask an administrator.`;
    case 'upload_cancelled':
      return `The upload of ${fileName} was cancelled.`;
    case 'rate_limited':
    case 'too_many':
      return `${fileName} waits: your organisation has many uploads on their way. Try it again in a minute.`;
    case 'insufficient_storage':
      return `${fileName} waits: the server has no room for it now. Try again later.`;
    case 'role_forbidden':
    case 'forbidden':
      return 'Your role does not allow adding videos to the library.';
    case 'unauthorized':
      return 'Your session has ended. Sign in again, then choose the file again.';
    default:
      return `${fileName} could not be uploaded. Check your connection, then choose it again: it carries on where it stopped.`;
  }
}

/** Why the library would not fetch an address, from its error code, in words. */
export function importRefusalInWords(code: string | null, folders: readonly string[] = []): string {
  switch (code) {
    case 'unsafe_address':
      return 'That address cannot be fetched: use an https address on the internet that anyone can open.';
    case 'validation':
      return 'That is not an address the library can fetch: give a whole https:// address.';
    case 'unknown_bucket':
      return folders.length > 0
        ? `The library adds only from your organisation’s folders: ${folders.join(' or ')}, one file at a time.`
        : 'Your organisation has no bucket the library adds from: give an https address.';
    case 'unreadable_source':
      return 'The library could not read that file: check its address, and that it is still in the bucket.';
    case 'unavailable':
      return 'This server cannot read buckets yet: ask your administrator, or give an https address.';
    case 'too_large':
      return 'That file is larger than your library takes.';
    case 'rate_limited':
      return 'Your organisation started many videos in the last minute: try again in a minute.';
    case 'empty_file':
      return 'That file is empty.';
    case 'role_forbidden':
    case 'forbidden':
      return 'Your role does not allow adding videos to the library.';
    default:
      return '';
  }
}

/**
 * Why an address cannot be fetched, before it is sent; null when it may be. An https address,
 * or `s3://bucket/key` in one of the tenant's folders (`s3://bucket/folder/`).
 */
export function importAddressProblem(text: string, folders: readonly string[] = []): string | null {
  const value = text.trim();
  if (!value) return 'Enter the address of the video.';
  if (/^s3:\/\//i.test(value)) {
    if (folders.length === 0)
      return 'Your organisation has no bucket the library adds from: give an https address.';
    const inFolder = folders.some((folder) => value.startsWith(folder));
    if (!inFolder || value.endsWith('/')) return `Give one file in ${folders.join(' or ')}.`;
    return null;
  }
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return 'That is not a whole address: it starts with https://.';
  }
  if (url.protocol !== 'https:')
    return folders.length > 0
      ? 'Give an https address, or one in your organisation’s bucket (s3://).'
      : 'Only https addresses can be fetched.';
  return null;
}

/**
 * A size as people read it: 512 KB, 3.4 MB, 20 GB. In units of 1024, as the library's limits
 * are set (20 GB is 20 × 1024³ bytes), so a limit reads back as it was given.
 */
export function bytesInWords(bytes: number): string {
  const units = ['bytes', 'KB', 'MB', 'GB', 'TB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const shown = unit === 0 || value >= 10 ? Math.round(value) : Math.round(value * 10) / 10;
  return `${shown} ${units[unit]}`;
}

/** The largest file the tenant's library takes, bytes (its `library.maxUploadGB`). */
export const maxUploadBytes = (config: FamilyConfig): number =>
  config.library.maxUploadGB * 1024 ** 3;
