import { tokens } from '@fluentui/react-theme';
import { makeStyles } from '@griffel/react';
import { useMemo } from 'react';
import { playerItemLabel } from '../../core/domain/collections';
import { playableItems, requestedRange } from '../../core/domain/playback';
import { useCollection, useTenant } from '../common';
import { loadProblem } from '../common/loadProblem';
import { VisitorGate } from '../common/VisitorGate';
import { Player, type PlayerProps } from './Player';

export interface PlayerViewProps extends Pick<
  PlayerProps,
  'autoplay' | 'muted' | 'onTimeUpdate' | 'onEnded'
> {
  assetId?: string;
  /** Seconds or h:m:s into the asset. */
  start?: string;
  end?: string;
  collectionId?: string;
}

const useStyles = makeStyles({
  message: { margin: 0, color: tokens.colorNeutralForeground1 },
  error: { margin: 0, color: tokens.colorPaletteRedForeground1 },
});

/**
 * `<vs-player>`'s feature: plays an asset (or a range of it) or a whole collection, for a
 * signed-in person or a visitor (what the tenant made public).
 */
export function PlayerView(props: PlayerViewProps) {
  // A visitor plays what the tenant made public.
  return (
    <VisitorGate what="watch the video">
      <PlayerFor {...props} />
    </VisitorGate>
  );
}

function PlayerFor(props: PlayerViewProps) {
  const styles = useStyles();
  if (props.collectionId) return <CollectionPlayer {...props} collectionId={props.collectionId} />;
  if (!props.assetId)
    return (
      <p role="alert" className={styles.error}>
        Nothing to play: give the player an asset-id or a collection-id.
      </p>
    );
  return <AssetPlayer {...props} assetId={props.assetId} />;
}

function AssetPlayer({ assetId, start, end, ...rest }: PlayerViewProps & { assetId: string }) {
  const styles = useStyles();
  const resolved = useMemo(() => requestedRange(start, end), [start, end]);
  const clips = useMemo(
    () => ('problem' in resolved ? [] : [{ asset_id: assetId, ...resolved }]),
    [assetId, resolved],
  );
  if ('problem' in resolved)
    return (
      <p role="alert" className={styles.error}>
        {resolved.problem}
      </p>
    );
  return <Player clips={clips} {...rest} />;
}

/** A collection played in order, its items named by the tenant's layout. */
export function CollectionPlayer({
  collectionId,
  ...rest
}: PlayerViewProps & { collectionId: string }) {
  const styles = useStyles();
  const tenant = useTenant();
  const collection = useCollection(collectionId);
  // Stills of an image library have no time to play.
  const clips = useMemo(
    () => collection.data && playableItems(collection.data.clips),
    [collection.data],
  );
  const layout = tenant.config.ui.thumbnailJson;
  const itemLabels = useMemo(
    () => clips?.map((clip) => playerItemLabel(clip, layout)),
    [clips, layout],
  );
  const word = tenant.config.ui.verbiage.collection;
  if (collection.error)
    return (
      <p role="alert" className={styles.error}>
        {loadProblem(collection.error, `This ${word.toLowerCase()}`)}
      </p>
    );
  if (!clips) return <p role="status">Loading the {word.toLowerCase()}…</p>;
  if (!clips.length)
    return (
      <p role="status" className={styles.message}>
        This {word.toLowerCase()} has no video to play.
      </p>
    );
  return (
    <Player
      clips={clips}
      {...(itemLabels ? { itemLabels } : {})}
      label={`${collection.data!.title}: ${word.toLowerCase()} player`}
      {...rest}
    />
  );
}
