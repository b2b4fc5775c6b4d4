import { Button, Link } from '@fluentui/react-components';
import { tokens } from '@fluentui/react-theme';
import { makeStyles } from '@griffel/react';
import { useMemo, useState, type MouseEvent } from 'react';
import type { SavedSearch } from '../../core/api/contract';
import { errorInWords } from '../../core/api/error-words';
import { formatDate } from '../../core/domain/dates';
import { useTenant } from '../common';
import { useDestructiveStyles } from '../common/useDestructiveStyles';
import { useNotify } from '../shell/Toasts';
import { termLabels } from './Chips';
import { filterLabelOf, searchFilters } from './filters';
import { useSavedSearchList, useSavedSearchWrites } from './useSavedSearches';

const useStyles = makeStyles({
  list: { display: 'grid', gap: tokens.spacingVerticalS, listStyle: 'none', margin: 0, padding: 0 },
  item: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    borderRadius: tokens.borderRadiusMedium,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground1,
  },
  text: { display: 'grid', gap: tokens.spacingVerticalXXS, flex: '1 1 16em', minWidth: 0 },
  name: { fontWeight: tokens.fontWeightSemibold, overflowWrap: 'anywhere' },
  terms: {
    margin: 0,
    fontSize: tokens.fontSizeBase200,
    color: tokens.colorNeutralForeground2,
    overflowWrap: 'anywhere',
  },
  message: { margin: 0 },
});

export interface SavedSearchesProps {
  /** Where a saved search opens (its link's address). */
  hrefOf: (saved: SavedSearch) => string;
  /** A saved search chosen; the page opens it (in place of following the link). */
  onOpen?: (saved: SavedSearch, event: MouseEvent) => void;
}

/** The signed-in person's saved searches: each opens the search, and can be deleted (with undo). */
export function SavedSearches({ hrefOf, onOpen }: SavedSearchesProps) {
  const styles = useStyles();
  const danger = useDestructiveStyles();
  const tenant = useTenant();
  const filters = useMemo(() => searchFilters(tenant), [tenant]);
  const labelOf = useMemo(() => filterLabelOf(filters), [filters]);
  const list = useSavedSearchList();
  const writes = useSavedSearchWrites();
  const notify = useNotify();
  const [deleting, setDeleting] = useState<string | null>(null);

  const remove = async (saved: SavedSearch) => {
    setDeleting(saved.id);
    try {
      await writes.remove(saved.id);
      const { name, query, sort, view } = saved;
      notify(`Deleted the saved search “${name}”.`, {
        action: {
          label: 'Undo',
          onClick: () =>
            void writes.save({ name, query, sort, view }).catch((error: unknown) =>
              notify(`“${name}” could not be restored. ${errorInWords(error)}`, {
                intent: 'error',
              }),
            ),
        },
      });
    } catch (error) {
      notify(`“${saved.name}” could not be deleted. ${errorInWords(error)}`, { intent: 'error' });
    } finally {
      setDeleting(null);
    }
  };

  if (list.error)
    return (
      <div role="alert">
        <p className={styles.message}>
          Your saved searches could not be loaded. {errorInWords(list.error)}
        </p>
        <Button onClick={() => void list.refetch()}>Try again</Button>
      </div>
    );
  if (!list.data) return <p role="status">Loading your saved searches…</p>;
  if (list.data.results.length === 0)
    return (
      <p className={styles.message}>
        You have no saved searches yet. Search on Explore, then choose “Save search” to keep a
        search here.
      </p>
    );
  return (
    <ul className={styles.list} aria-label="Saved searches">
      {list.data.results.map((saved) => {
        const terms = termLabels(saved.query, filters.categories, labelOf);
        return (
          <li key={saved.id} className={styles.item}>
            <div className={styles.text}>
              <Link
                className={styles.name}
                href={hrefOf(saved)}
                onClick={(event) => {
                  if (!onOpen || event.ctrlKey || event.metaKey || event.shiftKey) return;
                  event.preventDefault();
                  onOpen(saved, event);
                }}
              >
                {saved.name}
              </Link>
              <p className={styles.terms}>
                {terms.length ? terms.join(' · ') : 'Every clip'} ·{' '}
                {saved.sort === 'newest' ? 'newest first' : 'oldest first'} · saved{' '}
                {formatDate(new Date(saved.createdAt))}
              </p>
            </div>
            <Button
              size="small"
              className={danger.outline}
              disabled={deleting === saved.id}
              aria-label={`Delete the saved search “${saved.name}”`}
              onClick={() => void remove(saved)}
            >
              Delete
            </Button>
          </li>
        );
      })}
    </ul>
  );
}
