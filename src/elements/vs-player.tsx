import { useCallback } from 'react';
import { platform } from '../core/platform';
import { PlayerView, type PlayerTimeUpdate } from '../ui/player';
import { defineElement } from './define';
import { emit } from './events';

interface PlayerAttributes {
  assetId?: string;
  start?: string;
  end?: string;
  collectionId?: string;
  autoplay?: boolean;
  muted?: boolean;
}

/**
 * `<vs-player>`: plays an asset, a range of it, or a whole collection with its bumpers, in
 * the tenant's format (HLS or MP4) with the tenant's watermark. Its controls work by mouse
 * and keyboard (Space or K play and pause, arrows seek 5 s and change the volume, Home and
 * End, M mutes, F full screen) and in full screen. The video engine loads with the first
 * player shown.
 * @element vs-player
 * @attr {string} asset-id - the asset to play
 * @attr {string} start - where to start in the asset, seconds or h:m:s (0 by default)
 * @attr {string} end - where to stop in the asset, seconds or h:m:s (its end by default)
 * @attr {string} collection-id - a collection to play in order instead of an asset
 * @attr {boolean} autoplay - start playing once loaded (browsers allow sound only after a gesture: add muted)
 * @attr {boolean} muted - start without sound
 * @attr {string} tenant - a tenant key or id, if this element is the first to choose the page's tenant
 * @fires {CustomEvent<VsEventMap['vs-time-update']>} vs-time-update - `{ currentTime, duration, index, assetId, assetTime }` as it plays and after each seek
 * @fires {CustomEvent<VsEventMap['vs-playback-end']>} vs-playback-end - `{ duration }` when the last item has played to its end
 */
function VsPlayer({ host, ...attributes }: PlayerAttributes & { host: HTMLElement }) {
  const onTimeUpdate = useCallback(
    (update: PlayerTimeUpdate) => emit(host, 'vs-time-update', update),
    [host],
  );
  const onEnded = useCallback(
    (detail: { duration: number }) => emit(host, 'vs-playback-end', detail),
    [host],
  );
  return (
    <PlayerView
      {...attributes}
      autoplay={!!attributes.autoplay}
      muted={!!attributes.muted}
      onTimeUpdate={onTimeUpdate}
      onEnded={onEnded}
    />
  );
}

export const VsPlayerElement = defineElement<PlayerAttributes>('vs-player', VsPlayer, {
  assetId: 'string',
  start: 'string',
  end: 'string',
  collectionId: 'string',
  autoplay: 'boolean',
  muted: 'boolean',
});
void platform().restored;
