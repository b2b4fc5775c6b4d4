import type shakaNamespace from 'shaka-player/dist/shaka-player.hls-es2021.js';

/** The shaka namespace: the smallest build that plays HLS (MPEG-TS and fMP4) and MP4. */
export type Shaka = typeof shakaNamespace;
export type ShakaPlayer = InstanceType<Shaka['Player']>;
export type ShakaPreload = NonNullable<Awaited<ReturnType<ShakaPlayer['preload']>>>;

let loading: Promise<Shaka> | undefined;

/**
 * Loads shaka the first time a player is shown (about 180 KB gzip), so that pages without
 * a player never download it; a failed download may be retried.
 */
export function loadShaka(): Promise<Shaka> {
  loading ??= import('shaka-player/dist/shaka-player.hls-es2021.js').then(
    (module) => {
      const shaka = ((module as { default?: Shaka }).default ?? module) as Shaka;
      shaka.polyfill.installAll();
      return shaka;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}
