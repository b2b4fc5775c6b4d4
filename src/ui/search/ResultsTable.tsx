import { Button, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { Suspense, useRef } from 'react';
import type { SearchHit } from '../../core/api/contract';
import { clipDisplay, formatClock } from '../../core/domain/clip-display';
import { addToCollectionLabel } from '../../core/domain/collections';
import { formatDate } from '../../core/domain/dates';
import { useTenant } from '../common';
import { Thumbnail } from '../common/Thumbnail';
import { visuallyHidden } from '../common/visually-hidden';
import { lazyNamed } from '../common/lazyNamed';
// The virtualiser loads only for long lists; a page of 30 rows has no need of it.
const VirtualRows = lazyNamed(() => import('./VirtualRows'), 'VirtualRows');
const VIRTUAL_FROM = 100;

const ROW = 106;
/** In a virtualised list, a row's frame is asked for once it has been in view this long. */
const THUMBNAIL_SETTLE_MS = 150;
/** Continuous results ask for more this many rows before the end. */
const NEAR_END_ROWS = 15;

const useStyles = makeStyles({
  scroller: {
    overflowY: 'auto',
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
  },
  header: {
    display: 'grid',
    gridTemplateColumns: '176px 1fr 120px 90px 90px 140px',
    gap: tokens.spacingHorizontalM,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    position: 'sticky',
    top: 0,
    zIndex: 1,
    backgroundColor: tokens.colorNeutralBackground1,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke1}`,
    fontWeight: tokens.fontWeightSemibold,
  },
  row: {
    position: 'absolute',
    left: 0,
    right: 0,
    height: `${ROW}px`,
    display: 'grid',
    gridTemplateColumns: '176px 1fr 120px 90px 90px 140px',
    gap: tokens.spacingHorizontalM,
    alignItems: 'center',
    padding: `0 ${tokens.spacingHorizontalM}`,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    boxSizing: 'border-box',
  },
  // The title chooses the clip: full-strength text, underlined on hover.
  title: {
    justifyContent: 'flex-start',
    textAlign: 'left',
    minWidth: 0,
    color: tokens.colorNeutralForeground1,
    ':hover': { color: tokens.colorNeutralForeground1, textDecorationLine: 'underline' },
  },
  subtitle: {
    display: 'block',
    color: tokens.colorNeutralForeground2,
    fontWeight: tokens.fontWeightRegular,
    marginTop: tokens.spacingVerticalXXS,
  },
  cell: { minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis' },
  actions: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'stretch',
    gap: tokens.spacingVerticalXS,
  },
  selected: { backgroundColor: tokens.colorNeutralBackground1Selected },
  hidden: visuallyHidden,
});

export interface ResultsTableProps {
  hits: Partial<SearchHit>[];
  /** The row shown as selected. */
  selectedId?: string | null;
  onSelect: (hit: Partial<SearchHit>) => void;
  onSimilar: (hit: Partial<SearchHit>) => void;
  /** Offers each clip for adding to a collection, under the tenant's label for it. */
  onAdd?: (hit: Partial<SearchHit>) => void;
  /** Height of the scrolling area. */
  height?: string;
  /** Called as the person scrolls near the last rows (continuous results). */
  onNearEnd?: () => void;
  /** Virtualise however few rows there are (a list that grows as it scrolls). */
  virtual?: boolean;
  label: string;
}

/** The clip table (SPEC §3): frame at the clip time, title and subtitle from the tenant, date, times. */
export function ResultsTable({
  hits,
  selectedId,
  onSelect,
  onSimilar,
  onAdd,
  height = '70vh',
  onNearEnd,
  virtual = false,
  label,
}: ResultsTableProps) {
  const styles = useStyles();
  const { thumbnailJson: layout, verbiage } = useTenant().config.ui;
  const addLabel = addToCollectionLabel(verbiage);
  const scroller = useRef<HTMLDivElement>(null);
  const renderRow = (index: number, top: number | null) => {
    const hit = hits[index]!;
    const shown = clipDisplay(hit, layout);
    return (
      <div
        key={hit.id ?? index}
        part="row"
        role="row"
        aria-rowindex={index + 2}
        aria-selected={hit.id === selectedId}
        className={mergeClasses(styles.row, hit.id === selectedId && styles.selected)}
        // Placed by the virtualiser, or in the flow when every row is there.
        style={top === null ? { position: 'relative' } : { transform: `translateY(${top}px)` }}
      >
        <span role="cell">
          {hit.assetId !== undefined && (
            <Thumbnail
              assetId={hit.assetId}
              seconds={hit.offset ?? 0}
              settleMs={top === null ? 0 : THUMBNAIL_SETTLE_MS}
            />
          )}
        </span>
        <span role="cell" className={styles.cell}>
          <Button appearance="transparent" className={styles.title} onClick={() => onSelect(hit)}>
            <span>
              {shown.title}
              {shown.subtitle && <span className={styles.subtitle}>{shown.subtitle}</span>}
              {hit.score !== undefined && (
                <span className={styles.subtitle}>{`${Math.round(hit.score * 100)}% alike`}</span>
              )}
            </span>
          </Button>
        </span>
        <span role="cell" className={styles.cell}>
          {shown.date ? formatDate(new Date(`${shown.date.slice(0, 10)}T00:00:00`)) : '–'}
        </span>
        <span role="cell">{formatClock(hit.offset ?? 0)}</span>
        <span role="cell">{formatClock(hit.duration ?? 0)}</span>
        <span role="cell" className={styles.actions}>
          <Button
            size="small"
            onClick={() => onSimilar(hit)}
            aria-label={`Similar clips to ${shown.title}`}
          >
            Similar
          </Button>
          {onAdd && (
            <Button
              size="small"
              onClick={() => onAdd(hit)}
              aria-label={`${addLabel}: ${shown.title}`}
            >
              {addLabel}
            </Button>
          )}
        </span>
      </div>
    );
  };
  return (
    <div
      ref={scroller}
      className={styles.scroller}
      style={{ maxHeight: height }}
      role="table"
      aria-label={label}
      aria-rowcount={hits.length + 1}
      onScroll={
        onNearEnd &&
        ((e) => {
          const el = e.currentTarget;
          if (el.scrollHeight - el.scrollTop - el.clientHeight < ROW * NEAR_END_ROWS) onNearEnd();
        })
      }
    >
      <div role="row" className={styles.header} aria-rowindex={1}>
        <span role="columnheader">Frame</span>
        <span role="columnheader">Clip</span>
        <span role="columnheader">Date</span>
        <span role="columnheader">At</span>
        <span role="columnheader">Length</span>
        <span role="columnheader">
          <span className={styles.hidden}>Actions</span>
        </span>
      </div>
      {virtual || hits.length > VIRTUAL_FROM ? (
        <Suspense
          fallback={
            <div role="rowgroup">{hits.slice(0, 20).map((_, i) => renderRow(i, null))}</div>
          }
        >
          <VirtualRows
            count={hits.length}
            rowHeight={ROW}
            scroller={scroller}
            renderRow={renderRow}
          />
        </Suspense>
      ) : (
        <div role="rowgroup">{hits.map((_, i) => renderRow(i, null))}</div>
      )}
    </div>
  );
}
