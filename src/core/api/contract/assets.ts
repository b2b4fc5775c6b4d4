/** Contract of the asset API (SPEC §7 "Asset API"). Paths are relative to its base URL. */

export type AssetKind = 'video' | 'bumper' | 'image';
export type AssetSortMode = 'matchDate' | 'title' | 'createdAt';

/** Where an asset's media can be fetched; URLs are signed and need no headers. */
export interface AssetMedia {
  hls?: string;
  mp4?: string;
  image?: string;
}

/** GET /v3/asset/{id} */
export interface Asset {
  id: string;
  tenantId: string;
  kind: AssetKind;
  title: string;
  /** Seconds. */
  duration: number;
  /** yyyy-MM-dd, when the asset records a dated event. */
  matchDate: string | null;
  createdAt: string;
  /** Asset metadata categories (tenant `assetCategories`) to values. */
  metadata: Record<string, string>;
  /** Released to the public: signed-out visitors of the tenant's partner pages find and play it. */
  public: boolean;
  media: AssetMedia;
}

/** PUT /v3/asset/{id}/public: release an asset to the public, or take it back. */
export interface AssetReleaseRequest {
  public: boolean;
}

/** GET /v3/asset/{id}/keyframes: MP4 gives seconds, HLS gives offsets in milliseconds (SPEC §3). */
export interface AssetKeyframes {
  assetId: string;
  format: 'MP4' | 'HLS';
  keyframes: number[];
}

/** GET /v3/asset/{id}/waveform: the sound's peaks over a range, for the clip editor. */
export interface AssetWaveform {
  assetId: string;
  /** Seconds from the asset's start. */
  from: number;
  to: number;
  /** Evenly spaced over the range, 0 (silence) to 1 (full scale); empty without sound. */
  peaks: number[];
}

/** GET /v3/asset/segment-offset?id */
export interface SegmentOffset {
  assetId: string;
  /** Presentation time of the first HLS segment, in milliseconds. */
  offset: number;
  /** Nominal HLS segment length, in milliseconds. */
  segmentDuration: number;
}

/** One metadata item of a clip's payload (SPEC §3). */
export interface PayloadItem {
  id: string;
  category: string;
  value: string;
  /** Seconds from the asset's start. */
  startTime: number;
  /** Seconds from the asset's start; 0 when the item is a point in time. */
  endTime: number;
  indexerType: string;
  additionalProperties: Record<string, string>;
  integerValue?: number;
}

/** A clip: a tagged time range of an asset (SPEC §3 "Clip / search result"). */
export interface Clip {
  id: string;
  assetId: string;
  /** Seconds from the asset's start. */
  offset: number;
  /** Seconds. */
  duration: number;
  /** Wall-clock time of the clip's start, ISO 8601. */
  startTime: string;
  endTime: string;
  payload: PayloadItem[];
}
