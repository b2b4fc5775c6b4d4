import { describe, expect, it } from 'vitest';
import { CRICKET_MEDIACONVERT_EXPORT, URL_EXPORT } from '../../../src/tenants/config/exports';
import { CRICKET_ARCHIVE } from '../../../src/tenants/operations';
import type { AssetRecord } from '../../assets/repository';
import { isPermanent } from '../failures';
import type { ExportClip } from '../plan';
import type { RenderJob } from './renderer';
import { renderPlaybackLink } from './render-link';
import { renderMediaConvertJob } from './render-mediaconvert';

const still: ExportClip = {
  index: 1,
  name: 'Portrait at the gate',
  kind: 'clip',
  assetId: 'a1',
  start: 0,
  duration: 5,
  metadata: {},
  asset: {
    media: { kind: 'image', fps: 0, files: { image: 'a1/image.jpg' } },
  } as unknown as AssetRecord,
};

/** A job of one still: only what the renderers read before they refuse it. */
const jobOf = (option: RenderJob['option']) =>
  ({
    option,
    clips: [still],
    fileName: 'Stills',
    deliveries: {},
    mediaUrl: (id: string) => `https://vs.example/${id}`,
    progress: () => {},
  }) as unknown as RenderJob;

describe('exports that hold only video', () => {
  it.each([
    ['a playback link', renderPlaybackLink, URL_EXPORT],
    [
      'a MediaConvert job',
      renderMediaConvertJob,
      { ...CRICKET_MEDIACONVERT_EXPORT, destination: CRICKET_ARCHIVE },
    ],
  ] as const)(
    'refuse a still in %s, naming it, and do not try again',
    async (words, render, option) => {
      const refused = await render(jobOf(option)).catch((error: unknown) => error);
      expect(refused).toBeInstanceOf(Error);
      expect((refused as Error).message).toBe(
        `“Portrait at the gate” is a still, which ${words} cannot hold; export the collection as an MP4.`,
      );
      expect(isPermanent(refused)).toBe(true);
    },
  );
});
