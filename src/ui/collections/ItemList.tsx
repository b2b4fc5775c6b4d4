import { Button } from '@fluentui/react-components';
import { tokens } from '@fluentui/react-theme';
import { makeStyles, mergeClasses } from '@griffel/react';
import {
  useEffect,
  useRef,
  useState,
  type DragEvent,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import type { SearchHit } from '../../core/api/contract';
import { formatClock } from '../../core/domain/clip-display';
import { moveItem, removeItem, type DraftItem } from '../../core/domain/collection-edit';
import { isStill } from '../../core/domain/playback';
import { collectionItemLabel } from '../../core/domain/collections';
import { useTenant } from '../common';
import { Thumbnail } from '../common/Thumbnail';
import { visuallyHidden } from '../common/visually-hidden';

const NARROW_LIST = '@container (max-width: 620px)';

const useStyles = makeStyles({
  list: {
    listStyle: 'none',
    margin: 0,
    padding: 0,
    display: 'grid',
    gap: tokens.spacingVerticalS,
    // Items lay out by the list's own width: the element may sit in a narrow column of a page.
    containerType: 'inline-size',
  },
  item: {
    display: 'grid',
    gridTemplateColumns: 'auto auto 1fr auto',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    padding: tokens.spacingHorizontalS,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    ':focus-visible': {
      outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}`,
      outlineOffset: '1px',
    },
    [NARROW_LIST]: { gridTemplateColumns: 'auto auto 1fr' },
  },
  selected: { border: `${tokens.strokeWidthThick} solid ${tokens.colorBrandStroke1}` },
  playing: {
    backgroundColor: tokens.colorNeutralBackground1Selected,
    boxShadow: `inset 4px 0 0 ${tokens.colorBrandStroke1}`,
  },
  subtitle: {
    color: tokens.colorNeutralForeground2,
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
  },
  badges: { display: 'flex', gap: tokens.spacingHorizontalXS },
  playingBadge: {
    padding: `0 ${tokens.spacingHorizontalS}`,
    borderRadius: tokens.borderRadiusSmall,
    fontSize: tokens.fontSizeBase200,
    backgroundColor: tokens.colorBrandBackground,
    color: tokens.colorNeutralForegroundOnBrand,
  },
  dropTarget: { boxShadow: `0 -3px 0 0 ${tokens.colorBrandStroke1}` },
  handle: { cursor: 'grab', color: tokens.colorNeutralForeground2, fontSize: '20px' },
  text: { display: 'grid', gap: tokens.spacingVerticalXXS, minWidth: 0 },
  title: {
    fontWeight: tokens.fontWeightSemibold,
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
  },
  meta: { color: tokens.colorNeutralForeground2, fontVariantNumeric: 'tabular-nums' },
  badge: {
    justifySelf: 'start',
    padding: `0 ${tokens.spacingHorizontalS}`,
    borderRadius: tokens.borderRadiusSmall,
    fontSize: tokens.fontSizeBase200,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStrokeAccessible}`,
  },
  actions: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalXS,
    // Under the title, across the item, when the list is narrow.
    [NARROW_LIST]: { gridColumn: '1 / -1' },
  },
  live: visuallyHidden,
});

export interface ItemListProps {
  items: readonly DraftItem[];
  /** The items after a move or remove, with words for screen readers. */
  onChange(items: DraftItem[], announcement: string): void;
  /** Trim was pressed on an item; `from` is the button, for focus to return to. */
  onEdit(index: number, from: HTMLElement): void;
  editingKey?: string | null;
  /** The item the player is on: marked, and kept in view. */
  playingKey?: string | null;
  onSelect?(item: DraftItem, hit: Partial<SearchHit>): void;
  /** What an item shows under its times besides (reviewers' comments on its time line). */
  below?(item: DraftItem, index: number): ReactNode;
}

/**
 * A collection's items in order (SPEC §3): each a Clip or a Bumper, moved by dragging or
 * from the keyboard (Alt+Up and Alt+Down on an item, or its Move buttons), trimmed, removed.
 */
