import { Button } from '@fluentui/react-components';
import { tokens } from '@fluentui/react-theme';
import { makeStyles, mergeClasses } from '@griffel/react';
import { Suspense, useEffect, useRef } from 'react';
import type { SearchHit } from '../../core/api/contract';
import { clipDisplay, formatClock } from '../../core/domain/clip-display';
import { addToCollectionLabel } from '../../core/domain/collections';
import { formatDate } from '../../core/domain/dates';
import { useTenant } from '../common';
import { useNarrowerThan } from '../common/useNarrowerThan';
import {
  clickChoice,
  pageChoice,
  setChosen,
  type ClipSelection,
} from '../../core/domain/selection';
import { ScrubFrame } from './ScrubFrame';
import { visuallyHidden } from '../common/visually-hidden';
import { lazyNamed } from '../common/lazyNamed';
// The virtualiser loads only for long lists; a page of 30 rows has no need of it.
const VirtualRows = lazyNamed(() => import('../common/VirtualRows'), 'VirtualRows');
const VIRTUAL_FROM = 100;

const ROW = 106;
/** A row as a card, the table being narrower than CARDS_BELOW: frame and words, then actions. */
const CARD_ROW = 140;
const CARDS_BELOW = 760;
const CARDS = `@container (max-width: ${CARDS_BELOW - 1}px)`;
/** In a virtualised list, a row's frame is asked for once it has been in view this long. */
const THUMBNAIL_SETTLE_MS = 150;
/** Continuous results ask for more this many rows before the end. */
const NEAR_END_ROWS = 15;
const noChange = () => {};
const COLUMNS = '24px 176px minmax(0, 1fr) 104px 64px 64px 136px';

