/** What seed media the server makes on first start, and at which size. */
export interface MediaProfile {
  matches: number;
  matchSeconds: number;
  bumpers: number;
  bumperSeconds: number;
  images: number;
  width: number;
  height: number;
  fps: number;
  /** HLS segment length; keyframes fall on segment boundaries. */
  segmentSeconds: number;
}

/** `npm start`: a handful of two-minute matches, bumpers and stills, ready in well under a minute. */
export const DEMO_MEDIA: MediaProfile = {
  matches: 4,
  matchSeconds: 120,
  bumpers: 3,
  bumperSeconds: 5,
  images: 8,
  width: 640,
  height: 360,
  fps: 25,
  segmentSeconds: 2,
};

/** Tests: the same kinds of media, as small and short as still means something. */
export const TEST_MEDIA: MediaProfile = {
  matches: 2,
  matchSeconds: 12,
  bumpers: 1,
  bumperSeconds: 2,
  images: 1,
  width: 320,
  height: 180,
  fps: 25,
  segmentSeconds: 2,
};

export interface MediaSpec {
  key: string;
  kind: 'match' | 'bumper' | 'image';
  /** Burned into the picture; letters, digits and spaces only (drawtext-safe). */
  caption: string;
  seconds: number;
  /** Picture hue shift in degrees, so that matches look different. */
  hue: number;
  /** Audio tone, so that waveforms differ. */
  toneHz: number;
}

const MATCH_CAPTIONS = [
  'HOME v AWAY',
  'NORTH v SOUTH',
  'REDS v BLUES',
  'CITY v COUNTY',
  'EAST v WEST',
];
const BUMPER_CAPTIONS = ['REPLAY', 'HIGHLIGHTS', 'SPONSOR BREAK', 'COMING UP'];

export function mediaCatalogue(profile: MediaProfile): MediaSpec[] {
  const specs: MediaSpec[] = [];
  for (let i = 0; i < profile.matches; i++) {
    specs.push({
      key: `match-${i + 1}`,
      kind: 'match',
      caption: MATCH_CAPTIONS[i % MATCH_CAPTIONS.length]!,
      seconds: profile.matchSeconds,
      hue: (i * 67) % 360,
      toneHz: 220 + i * 55,
    });
  }
  for (let i = 0; i < profile.bumpers; i++) {
    specs.push({
      key: `bumper-${i + 1}`,
      kind: 'bumper',
      caption: BUMPER_CAPTIONS[i % BUMPER_CAPTIONS.length]!,
      seconds: profile.bumperSeconds,
      hue: (i * 97) % 360,
      toneHz: 660 + i * 110,
    });
  }
  for (let i = 0; i < profile.images; i++) {
    specs.push({
      key: `image-${i + 1}`,
      kind: 'image',
      caption: `FRAME ${i + 1}`,
      seconds: 0,
      hue: (i * 41) % 360,
      toneHz: 0,
    });
  }
  return specs;
}