export function ItemList({
  items,
  onChange,
  onEdit,
  editingKey,
  playingKey,
  onSelect,
  below,
}: ItemListProps) {
  const styles = useStyles();
  const layout = useTenant().config.ui.thumbnailJson;
  const [dragFrom, setDragFrom] = useState<number | null>(null);
  const [dropAt, setDropAt] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const rows = useRef(new Map<string, HTMLLIElement>());
  useEffect(() => {
    if (playingKey) rows.current.get(playingKey)?.scrollIntoView({ block: 'nearest' });
  }, [playingKey]);

  const describe = (item: DraftItem) => collectionItemLabel(item, layout);

  const move = (from: number, to: number, keepFocus = false) => {
    if (to < 0 || to >= items.length || from === to) return;
    const item = items[from]!;
    const next = moveItem(items, from, to);
    const words = `${describe(item).title} moved to position ${to + 1} of ${items.length}.`;
    setAnnouncement(words);
    onChange(next, words);
    if (keepFocus) requestAnimationFrame(() => rows.current.get(item.key)?.focus());
  };

  const remove = (index: number) => {
    const item = items[index]!;
    const words = `${describe(item).title} removed.`;
    setAnnouncement(words);
    onChange(removeItem(items, index), words);
    const neighbour = items[index + 1] ?? items[index - 1];
    if (neighbour) requestAnimationFrame(() => rows.current.get(neighbour.key)?.focus());
  };

  const onKeyDown = (event: KeyboardEvent<HTMLLIElement>, index: number) => {
    if (event.target !== event.currentTarget || !event.altKey) return;
    if (event.key === 'ArrowUp') move(index, index - 1, true);
    else if (event.key === 'ArrowDown') move(index, index + 1, true);
    else return;
    event.preventDefault();
  };

  const onDrop = (event: DragEvent, index: number) => {
    event.preventDefault();
    if (dragFrom !== null) move(dragFrom, dragFrom < index ? index - 1 : index);
    setDragFrom(null);
    setDropAt(null);
  };

  return (
    <>
      <ol part="items" className={styles.list} aria-label="Items, in playing order">
        {items.map((item, index) => {
          const { hit, type, title, subtitle } = describe(item);
          const playing = item.key === playingKey;
          return (
            <li
              key={item.key}
              part="item"
              ref={(el) => {
                if (el) rows.current.set(item.key, el);
                else rows.current.delete(item.key);
              }}
              tabIndex={0}
              aria-label={`${type} ${index + 1} of ${items.length}: ${[title, subtitle].filter(Boolean).join(', ')}${playing ? ' (playing)' : ''}`}
              aria-current={playing || undefined}
              aria-keyshortcuts="Alt+ArrowUp Alt+ArrowDown"
              className={mergeClasses(
                styles.item,
                editingKey === item.key && styles.selected,
                playing && styles.playing,
                dropAt === index && dragFrom !== index && styles.dropTarget,
              )}
              draggable
              onDragStart={(event) => {
                setDragFrom(index);
                event.dataTransfer.effectAllowed = 'move';
                event.dataTransfer.setData('text/plain', title);
              }}
              onDragOver={(event) => {
                event.preventDefault();
                setDropAt(index);
              }}
              onDragEnd={() => {
                setDragFrom(null);
                setDropAt(null);
              }}
              onDrop={(event) => onDrop(event, index)}
              onKeyDown={(event) => onKeyDown(event, index)}
              onClick={(event) => {
                if (event.target === event.currentTarget) onSelect?.(item, hit);
              }}
            >
              <span className={styles.handle} aria-hidden="true" title="Drag to move">
                ⠿
              </span>
              <Thumbnail assetId={item.asset_id} seconds={item.offset} />
              <div className={styles.text}>
                <span className={styles.badges}>
                  <span className={styles.badge}>{type}</span>
                  {playing && <span className={styles.playingBadge}>Playing</span>}
                </span>
                <span className={styles.title} title={title}>
                  {title}
                </span>
                {subtitle && (
                  <span className={styles.subtitle} title={subtitle}>
                    {subtitle}
                  </span>
                )}
                <span className={styles.meta}>
                  {isStill(item)
                    ? 'Still image'
                    : `${formatClock(item.offset)} – ${formatClock(item.offset + item.duration)} · ${formatClock(item.duration)}`}
                </span>
                {below?.(item, index)}
              </div>
              <div className={styles.actions}>
                <Button
                  size="small"
                  aria-label={`Move ${title} up`}
                  disabled={index === 0}
                  onClick={() => move(index, index - 1)}
                >
                  Up
                </Button>
                <Button
                  size="small"
                  aria-label={`Move ${title} down`}
                  disabled={index === items.length - 1}
                  onClick={() => move(index, index + 1)}
                >
                  Down
                </Button>
                {!isStill(item) && (
                  <Button
                    size="small"
                    aria-label={`Trim ${title}`}
                    aria-pressed={editingKey === item.key}
                    onClick={(event) => onEdit(index, event.currentTarget)}
                  >
                    Trim
                  </Button>
                )}
                <Button size="small" aria-label={`Remove ${title}`} onClick={() => remove(index)}>
                  Remove
                </Button>
              </div>
            </li>
          );
        })}
      </ol>
      <div className={styles.live} role="status" aria-live="polite">
        {announcement}
      </div>
    </>
  );
}
