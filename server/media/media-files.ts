import { randomUUID } from 'node:crypto';
import { access, mkdir, rm, stat, writeFile } from 'node:fs/promises';
import { LRUCache } from 'lru-cache';
import path from 'node:path';
import type { Queryable } from '../db/database';
import { mediaCatalogue, type MediaProfile, type MediaSpec } from './catalogue';
import { mediaKeys, saveMediaRecord } from './repository';

/** For other features (an ingest's renditions): records a media key's files, kind and length. */
export { saveMediaRecord };
import { QUIET, type Ffmpeg } from './ffmpeg';
import { generateMedia, type MediaRecord, type TextStyle } from './generate';
import type { MediaStorage } from './storage';

const FONT_CANDIDATES = [
  '/usr/share/fonts/truetype/dejavu/DejaVuSansMono.ttf',
  '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf',
  '/usr/share/fonts/truetype/liberation/LiberationMono-Regular.ttf',
  '/usr/share/fonts/TTF/DejaVuSansMono.ttf',
];

/** A font for burned-in captions: FONT_FILE, else a common system font, else none. */
export async function findFont(env = process.env): Promise<string | null> {
  for (const file of [env.FONT_FILE, ...FONT_CANDIDATES]) {
    if (!file) continue;
    try {
      await access(file);
      return file;
    } catch {
      // try the next one
    }
  }
  return null;
}

export interface StoredMedia {
  key: string;
  kind: 'video' | 'image';
  duration: number;
  files: MediaRecord['files'];
}

export type Progress = (message: string) => void;

/** Samples a second the waveform is read at: plenty for peaks a few pixels apart. */
const WAVEFORM_SAMPLE_RATE = 2000;

/**
 * The platform's media files (never "the library", which is the tenant's own videos page and
 * `<vs-library>`): where they are stored, the seed media made on first start, and thumbnails
 * and waveforms cut from them.
 */
export class MediaFiles {
  private readonly inFlight = new Map<string, Promise<string>>();
  /** Thumbnails known to be in storage, so that a repeat costs no look-up. */
  private readonly thumbnails = new LRUCache<string, true>({ max: 20_000 });

  constructor(
    readonly storage: MediaStorage,
    readonly ffmpeg: Ffmpeg,
    private readonly cacheDir: string,
    private readonly style: TextStyle,
  ) {}

  /**
   * Makes whatever seed media is missing and records it; returns how many were made. Media
   * already in storage (its manifest and main file present) is recorded without ffmpeg, so
   * a new database over existing media starts at once.
   */
  async ensureSeedMedia(db: Queryable, profile: MediaProfile, progress: Progress): Promise<number> {
    const known = new Set(await mediaKeys(db));
    const missing: MediaSpec[] = [];
    for (const spec of mediaCatalogue(profile)) {
      const record = await this.storedRecord(spec.key);
      if (record && known.has(spec.key)) continue;
      if (record) await saveMediaRecord(db, record);
      else missing.push(spec);
    }
    if (missing.length === 0) return 0;
    const scratch = path.join(this.cacheDir, 'scratch');
    let done = 0;
    const queue = [...missing];
    const worker = async () => {
      for (let spec = queue.shift(); spec; spec = queue.shift()) {
        const record = await generateMedia(
          spec,
          profile,
          this.ffmpeg,
          this.storage,
          scratch,
          this.style,
        );
        await this.writeManifest(record, scratch);
        await saveMediaRecord(db, record);
        done += 1;
        progress(`media ${done}/${missing.length}: ${spec.key}`);
      }
    };
    await Promise.all([worker(), worker()]);
    return missing.length;
  }

  /** The record of media already in storage, if its manifest and main file are there. */
  private async storedRecord(key: string): Promise<MediaRecord | null> {
    const manifest = `${key}/manifest.json`;
    if (!(await this.storage.stat(manifest))) return null;
    const chunks: Buffer[] = [];
    for await (const chunk of this.storage.read(manifest))
      chunks.push(Buffer.from(chunk as Buffer));
    try {
      const record = JSON.parse(Buffer.concat(chunks).toString('utf8')) as MediaRecord;
      const main = record.files.mp4 ?? record.files.image;
      return main && (await this.storage.stat(main)) ? record : null;
    } catch {
      return null;
    }
  }

