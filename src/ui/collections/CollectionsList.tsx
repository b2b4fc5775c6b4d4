import { Button, Input } from '@fluentui/react-components';
import { tokens } from '@fluentui/react-theme';
import { makeStyles } from '@griffel/react';
import { Suspense, useId, useMemo, useState } from 'react';
import type { Playlist, PlaylistSummary } from '../../core/api/contract';
import { COLLECTION_LIST_LIMIT } from '../../core/queries/collections';
import { formatClock } from '../../core/domain/clip-display';
import { formatDateTime } from '../../core/domain/dates';
import { useDebouncedValue, useTenant } from '../common';
import { ListStatus } from '../common/ListStatus';
import { CARDS, useListTableStyles } from '../common/useListTableStyles';
import { Pagination } from '../common/Pagination';
import { Thumbnail } from '../common/Thumbnail';
import type { CollectionDialogProps } from './CollectionDialog';
import { useCollectionList } from './useCollections';
import { lazyNamed } from '../common/lazyNamed';
import { useDestructiveStyles } from '../common/useDestructiveStyles';

const CollectionDialog = lazyNamed(() => import('./CollectionDialog'), 'CollectionDialog');

// Typing pauses this long before the list is searched again.
const SEARCH_DELAY_MS = 300;

export const VISIBILITY_LABELS: Record<PlaylistSummary['visibility'], string> = {
  private: 'Only me',
  tenant: 'Organisation',
  public: 'Public',
};

const useStyles = makeStyles({
  root: {
    display: 'grid',
    // One column as wide as the list: a long name or description never widens it.
    gridTemplateColumns: 'minmax(0, 1fr)',
    gap: tokens.spacingVerticalM,
    color: tokens.colorNeutralForeground1,
    backgroundColor: tokens.colorNeutralBackground2,
    containerType: 'inline-size',
  },
  toolbar: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'end',
    gap: tokens.spacingHorizontalM,
  },
  search: { display: 'grid', gap: tokens.spacingVerticalXXS, flex: '1 1 240px', maxWidth: '420px' },
  frameCell: { width: '96px', [CARDS]: { flex: '0 0 96px' } },
  nameCell: { minWidth: '12ch', [CARDS]: { flex: '1 1 calc(100% - 120px)' } },
  wideCell: { [CARDS]: { flexBasis: '100%' } },
  description: {
    maxWidth: '28ch',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
    color: tokens.colorNeutralForeground2,
    [CARDS]: { maxWidth: '100%', minWidth: 0, flexBasis: '100%' },
  },
  // The name opens the collection: full-strength text, underlined on hover, like a link.
  // A long name wraps, anywhere if it must, to three lines at most; the tooltip has it whole.
  name: {
    fontWeight: tokens.fontWeightSemibold,
    textAlign: 'left',
    justifyContent: 'flex-start',
    paddingLeft: 0,
    paddingRight: 0,
    maxWidth: '100%',
    color: tokens.colorNeutralForeground1,
    ':hover': { color: tokens.colorNeutralForeground1, textDecorationLine: 'underline' },
  },
  nameText: {
    display: '-webkit-box',
    WebkitLineClamp: 3,
    WebkitBoxOrient: 'vertical',
    overflow: 'hidden',
    overflowWrap: 'anywhere',
  },
});

export interface CollectionsListProps {
  /** A collection was chosen to open. */
  onOpen(collection: PlaylistSummary): void;
  /** After a create, rename or delete. */
  onChange?(change: {
    action: 'created' | 'renamed' | 'deleted';
    collection: PlaylistSummary;
  }): void;
}

/**
 * The person's collections (SPEC §3): name, description, visibility, last modified, clips and
 * duration; searched by name, 40 a page; created, renamed and deleted with confirmation.
 */
