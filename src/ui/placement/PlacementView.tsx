import { Button } from '@fluentui/react-components';
import { tokens } from '@fluentui/react-theme';
import { makeStyles } from '@griffel/react';
import { Suspense, useEffect, useRef, useState } from 'react';
import { ApiError } from '../../core/api/errors';
import type { PublicTile } from '../../core/api/contract';
import { errorInWords } from '../../core/api/error-words';
import { lazyNamed } from '../common/lazyNamed';
import { PlacementTile } from './PlacementTile';
import { usePublicPlacement } from './usePublicPlacement';

// The player and its video engine come with the first Play.
const TilePlayer = lazyNamed(() => import('./TilePlayer'), 'TilePlayer');

const useStyles = makeStyles({
  root: {
    // Laid out by its own width: partner pages put it in columns of any size.
    containerType: 'inline-size',
    display: 'grid',
    // Rails scroll inside their own width, never the page's.
    gridTemplateColumns: 'minmax(0, 1fr)',
    gap: tokens.spacingVerticalXL,
    padding: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusLarge,
    // Its own surface: the tenant's theme stays legible on any partner page.
    backgroundColor: tokens.colorNeutralBackground1,
    color: tokens.colorNeutralForeground1,
    fontFamily: tokens.fontFamilyBase,
  },
  player: { width: '100%', maxWidth: '960px' },
  heading: { margin: `0 0 ${tokens.spacingVerticalS}`, fontSize: tokens.fontSizeBase500 },
  liveMark: {
    marginInlineStart: tokens.spacingHorizontalS,
    paddingInline: tokens.spacingHorizontalS,
    // Fluent's pair for danger: legible in both themes (axe checks the mark).
    backgroundColor: tokens.colorStatusDangerBackground1,
    color: tokens.colorStatusDangerForeground1,
    fontSize: tokens.fontSizeBase200,
  },
  featured: {
    display: 'grid',
    gap: tokens.spacingHorizontalM,
    gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 260px), 1fr))',
    margin: 0,
    padding: 0,
    listStyle: 'none',
  },
  rail: {
    display: 'grid',
    gridAutoFlow: 'column',
    gridAutoColumns: 'minmax(170px, 220px)',
    gap: tokens.spacingHorizontalM,
    overflowX: 'auto',
    scrollSnapType: 'x proximity',
    margin: 0,
    padding: `0 0 ${tokens.spacingVerticalS}`,
    listStyle: 'none',
  },
  item: { display: 'grid', scrollSnapAlign: 'start', minWidth: 0 },
  now: {
    display: 'grid',
    gap: tokens.spacingVerticalS,
    ':focus-visible': {
      outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}`,
      outlineOffset: '2px',
    },
  },
  nowHead: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalS,
  },
  nowTitle: { margin: 0, fontSize: tokens.fontSizeBase400, overflowWrap: 'anywhere' },
  message: { margin: 0 },
  error: { margin: 0, color: tokens.colorPaletteRedForeground1 },
});

export interface PlacementViewProps {
  location: string;
  /** A visitor played something. */
  onPlay?(tile: PublicTile): void;
}

/** Why the site's public access could not be had, in a visitor's words. */
function keyProblem(error: unknown): string {
  if (error instanceof ApiError && error.status === 404)
    return 'The videos cannot be shown here: this site has no public access. Its owner can turn it on.';
  return `The videos could not be loaded. ${errorInWords(error)}`;
}

/** Why the location cannot be shown, in a visitor's words. */
function problemOf(error: unknown, location: string): string {
  if (error instanceof ApiError && error.code === 'publishing_off')
    return 'Nothing is published here.';
  if (error instanceof ApiError && error.status === 404)
    return `There is no location called “${location}” to show.`;
  return `The videos could not be loaded. ${errorInWords(error)}`;
}

/**
 * `<vs-placement>`'s feature: a location as its signed-out visitors see it (featured items,
 * then rails), each item played in place.
 */
export function PlacementView({ location, onPlay }: PlacementViewProps) {
  const styles = useStyles();
  const { placement, keyError } = usePublicPlacement(location);
  const [chosen, setChosen] = useState<PublicTile | null>(null);
  const now = useRef<HTMLElement>(null);
  useEffect(() => {
    if (chosen) now.current?.focus();
  }, [chosen]);
  const play = (tile: PublicTile) => {
    setChosen(tile);
    onPlay?.(tile);
  };
  const error = keyError ?? (placement.data ? null : placement.error);
  const words = keyError ? keyProblem(keyError) : error ? problemOf(error, location) : null;
  const view = placement.data;
  if (error || !view || (view.featured.length === 0 && view.rails.length === 0))
    return (
      <div className={styles.root}>
        {error ? (
          <p role="alert" className={styles.error}>
            {words}
          </p>
        ) : (
          <p role="status" className={styles.message}>
            {view ? 'Nothing is published here yet.' : 'Loading the videos…'}
          </p>
        )}
      </div>
    );
  const tile = (item: PublicTile, i: number) => (
    <li key={`${i}-${item.id}`} className={styles.item}>
      <PlacementTile
        tile={item}
        playing={!!chosen && chosen.kind === item.kind && chosen.id === item.id}
        onPlay={play}
      />
    </li>
  );
  return (
    <div className={styles.root}>
      {chosen && (
        <section
          ref={now}
          tabIndex={-1}
          className={styles.now}
          aria-label={`Now playing: ${chosen.title}`}
        >
          <div className={styles.nowHead}>
            <h3 className={styles.nowTitle}>{chosen.title}</h3>
            <Button onClick={() => setChosen(null)}>Close the player</Button>
          </div>
          <div className={styles.player}>
            <Suspense fallback={<p role="status">Loading the player…</p>}>
              <TilePlayer key={`${chosen.kind}-${chosen.id}`} tile={chosen} />
            </Suspense>
          </div>
        </section>
      )}
      {view.featured.length > 0 && (
        <section part="featured" aria-labelledby="vs-placement-featured">
          <h3 id="vs-placement-featured" className={styles.heading}>
            Featured
          </h3>
          <ul className={styles.featured}>{view.featured.map(tile)}</ul>
        </section>
      )}
      {view.rails.map((rail, r) => (
        <section key={`${r}-${rail.title}`} part="rail" aria-labelledby={`vs-placement-rail-${r}`}>
          <h3 id={`vs-placement-rail-${r}`} className={styles.heading}>
            {rail.title}
            {rail.live && <span className={styles.liveMark}>LIVE</span>}
          </h3>
          <ul className={styles.rail}>{rail.tiles.map(tile)}</ul>
        </section>
      ))}
    </div>
  );
}
