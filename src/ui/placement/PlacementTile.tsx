import { Button } from '@fluentui/react-components';
import { tokens } from '@fluentui/react-theme';
import { makeStyles } from '@griffel/react';
import type { PublicTile } from '../../core/api/contract';
import { formatClock } from '../../core/domain/clip-display';
import { Thumbnail } from '../common/Thumbnail';

const useStyles = makeStyles({
  tile: {
    display: 'grid',
    gridTemplateRows: 'auto 1fr auto',
    gap: tokens.spacingVerticalXS,
    padding: tokens.spacingHorizontalS,
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorNeutralBackground2,
    color: tokens.colorNeutralForeground1,
    minWidth: 0,
  },
  // The still fills the tile: a class and an element outrank the still's own 160 px class.
  still: { '& > img, & > div': { width: '100%' } },
  title: {
    margin: 0,
    fontSize: tokens.fontSizeBase300,
    fontWeight: tokens.fontWeightSemibold,
    // Long names wrap whole: a visitor reads every word.
    overflowWrap: 'anywhere',
  },
  meta: { margin: 0, fontSize: tokens.fontSizeBase200, color: tokens.colorNeutralForeground2 },
  play: { justifySelf: 'start' },
});

/** "5 clips · 3:20" for a collection; the clip's length for a clip. */
export function tileDetails(tile: PublicTile): string {
  if (tile.kind === 'clip') return tile.clip ? formatClock(tile.clip.duration) : '';
  const clips = tile.clipCount ?? 0;
  return `${clips} ${clips === 1 ? 'clip' : 'clips'} · ${formatClock(tile.duration ?? 0)}`;
}

/** One thing a visitor may play: its still, its title, what it holds, and Play. */
export function PlacementTile({
  tile,
  playing,
  onPlay,
}: {
  tile: PublicTile;
  playing: boolean;
  onPlay(tile: PublicTile): void;
}) {
  const styles = useStyles();
  const details = tileDetails(tile);
  return (
    <article className={styles.tile} aria-label={tile.title}>
      {tile.thumbnail ? (
        <div className={styles.still}>
          <Thumbnail assetId={tile.thumbnail.assetId} seconds={tile.thumbnail.at} />
        </div>
      ) : (
        <div aria-hidden="true" />
      )}
      <div>
        <h4 className={styles.title}>{tile.title}</h4>
        {details && <p className={styles.meta}>{details}</p>}
      </div>
      <Button
        className={styles.play}
        appearance={playing ? 'primary' : 'secondary'}
        aria-label={`Play ${tile.title}`}
        aria-pressed={playing}
        onClick={() => onPlay(tile)}
      >
        {playing ? 'Playing' : 'Play'}
      </Button>
    </article>
  );
}