export function CollectionsList({ onOpen, onChange }: CollectionsListProps) {
  const styles = { ...useListTableStyles(), ...useStyles() };
  const destructive = useDestructiveStyles();
  const word = useTenant().config.ui.verbiage.collection;
  const plural = useTenant().config.ui.verbiage.collections;
  const searchId = useId();
  const [typed, setTyped] = useState('');
  const title = useDebouncedValue(typed.trim(), SEARCH_DELAY_MS);
  // A page belongs to its search: a new search starts at its first page.
  const [paging, setPaging] = useState({ title, page: 1 });
  const page = paging.title === title ? paging.page : 1;
  const setPage = (next: number) => setPaging({ title, page: next });
  const [dialog, setDialog] = useState<CollectionDialogProps | null>(null);
  const query = useMemo(() => ({ page, title, limit: COLLECTION_LIST_LIMIT }), [page, title]);
  const list = useCollectionList(query);
  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / list.data.limit)) : 1;
  // A delete that empties the last page goes back one.
  if (list.data && page > pages) setPage(pages);

  const close = () => setDialog(null);
  const openCreate = () =>
    setDialog({
      kind: 'create',
      word,
      onClose: close,
      onDone: (saved: Playlist) => {
        close();
        onChange?.({ action: 'created', collection: saved });
        onOpen(saved);
      },
    });

  return (
    <section part="list" className={styles.root} aria-label={plural}>
      <div className={styles.toolbar}>
        <div className={styles.search}>
          <label htmlFor={searchId}>Search {plural.toLowerCase()} by name</label>
          <Input id={searchId} type="search" value={typed} onChange={(_, d) => setTyped(d.value)} />
        </div>
        <Button appearance="primary" onClick={openCreate}>
          New {word.toLowerCase()}
        </Button>
      </div>
      <ListStatus
        list={list}
        failed={`The ${plural.toLowerCase()} could not be loaded.`}
        loading={`Loading ${plural.toLowerCase()}…`}
        count={
          !list.data
            ? ''
            : list.data.total === 0
              ? title
                ? `No ${plural.toLowerCase()} are called “${title}”.`
                : `You have no ${plural.toLowerCase()} yet. Make one with New ${word.toLowerCase()}, or add clips to one from a search.`
              : `${list.data.total} ${list.data.total === 1 ? word.toLowerCase() : plural.toLowerCase()}`
        }
      />
      {list.data && (
        <>
          {list.data.results.length > 0 && (
            <table className={styles.table}>
              <caption hidden>{plural}</caption>
              <thead>
                <tr>
                  <th scope="col">
                    <span hidden>First frame</span>
                  </th>
                  <th scope="col">Name</th>
                  <th scope="col">Description</th>
                  <th scope="col">Visibility</th>
                  <th scope="col">Last modified</th>
                  <th scope="col">Clips</th>
                  <th scope="col">Duration</th>
                  <th scope="col">
                    <span hidden>Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {list.data.results.map((c) => (
                  <tr key={c.id}>
                    <td className={styles.frameCell}>
                      {c.first_item && (
                        <Thumbnail assetId={c.first_item.asset_id} seconds={c.first_item.offset} />
                      )}
                    </td>
                    <td className={styles.nameCell}>
                      <Button
                        appearance="transparent"
                        className={styles.name}
                        title={c.title}
                        onClick={() => onOpen(c)}
                      >
                        <span className={styles.nameText}>{c.title}</span>
                      </Button>
                    </td>
                    <td className={styles.description} title={c.description}>
                      {c.description}
                    </td>
                    <td>{VISIBILITY_LABELS[c.visibility]}</td>
                    <td className={styles.number}>{formatDateTime(new Date(c.updated_at))}</td>
                    <td className={styles.number}>
                      <span className={styles.cardLabel}>Clips </span>
                      {c.total_items}
                    </td>
                    <td className={styles.number}>
                      <span className={styles.cardLabel}>Duration </span>
                      {formatClock(c.duration)}
                    </td>
                    <td className={styles.wideCell}>
                      <div className={styles.actions}>
                        <Button
                          size="small"
                          aria-label={`Rename ${c.title}`}
                          onClick={() =>
                            setDialog({
                              kind: 'rename',
                              word,
                              collection: c,
                              onClose: close,
                              onDone: (saved) => {
                                close();
                                onChange?.({ action: 'renamed', collection: saved });
                              },
                            })
                          }
                        >
                          Rename
                        </Button>
                        <Button
                          size="small"
                          className={destructive.outline}
                          aria-label={`Delete ${c.title}`}
                          onClick={() =>
                            setDialog({
                              kind: 'delete',
                              word,
                              collection: c,
                              onClose: close,
                              onDone: () => {
                                close();
                                onChange?.({ action: 'deleted', collection: c });
                              },
                            })
                          }
                        >
                          Delete
                        </Button>
                      </div>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          <Pagination page={page} pages={pages} onPage={setPage} label={`${plural} pages`} />
        </>
      )}
      {dialog && (
        <Suspense fallback={null}>
          <CollectionDialog {...dialog} />
        </Suspense>
      )}
    </section>
  );
}
