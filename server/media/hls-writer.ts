import { randomUUID } from 'node:crypto';
import { copyFile, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { hlsSegments } from './hls-playlist';
import type { MediaStorage } from './storage';

/** What has reached storage so far. */
export interface Written {
  /** Every rendition's playlist and the master are in storage: the media plays. */
  playable: boolean;
  /** Segments of the top rendition in storage. */
  segments: number;
  /** Every playlist is closed (`EXT-X-ENDLIST`): nothing more will come. */
  ended: boolean;
}

/**
 * Copies HLS that ffmpeg is still writing (a master `index.m3u8` and a folder of segments
 * per rendition) into storage as it grows: each rendition's new whole segments first, then
 * its playlist, then the master, so that nothing in storage ever names a file that is not
 * there yet. The same for a file being transcoded as for a live match. Local files stay,
 * for whatever is made of them afterwards.
 */
export class HlsPlaylistWriter {
  private readonly sent = new Set<string>();
  private readonly playlists = new Map<string, string>();
  private masterSent = false;

  constructor(
    private readonly storage: MediaStorage,
    /** ffmpeg's output folder. */
    private readonly localDir: string,
    /** The storage key of the folder it goes to (`uploads/<asset>/hls`). */
    private readonly keyPrefix: string,
    /** The rendition folders, top first. */
    private readonly renditions: readonly string[],
  ) {}

  /** Segments already in storage (another process wrote them): they are not copied again. */
  markStored(rendition: string, uris: readonly string[]): void {
    for (const uri of uris) this.sent.add(`${rendition}/${uri}`);
  }

  async write(): Promise<Written> {
    let segments = 0;
    let ended = true;
    for (const [i, name] of this.renditions.entries()) {
      const text = await readFile(path.join(this.localDir, name, 'index.m3u8'), 'utf8').catch(
        () => null,
      );
      if (text === null) {
        ended = false;
        continue;
      }
      const named = hlsSegments(text);
      for (const segment of named) await this.send(`${name}/${segment.uri}`);
      if (this.playlists.get(name) !== text) {
        await this.putText(`${name}/index.m3u8`, text);
        this.playlists.set(name, text);
      }
      if (i === 0) segments = named.length;
      if (!text.includes('#EXT-X-ENDLIST')) ended = false;
    }
    const everyRendition = this.renditions.every((name) => this.playlists.has(name));
    if (everyRendition && !this.masterSent) {
      const master = await readFile(path.join(this.localDir, 'index.m3u8'), 'utf8').catch(
        () => null,
      );
      if (master) {
        await this.putText('index.m3u8', master);
        this.masterSent = true;
      }
    }
    return { playable: this.masterSent, segments, ended: ended && this.masterSent };
  }

  /** Copies a whole local file into storage once. */
  private async send(relative: string): Promise<void> {
    if (this.sent.has(relative)) return;
    const copy = path.join(this.localDir, `.write-${randomUUID()}`);
    await copyFile(path.join(this.localDir, relative), copy);
    await this.storage.put(`${this.keyPrefix}/${relative}`, copy);
    this.sent.add(relative);
  }

  private async putText(relative: string, text: string): Promise<void> {
    const temp = path.join(this.localDir, `.write-${randomUUID()}`);
    await writeFile(temp, text);
    await this.storage.put(`${this.keyPrefix}/${relative}`, temp);
  }
}
