import { setTimeout as sleep } from 'node:timers/promises';
import { SourceAddressError } from '../ingest/fetch-source';
import {
  chooseVariant,
  isHlsPlaylist,
  parseSourcePlaylist,
  sourceVariants,
  type SourcePlaylist,
} from './hls-source';

/** Reads an address whole under the address import's rules (`fetchSource`, its policy bound). */
export type FetchBytes = (
  address: string,
  maxBytes: number,
  signal: AbortSignal,
) => Promise<{ bytes: Buffer; url: URL }>;

/** A playlist is text of a few kilobytes; a segment of a few seconds, a few megabytes. */
const PLAYLIST_MAX_BYTES = 1_000_000;
const SEGMENT_MAX_BYTES = 64_000_000;
/** A source that gives nothing new for three of its segments' time (8 s at least) has stopped. */
const STALL_TARGETS = 3;
const MIN_STALL_MS = 8000;

const NOT_HLS =
  'That address is not an HLS playlist (.m3u8): give the address of a live HLS stream.';
const ENCRYPTED =
  'The stream at that address is encrypted: give the address of one without encryption.';
const ENDED =
  'The stream at that address has ended: give a live one, or add it to the library as a video with “Add from an address”.';

/**
 * A live HLS address the server pulls a match from (docs/live.md): its master playlist read
 * once for the rendition to take, then its media playlist read again every half segment, and
 * each new segment fetched, under the rules "Add from an address" has (https, public
 * addresses, redirects checked, sizes bounded). It remembers the last segment it took, so a
 * source that stalls and comes back goes on from there; a source whose numbering starts again
 * goes on from its live edge.
 */
export class HlsPuller {
  private mediaUrl: string | null = null;
  private lastSequence: number | null = null;
  /** The source's playlist was closed when last read. */
  ended = false;

  constructor(
    private readonly address: string,
    private readonly fetch: FetchBytes,
    private readonly topHeight: number,
    /** The time without a new segment that is a stall, when not the source's own (tests). */
    private readonly stallMs: number | null = null,
  ) {}

  /**
   * The bytes of each segment new since the last taken (after its initialisation segment,
   * where it has one), as they come: ends when the source has given nothing new for three
   * segments' time (`ended` says whether it had closed its playlist). A refusal of the address, or a source that cannot
   * be taken, throws `SourceAddressError` in words.
   */
  async *segments(signal: AbortSignal): AsyncGenerator<Buffer> {
    this.ended = false;
    let lastNew = Date.now();
    let sentInit: string | null = null;
    for (;;) {
      let playlist: { text: SourcePlaylist; url: URL } | null = null;
      try {
        playlist = await this.mediaPlaylist(signal);
      } catch (error) {
        if (!(error instanceof SourceAddressError) || error.permanent) throw error;
        this.mediaUrl = null;
      }
      const target = playlist?.text.targetSeconds ?? 2;
      if (playlist) {
        const { text, url } = playlist;
        if (text.encrypted) throw new SourceAddressError(ENCRYPTED);
        for (const segment of this.fresh(text)) {
          if (text.initUri) {
            const init = new URL(text.initUri, url).toString();
            if (init !== sentInit) {
              yield (await this.fetch(init, SEGMENT_MAX_BYTES, signal)).bytes;
              sentInit = init;
            }
          }
          const bytes = await this.segment(new URL(segment.uri, url).toString(), signal);
          this.lastSequence = segment.sequence;
          if (!bytes) continue;
          lastNew = Date.now();
          yield bytes;
        }
        // A closed playlist is read on until the stall's time: a source may open a new one.
        this.ended = text.ended;
      }
      const stall = this.stallMs ?? Math.max(MIN_STALL_MS, STALL_TARGETS * target * 1000);
      if (Date.now() - lastNew > stall) return;
      await sleep(Math.min(3000, Math.max(500, target * 500)), undefined, { signal });
    }
  }

  /** The segments to take: those after the last taken, or the live edge's one at first. */
  private fresh(playlist: SourcePlaylist) {
    const { segments } = playlist;
    const newest = segments.at(-1);
    if (!newest) return [];
    // First, or the source started its numbering again: from its live edge.
    if (this.lastSequence === null || newest.sequence < this.lastSequence) return [newest];
    return segments.filter((s) => s.sequence > this.lastSequence!);
  }

  /** A segment's bytes; null for one gone from the source's window before it was fetched. */
  private async segment(address: string, signal: AbortSignal): Promise<Buffer | null> {
    try {
      return (await this.fetch(address, SEGMENT_MAX_BYTES, signal)).bytes;
    } catch (error) {
      if (error instanceof SourceAddressError && /no file/.test(error.message)) return null;
      throw error;
    }
  }

  /** The media playlist as it stands (the rendition chosen from a master playlist, once). */
  async mediaPlaylist(signal: AbortSignal): Promise<{ text: SourcePlaylist; url: URL }> {
    if (this.mediaUrl === null) {
      const { bytes, url } = await this.fetch(this.address, PLAYLIST_MAX_BYTES, signal);
      const text = bytes.toString('utf8');
      if (!isHlsPlaylist(text)) throw new SourceAddressError(NOT_HLS);
      const variant = chooseVariant(sourceVariants(text), this.topHeight);
      if (!variant) {
        this.mediaUrl = url.toString();
        return { text: parseSourcePlaylist(text), url };
      }
      this.mediaUrl = new URL(variant.uri, url).toString();
    }
    const { bytes, url } = await this.fetch(this.mediaUrl, PLAYLIST_MAX_BYTES, signal);
    const text = bytes.toString('utf8');
    if (!isHlsPlaylist(text)) throw new SourceAddressError(NOT_HLS);
    return { text: parseSourcePlaylist(text), url };
  }
}

/**
 * Checks, before a match is made live from it, that an address is a live HLS stream the
 * server can take: a playlist, not encrypted, not ended, with a segment in it.
 */
export async function checkPullAddress(
  address: string,
  fetch: FetchBytes,
  topHeight: number,
): Promise<void> {
  const puller = new HlsPuller(address, fetch, topHeight);
  const signal = AbortSignal.timeout(30_000);
  const { text } = await puller.mediaPlaylist(signal);
  if (text.encrypted) throw new SourceAddressError(ENCRYPTED);
  if (text.ended) throw new SourceAddressError(ENDED);
  if (text.segments.length === 0)
    throw new SourceAddressError(
      'The stream at that address has no video yet: try again once it has begun.',
      false,
    );
}
