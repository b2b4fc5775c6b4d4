import { tokens } from '@fluentui/react-theme';
import { makeStyles } from '@griffel/react';
import { useCallback } from 'react';
import type { PublicTile } from '../core/api/contract';
import { PlacementView } from '../ui/placement';
import type { PropsOf } from './contract';
import { defineElement } from './define';
import { emit } from './events';
import { vsPlacementContract } from './vs-placement.contract';

type PlacementAttributes = PropsOf<typeof vsPlacementContract>;

const useStyles = makeStyles({ error: { margin: 0, color: tokens.colorPaletteRedForeground1 } });

/** `<vs-placement>`: the feature behind the element; its contract is in vs-placement.contract.ts. */
function VsPlacement({ location, host }: PlacementAttributes & { host: HTMLElement }) {
  const styles = useStyles();
  const onPlay = useCallback(
    (tile: PublicTile) => emit(host, 'vs-placement-play', { tile }),
    [host],
  );
  const named = location?.trim();
  if (!named)
    return (
      <p role="alert" className={styles.error}>
        Nothing to show: give the placement a location, for example location="cricket".
      </p>
    );
  return <PlacementView location={named} onPlay={onPlay} />;
}

export const VsPlacementElement = defineElement(vsPlacementContract, VsPlacement);