  /** Written last: a manifest means every file of the item is in storage. */
  private async writeManifest(record: MediaRecord, scratch: string): Promise<void> {
    await mkdir(scratch, { recursive: true });
    const temp = path.join(scratch, `${record.key}-${process.pid}-${Date.now()}.json`);
    await writeFile(temp, JSON.stringify(record, null, 2));
    await this.storage.put(`${record.key}/manifest.json`, temp);
  }

  /**
   * The storage key of a JPEG of the media at a time, `width` x `height`, letterboxed. Cut once
   * with ffmpeg and kept in storage under `thumbs/`, where every process finds it; requests for
   * the same frame at once share one cut.
   */
  async thumbnail(
    media: StoredMedia,
    atSeconds: number,
    width: number,
    height: number,
  ): Promise<string> {
    const source = media.files.mp4 ?? media.files.image;
    if (!source) throw new Error(`media ${media.key} has no picture`);
    const last = Math.max(0, media.duration - 0.1);
    const at = media.kind === 'image' ? 0 : Math.min(Math.max(0, atSeconds), last);
    const ms = Math.round(at * 25) * 40; // one frame at 25 fps: nearby requests share a file
    const key = `thumbs/${media.key}/${ms}_${width}x${height}.jpg`;
    if (this.thumbnails.has(key)) return key;
    let pending = this.inFlight.get(key);
    if (!pending) {
      pending = (async () => {
        if (!(await this.storage.stat(key)))
          await this.cut(source, media.kind === 'image' ? null : ms / 1000, width, height, key);
        this.thumbnails.set(key, true);
        return key;
      })().finally(() => this.inFlight.delete(key));
      this.inFlight.set(key, pending);
    }
    return pending;
  }

  /**
   * The loudness of a range of the media's sound as `points` peaks from 0 to 1, for the clip
   * editor's waveform; none when the media has no sound.
   */
  async waveform(media: StoredMedia, from: number, to: number, points: number): Promise<number[]> {
    const source = media.files.mp4;
    if (!source || media.kind === 'image') return [];
    const start = Math.max(0, Math.min(from, media.duration));
    const end = Math.max(start, Math.min(to, media.duration));
    if (end - start <= 0) return [];
    const input = await this.storage.locate(source);
    let pcm: Buffer;
    try {
      // prettier-ignore
      ({ stdout: pcm } = await this.ffmpeg.run(
        ['-loglevel', 'error', '-ss', start.toFixed(3), '-t', (end - start).toFixed(3), '-i', input,
          '-vn', '-ac', '1', '-ar', String(WAVEFORM_SAMPLE_RATE), '-f', 's16le', 'pipe:1'],
        60_000,
      ));
    } catch {
      return [];
    }
    const samples = Math.floor(pcm.length / 2);
    if (!samples) return [];
    const peaks = Array.from({ length: points }, () => 0);
    for (let i = 0; i < samples; i++) {
      const bucket = Math.min(points - 1, Math.floor((i / samples) * points));
      const level = Math.abs(pcm.readInt16LE(i * 2)) / 32768;
      if (level > peaks[bucket]!) peaks[bucket] = level;
    }
    return peaks.map((p) => Math.round(p * 1000) / 1000);
  }

  /** `at` null for a still: ffmpeg drops a still's only frame when asked to seek, even to 0. */
  private async cut(
    source: string,
    at: number | null,
    width: number,
    height: number,
    key: string,
  ): Promise<void> {
    const dir = path.join(this.cacheDir, 'thumbs');
    await mkdir(dir, { recursive: true });
    const temp = path.join(dir, `${randomUUID()}.jpg`);
    const input = await this.storage.locate(source);
    const seek = at === null ? [] : ['-ss', at.toFixed(3)];
    const fit = `scale=${width}:${height}:force_original_aspect_ratio=decrease`;
    const pad = `pad=${width}:${height}:(ow-iw)/2:(oh-ih)/2`;
    try {
      // prettier-ignore
      await this.ffmpeg.run(
        [...QUIET, ...seek, '-i', input, '-frames:v', '1', '-vf', `${fit},${pad}`, '-q:v', '4', temp],
        30_000,
      );
    } catch (error) {
      await rm(temp, { force: true });
      throw error;
    }
    // ffmpeg can exit 0 having written nothing (no frame at that time): say so plainly.
    if (
      !(await stat(temp).then(
        (info) => info.size > 0,
        () => false,
      ))
    ) {
      await rm(temp, { force: true });
      throw new Error(`ffmpeg made no thumbnail of ${source} at ${at ?? 'still'}`);
    }
    await this.storage.put(key, temp);
  }
}