const useStyles = makeStyles({
  table: {
    containerType: 'inline-size',
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
  },
  scroller: { overflowY: 'auto' },
  header: {
    display: 'grid',
    gridTemplateColumns: COLUMNS,
    gap: tokens.spacingHorizontalM,
    alignItems: 'center',
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    position: 'sticky',
    top: 0,
    zIndex: 1,
    backgroundColor: tokens.colorNeutralBackground1,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke1}`,
    fontWeight: tokens.fontWeightSemibold,
    [CARDS]: { gridTemplateColumns: 'auto 1fr' },
  },
  // In cards, the header keeps only its "choose the page" box.
  wideOnly: { [CARDS]: { display: 'none' } },
  row: {
    position: 'absolute',
    left: 0,
    right: 0,
    minHeight: `${ROW}px`,
    display: 'grid',
    gridTemplateColumns: COLUMNS,
    gridTemplateAreas: '"check frame clip date at length actions"',
    gap: tokens.spacingHorizontalM,
    alignItems: 'center',
    padding: `0 ${tokens.spacingHorizontalM}`,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    boxSizing: 'border-box',
    // A card: box, frame and title on the first line, the date and times under them, then
    // the actions across.
    [CARDS]: {
      display: 'flex',
      flexWrap: 'wrap',
      alignItems: 'center',
      minHeight: 'auto',
      columnGap: tokens.spacingHorizontalM,
      rowGap: tokens.spacingVerticalXS,
      padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    },
  },
  check: { gridArea: 'check', alignSelf: 'center', [CARDS]: { flex: 'none' } },
  frame: { gridArea: 'frame', [CARDS]: { flex: '0 0 112px', minWidth: 0 } },
  // In a card the title takes the rest of the first line, so what follows starts the next.
  clip: { gridArea: 'clip', [CARDS]: { flex: '1 1 calc(100% - 160px)' } },
  date: { gridArea: 'date', [CARDS]: { flex: 'none' } },
  at: { gridArea: 'at', [CARDS]: { flex: 'none' } },
  length: { gridArea: 'length', [CARDS]: { flex: 'none' } },
  checkbox: { width: '18px', height: '18px', margin: 0, accentColor: tokens.colorBrandBackground },
  // The title chooses the clip: full-strength text, underlined on hover, two lines at most.
  title: {
    justifyContent: 'flex-start',
    textAlign: 'left',
    paddingLeft: 0,
    paddingRight: 0,
    minWidth: 0,
    maxWidth: '100%',
    color: tokens.colorNeutralForeground1,
    ':hover': { color: tokens.colorNeutralForeground1, textDecorationLine: 'underline' },
  },
  lines: { display: 'block', minWidth: 0 },
  clamp: {
    display: '-webkit-box',
    WebkitLineClamp: 2,
    WebkitBoxOrient: 'vertical',
    overflow: 'hidden',
    overflowWrap: 'anywhere',
  },
  subtitle: {
    display: 'block',
    color: tokens.colorNeutralForeground2,
    fontWeight: tokens.fontWeightRegular,
    marginTop: tokens.spacingVerticalXXS,
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
  },
  // Staff see why a clip's rights window keeps it from some uses now (docs/rights.md).
  // Its why matters: it wraps rather than being cut.
  shut: { color: tokens.colorStatusDangerForeground1, whiteSpace: 'normal' },
  cell: { minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis' },
  // "At" and "Length" say what they are in a card, where no header does.
  cardLabel: { display: 'none', [CARDS]: { display: 'inline' } },
  actions: {
    gridArea: 'actions',
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'stretch',
    gap: tokens.spacingVerticalXS,
    [CARDS]: { flexDirection: 'row', flexWrap: 'wrap', flexBasis: '100%' },
  },
  selected: {
    backgroundColor: tokens.colorNeutralBackground1Selected,
    boxShadow: `inset 4px 0 0 ${tokens.colorBrandStroke1}`,
  },
  hidden: visuallyHidden,
});

export interface ResultsTableProps {
  hits: Partial<SearchHit>[];
  /** The row being previewed, shown as the current one. */
  selectedId?: string | null;
  onSelect: (hit: Partial<SearchHit>) => void;
  onSimilar: (hit: Partial<SearchHit>) => void;
  /** Offers each clip for adding to a collection, under the tenant's label for it. */
  onAdd?: (hit: Partial<SearchHit>) => void;
  /** Clips chosen to act on together; with `onChoose`, each row has a box to choose it. */
  chosen?: ClipSelection;
  onChoose?: (next: ClipSelection) => void;
  /** Called as the person scrolls near the last rows (continuous results). */
  onNearEnd?: () => void;
  /** Virtualise however few rows there are (a list that grows as it scrolls). */
  virtual?: boolean;
  label: string;
}

/**
 * The clip table (SPEC §3): frame at the clip time (scrubbed along the clip under the
 * pointer), title and subtitle from the tenant, date, times. Under 640 px of its own width
 * its rows become cards. A page of rows is part of the page's flow; a long list (virtualised)
 * scrolls in a box of its own.
 */
export function ResultsTable({
  hits,
  selectedId,
  onSelect,
  onSimilar,
  onAdd,
  chosen,
  onChoose,
  onNearEnd,
  virtual = false,
  label,
}: ResultsTableProps) {
  const styles = useStyles();
  const { thumbnailJson: layout, verbiage } = useTenant().config.ui;
  const addLabel = addToCollectionLabel(verbiage);
  const scroller = useRef<HTMLDivElement>(null);
  const virtualised = virtual || hits.length > VIRTUAL_FROM;
  const cards = useNarrowerThan(scroller, CARDS_BELOW);
  // The row last chosen by a click: the start of a shift-click range.
  const anchor = useRef<number | null>(null);
  const page = chosen ? pageChoice(chosen, hits) : 'none';
  // A page turned from the preview took the focused row with it: focus goes to the row now
  // previewed, so the keys go on working and the person's place is kept.
  useEffect(() => {
    const table = scroller.current;
    const root = table?.getRootNode() as Document | ShadowRoot | undefined;
    if (!table || !root || (root.activeElement && root.activeElement !== document.body)) return;
    if (document.activeElement && document.activeElement !== document.body) return;
    table.querySelector<HTMLElement>('[aria-current="true"] button[title]')?.focus();
  }, [selectedId]);
  const choose = (index: number, shift: boolean) => {
    if (!chosen || !onChoose) return;
    onChoose(clickChoice(chosen, hits, index, anchor.current, shift));
    anchor.current = index;
  };
  const renderRow = (index: number, top: number | null) => {
    const hit = hits[index]!;
    const shown = clipDisplay(hit, layout);
    const shut = hit.rights?.shut?.words ?? null;
    const current = hit.id !== undefined && hit.id === selectedId;
    return (
      <div
        key={hit.id ?? index}
        part="row"
        role="row"
        aria-rowindex={index + 2}
        aria-current={current || undefined}
        className={mergeClasses(styles.row, current && styles.selected)}
        // Placed by the virtualiser, or in the flow when every row is there.
        // A virtualised row is as tall as the virtualiser counts it; a row in the flow, as its content.
        style={
          top === null
            ? { position: 'relative' }
            : {
                transform: `translateY(${top}px)`,
                height: cards ? CARD_ROW : ROW,
                overflow: 'hidden',
              }
        }
      >
        <span role="cell" className={styles.check}>
          {chosen && onChoose && hit.id && (
            <input
              type="checkbox"
              className={styles.checkbox}
              checked={chosen.has(hit.id)}
              aria-label={`Choose ${shown.title}`}
              // The click decides, since it knows about shift; Space arrives as a click too.
              onClick={(e) => choose(index, e.shiftKey)}
              onChange={noChange}
            />
          )}
        </span>
        <span role="cell" className={styles.frame}>
          {hit.assetId !== undefined && (
            <ScrubFrame
              assetId={hit.assetId}
              offset={hit.offset ?? 0}
              duration={hit.duration ?? 0}
              settleMs={top === null ? 0 : THUMBNAIL_SETTLE_MS}
            />
          )}
        </span>
        <span role="cell" className={mergeClasses(styles.cell, styles.clip)}>
          <Button
            appearance="transparent"
            className={styles.title}
            onClick={() => onSelect(hit)}
            title={[shown.title, shown.subtitle, shut].filter(Boolean).join('\n')}
          >
            <span className={styles.lines}>
              <span className={styles.clamp}>{shown.title}</span>
              {shown.subtitle && <span className={styles.subtitle}>{shown.subtitle}</span>}
              {hit.score !== undefined && (
                <span className={styles.subtitle}>{`${Math.round(hit.score * 100)}% alike`}</span>
              )}
              {shut && <span className={mergeClasses(styles.subtitle, styles.shut)}>{shut}</span>}
            </span>
          </Button>
        </span>
        <span role="cell" className={mergeClasses(styles.cell, styles.date)}>
          {shown.date ? formatDate(new Date(`${shown.date.slice(0, 10)}T00:00:00`)) : '–'}
        </span>
        <span role="cell" className={styles.at}>
          <span className={styles.cardLabel}>At </span>
          {formatClock(hit.offset ?? 0)}
        </span>
        <span role="cell" className={styles.length}>
          <span className={styles.cardLabel}>Length </span>
          {formatClock(hit.duration ?? 0)}
        </span>
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
      className={mergeClasses(styles.table, virtualised && styles.scroller)}
      style={virtualised ? { maxHeight: '70vh' } : undefined}
      role="table"
      aria-label={label}
      aria-rowcount={hits.length + 1}
      onScroll={
        onNearEnd &&
        ((e) => {
          const el = e.currentTarget;
          const row = cards ? CARD_ROW : ROW;
          if (el.scrollHeight - el.scrollTop - el.clientHeight < row * NEAR_END_ROWS) onNearEnd();
        })
      }
    >
      <div role="row" className={styles.header} aria-rowindex={1}>
        <span role="columnheader">
          {chosen && onChoose ? (
            <input
              type="checkbox"
              className={styles.checkbox}
              checked={page === 'all'}
              ref={(box) => {
                if (box) box.indeterminate = page === 'some';
              }}
              aria-label="Choose every clip shown"
              onChange={() => onChoose(setChosen(chosen, hits, page !== 'all'))}
            />
          ) : (
            <span className={styles.hidden}>Choose</span>
          )}
        </span>
        <span role="columnheader" className={styles.wideOnly}>
          Frame
        </span>
        <span role="columnheader" className={styles.wideOnly}>
          Clip
        </span>
        <span role="columnheader" className={styles.wideOnly}>
          Date
        </span>
        <span role="columnheader" className={styles.wideOnly}>
          At
        </span>
        <span role="columnheader" className={styles.wideOnly}>
          Length
        </span>
        <span role="columnheader" className={styles.wideOnly}>
          <span className={styles.hidden}>Actions</span>
        </span>
      </div>
      {virtualised ? (
        <Suspense
          fallback={
            <div role="rowgroup">{hits.slice(0, 20).map((_, i) => renderRow(i, null))}</div>
          }
        >
          <VirtualRows
            count={hits.length}
            rowHeight={cards ? CARD_ROW : ROW}
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
