import { useCallback } from 'react';
import { PlayerView, type PlayerTimeUpdate } from '../ui/player';
import type { PropsOf } from './contract';
import { defineElement } from './define';
import { vsPlayerContract } from './vs-player.contract';
import { emit } from './events';

type PlayerAttributes = PropsOf<typeof vsPlayerContract>;

/** `<vs-player>`: the feature behind the element; its contract is in vs-player.contract.ts. */
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

export const VsPlayerElement = defineElement(vsPlayerContract, VsPlayer);
