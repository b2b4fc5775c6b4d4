import { readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** The playlist ffmpeg writes per rendition: only its newest segments (a sliding list). */
export const WINDOW_PLAYLIST = 'window.m3u8';
/**
 * Segments in ffmpeg's sliding list: how far behind the keeper may fall before a segment leaves
 * it unread (thirty seconds at 2 s segments, read every second).
 */
export const WINDOW_SEGMENTS = 15;
/** The whole match's playlist per rendition: what storage and players have. */
export const EVENT_PLAYLIST = 'index.m3u8';

/** A segment as a playlist names it: its URI and the tags written before it. */
export interface PlaylistEntry {
  uri: string;
  tags: string[];
  duration: number;
}

/** Tags that belong to the segment after them (the rest of a window's are its header's). */
const SEGMENT_TAG = /^#(EXTINF:|EXT-X-PROGRAM-DATE-TIME:|EXT-X-DISCONTINUITY$)/;

/** The segments of a media playlist, each with its own tags, in order. */
export function playlistEntries(text: string): PlaylistEntry[] {
  const entries: PlaylistEntry[] = [];
  let tags: string[] = [];
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (!line) continue;
    if (line.startsWith('#')) {
      if (SEGMENT_TAG.test(line)) tags.push(line);
      continue;
    }
    const extinf = tags.find((tag) => tag.startsWith('#EXTINF:'));
    entries.push({
      uri: line,
      tags,
      duration: Number(/^#EXTINF:([\d.]+)/.exec(extinf ?? '')?.[1] ?? 0),
    });
    tags = [];
  }
  return entries;
}

/** An EVENT playlist of these segments: dated, seekable from the first, closed at the end. */
export function eventPlaylistText(entries: readonly PlaylistEntry[], ended: boolean): string {
  const target = Math.max(1, ...entries.map((e) => Math.round(e.duration)));
  const lines = [
    '#EXTM3U',
    '#EXT-X-VERSION:6',
    `#EXT-X-TARGETDURATION:${target}`,
    '#EXT-X-MEDIA-SEQUENCE:0',
    '#EXT-X-PLAYLIST-TYPE:EVENT',
    '#EXT-X-INDEPENDENT-SEGMENTS',
    ...entries.flatMap((e) => [...e.tags, e.uri]),
    ...(ended ? ['#EXT-X-ENDLIST'] : []),
  ];
  return `${lines.join('\n')}\n`;
}

/**
 * Keeps one rendition's whole-match playlist from ffmpeg's sliding list. ffmpeg's HLS muxer
 * holds every segment of an EVENT playlist in memory for the stream's life (about 0.4 MB a
 * minute a rendition, docs/performance.md), so it writes only its newest segments and this
 * appends each new one to the match's playlist. A connection after the first (the encoder
 * back, a process taking the stream over) starts its numbering after the last segment kept,
 * behind a discontinuity.
 */
export class EventPlaylist {
  private entries: PlaylistEntry[] | null = null;
  private readonly kept = new Set<string>();
  private discontinuity = false;
  private ended = false;
  /** Saves one after another, each of the playlist as it then stands. */
  private saving: Promise<void> = Promise.resolve();

  constructor(
    /** The rendition's folder. */
    private readonly dir: string,
  ) {}

  /**
   * A new connection's transcode is about to write: the sliding list of the last is put away
   * (its segments were kept, or are written anew), and the number its first segment takes.
   */
  async startRun(): Promise<number> {
    const entries = await this.load();
    await rm(path.join(this.dir, WINDOW_PLAYLIST), { force: true });
    this.discontinuity = entries.length > 0;
    return entries.length;
  }

  /** Appends the sliding list's new segments; resolves to how many it added. */
  async drain(): Promise<number> {
    const entries = await this.load();
    if (this.ended) return 0;
    const window = await readFile(path.join(this.dir, WINDOW_PLAYLIST), 'utf8').catch(() => '');
    const added = playlistEntries(window).filter((e) => !this.kept.has(e.uri));
    if (added.length === 0) return 0;
    for (const entry of added) {
      const tags = entry.tags.filter((tag) => tag !== '#EXT-X-DISCONTINUITY');
      if (this.discontinuity) tags.unshift('#EXT-X-DISCONTINUITY');
      this.discontinuity = false;
      entries.push({ ...entry, tags });
      this.kept.add(entry.uri);
    }
    await this.save();
    return added.length;
  }

  /** The last segments in, the playlist is closed (`EXT-X-ENDLIST`): the match is over. */
  async close(): Promise<void> {
    await this.drain();
    if (this.ended) return;
    this.ended = true;
    await this.save();
  }

  /** The playlist as this process or storage left it (restored before the first connection). */
  private async load(): Promise<PlaylistEntry[]> {
    if (this.entries) return this.entries;
    const text = await readFile(path.join(this.dir, EVENT_PLAYLIST), 'utf8').catch(() => '');
    this.entries = playlistEntries(text);
    this.ended = /^#EXT-X-ENDLIST/m.test(text);
    for (const entry of this.entries) this.kept.add(entry.uri);
    return this.entries;
  }

  /** Written whole and renamed into place: a reader never sees half of it. */
  private save(): Promise<void> {
    const file = path.join(this.dir, EVENT_PLAYLIST);
    this.saving = this.saving.then(async () => {
      await writeFile(`${file}.tmp`, eventPlaylistText(this.entries ?? [], this.ended));
      await rename(`${file}.tmp`, file);
    });
    return this.saving;
  }
}
