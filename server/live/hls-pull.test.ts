import { describe, expect, it } from 'vitest';
import { SourceAddressError } from '../ingest/fetch-source';
import { checkPullAddress, HlsPuller, type FetchBytes } from './hls-pull';
import { chooseVariant, parseSourcePlaylist, sourceVariants } from './hls-source';

const MASTER = `#EXTM3U
#EXT-X-STREAM-INF:BANDWIDTH=6000000,RESOLUTION=1920x1080
hd/index.m3u8
#EXT-X-STREAM-INF:BANDWIDTH=3000000,RESOLUTION=1280x720
mid/index.m3u8
#EXT-X-STREAM-INF:BANDWIDTH=800000,RESOLUTION=640x360
low/index.m3u8
`;

/** A live media playlist holding segments `first`…`last`, as a source's window slides. */
const media = (first: number, last: number, extra = '') =>
  [
    '#EXTM3U',
    '#EXT-X-TARGETDURATION:1',
    `#EXT-X-MEDIA-SEQUENCE:${first}`,
    extra,
    ...Array.from({ length: last - first + 1 }, (_, i) => `#EXTINF:1.0,\nseg${first + i}.ts`),
  ]
    .filter(Boolean)
    .join('\n');

/** A source whose media playlist is each of `playlists` in turn (the last one stays). */
function source(playlists: string[], missing: string[] = []) {
  const asked: string[] = [];
  const fetch: FetchBytes = async (address) => {
    const url = new URL(address);
    asked.push(url.pathname);
    if (url.pathname === '/live/master.m3u8') return { bytes: Buffer.from(MASTER), url };
    if (url.pathname.endsWith('index.m3u8')) {
      const text = playlists.length > 1 ? playlists.shift()! : playlists[0]!;
      return { bytes: Buffer.from(text), url };
    }
    const name = url.pathname.split('/').pop()!;
    if (missing.includes(name)) throw new SourceAddressError('There is no file at that address.');
    return { bytes: Buffer.from(name), url };
  };
  return { fetch, asked };
}

async function take(puller: HlsPuller) {
  const got: string[] = [];
  for await (const bytes of puller.segments(new AbortController().signal))
    got.push(bytes.toString());
  return got;
}

describe('a pulled HLS source', () => {
  it('reads a master playlist’s renditions and a media playlist’s segments by their numbers', () => {
    expect(sourceVariants(MASTER).map((v) => [v.uri, v.height])).toEqual([
      ['hd/index.m3u8', 1080],
      ['mid/index.m3u8', 720],
      ['low/index.m3u8', 360],
    ]);
    expect(sourceVariants(media(4, 5))).toEqual([]);
    const parsed = parseSourcePlaylist(
      `${media(4, 5, '#EXT-X-MAP:URI="init.mp4"\n#EXT-X-KEY:METHOD=NONE')}\n#EXT-X-ENDLIST`,
    );
    expect(parsed).toMatchObject({ targetSeconds: 1, initUri: 'init.mp4', encrypted: false });
    expect(parsed.ended).toBe(true);
    expect(parsed.segments).toEqual([
      { sequence: 4, uri: 'seg4.ts', duration: 1 },
      { sequence: 5, uri: 'seg5.ts', duration: 1 },
    ]);
    expect(parseSourcePlaylist(media(1, 1, '#EXT-X-KEY:METHOD=AES-128,URI="k"')).encrypted).toBe(
      true,
    );
  });

  it('pulls the lightest rendition as tall as the ladder’s top, else the tallest', () => {
    const variants = sourceVariants(MASTER);
    expect(chooseVariant(variants, 720)?.uri).toBe('mid/index.m3u8');
    expect(chooseVariant(variants.slice(2), 720)?.uri).toBe('low/index.m3u8');
    expect(
      chooseVariant(
        [
          { uri: 'a', bandwidth: 1, height: null },
          { uri: 'b', bandwidth: 2, height: null },
        ],
        720,
      )?.uri,
    ).toBe('b');
  });

  it('starts at the live edge, takes each new segment once, skips one gone, and stops when nothing comes', async () => {
    const { fetch, asked } = source([media(1, 3), media(2, 5), media(3, 6)], ['seg5.ts']);
    const puller = new HlsPuller('http://source.test/live/master.m3u8', fetch, 720, 300);
    expect(await take(puller)).toEqual(['seg3.ts', 'seg4.ts', 'seg6.ts']);
    expect(asked).toContain('/live/mid/index.m3u8');
    expect(puller.ended).toBe(false);
  });

  it('goes on after a stall from the segment after the last taken, and from the edge when the numbering starts again', async () => {
    const playlists = [media(1, 2)];
    const { fetch } = source(playlists);
    const puller = new HlsPuller('http://source.test/live/index.m3u8', fetch, 720, 200);
    expect(await take(puller)).toEqual(['seg2.ts']);
    playlists.splice(0, 1, media(1, 4));
    expect(await take(puller)).toEqual(['seg3.ts', 'seg4.ts']);
    playlists.splice(0, 1, `${media(0, 1)}\n#EXT-X-ENDLIST`);
    expect(await take(puller)).toEqual(['seg1.ts']);
    expect(puller.ended).toBe(true);
  });

  it('sends an fMP4 stream’s initialisation segment before its first segment', async () => {
    const { fetch } = source([media(7, 8, '#EXT-X-MAP:URI="init.mp4"')]);
    const puller = new HlsPuller('http://source.test/live/index.m3u8', fetch, 720, 100);
    expect(await take(puller)).toEqual(['init.mp4', 'seg8.ts']);
  });

  it('refuses in words what cannot be pulled: not a playlist, encrypted, ended, empty', async () => {
    const refusal = (text: string) =>
      checkPullAddress(
        'http://source.test/x.m3u8',
        async (address) => ({ bytes: Buffer.from(text), url: new URL(address) }),
        720,
      ).then(
        () => null,
        (error: SourceAddressError) => error.message,
      );
    expect(await refusal('<html>')).toMatch(/not an HLS playlist/);
    expect(await refusal(media(1, 2, '#EXT-X-KEY:METHOD=AES-128,URI="k"'))).toMatch(/encrypted/);
    expect(await refusal(`${media(1, 2)}\n#EXT-X-ENDLIST`)).toMatch(/has ended/);
    expect(await refusal('#EXTM3U\n#EXT-X-TARGETDURATION:2')).toMatch(/no video yet/);
    expect(await refusal(media(1, 2))).toBeNull();
  });
});
