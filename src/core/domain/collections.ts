import { INTERSTITIAL_CATEGORY } from '../../tenants/types';

/** What a collection item is: a bumper when its payload marks it INTERSTITIAL (SPEC §3). */
export type ItemType = 'Bumper' | 'Clip';

export function itemType(payload: ReadonlyArray<{ category: string }>): ItemType {
  return payload.some((p) => p.category === INTERSTITIAL_CATEGORY) ? 'Bumper' : 'Clip';
}

/** A collection's duration: the sum of its items' durations, seconds. */
export function collectionDuration(clips: ReadonlyArray<{ duration: number }>): number {
  return clips.reduce((total, clip) => total + clip.duration, 0);
}

export function numberOfClips(clips: readonly unknown[]): number {
  return clips.length;
}
