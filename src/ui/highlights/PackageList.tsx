import { Button } from '@fluentui/react-components';
import { tokens } from '@fluentui/react-theme';
import { makeStyles } from '@griffel/react';
import { useId, useMemo, useState } from 'react';
import {
  isHighlightListColumn,
  isHighlightSortColumn,
  type HighlightListColumn,
  type HighlightPackageRow,
  type HighlightSortColumn,
} from '../../core/api/contract';
import type { HighlightListQuery } from '../../core/queries/highlights';
import { useDebouncedValue, useTenant } from '../common';
import { Pagination } from '../common/Pagination';
import { ListStatus } from '../common/ListStatus';
import { CARDS, useListTableStyles } from '../common/useListTableStyles';
import { useTextInputStyles } from '../common/useTextInputStyles';
import { usePackageList } from './useHighlights';

/** Packages a page of the list holds. */
export const PACKAGES_PAGE_SIZE = 25;
const SEARCH_DELAY_MS = 250;

type Column = HighlightListColumn;
const HEADINGS: Record<Column, string> = {
  packageName: 'Package',
  game: 'Game',
  clipCount: 'Clips',
  statusName: 'Status',
  isNew: 'New',
  id: 'ID',
  season: 'Season',
};
const DEFAULT_COLUMNS: Column[] = [
  'packageName',
  'game',
  'clipCount',
  'statusName',
  'isNew',
  'season',
];

const useStyles = makeStyles({
  root: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr)',
    gap: tokens.spacingVerticalM,
    containerType: 'inline-size',
  },
  search: { display: 'grid', gap: tokens.spacingVerticalXXS, maxWidth: '420px' },
  name: { [CARDS]: { flexBasis: '100%' } },
  // Reads as the link it acts as: the package opens in place.
  open: {
    fontWeight: tokens.fontWeightSemibold,
    textAlign: 'left',
    overflowWrap: 'anywhere',
    padding: 0,
    minWidth: 0,
    color: tokens.colorBrandForegroundLink,
    textDecorationLine: 'underline',
  },
  game: { color: tokens.colorNeutralForeground2, overflowWrap: 'anywhere' },
  sort: { fontWeight: tokens.fontWeightSemibold, minWidth: 0, padding: 0 },
  reason: { color: tokens.colorNeutralForeground2, fontSize: tokens.fontSizeBase200 },
  new: {
    display: 'inline-block',
    padding: `0 ${tokens.spacingHorizontalS}`,
    borderRadius: tokens.borderRadiusCircular,
    backgroundColor: tokens.colorBrandBackground,
    color: tokens.colorNeutralForegroundOnBrand,
    fontSize: tokens.fontSizeBase200,
    fontWeight: tokens.fontWeightSemibold,
  },
});

export interface PackageListProps {
  onOpen(row: HighlightPackageRow): void;
}

/**
 * The tenant's highlight packages (SPEC §3): its columns (cricket's, else the product's),
 * sorted by the server from a column's header, searched by name, 25 a page from
 * `X-Total-Count`; a package opens from its name.
 */
export function PackageList({ onOpen }: PackageListProps) {
  const styles = { ...useListTableStyles(), ...useStyles() };
  const tenant = useTenant();
  // A tenant's columns the list does not know are left out.
  const columns = (tenant.config.ui.highlights?.columns ?? DEFAULT_COLUMNS).filter(
    isHighlightListColumn,
  );
  const searchId = useId();
  const inputClass = useTextInputStyles();
  const [typed, setTyped] = useState('');
  const name = useDebouncedValue(typed.trim(), SEARCH_DELAY_MS);
  const [page, setPage] = useState({ name, page: 1 });
  const current = page.name === name ? page.page : 1;
  const [sort, setSort] = useState<{ by: HighlightSortColumn; desc: boolean } | null>(null);
  const query = useMemo<HighlightListQuery>(
    () => ({
      limit: PACKAGES_PAGE_SIZE,
      offset: (current - 1) * PACKAGES_PAGE_SIZE,
      ...(name ? { name } : {}),
      ...(sort
        ? {
            order_by: sort.by,
            sort: sort.desc ? 'desc' : 'asc',
          }
        : {}),
    }),
    [current, name, sort],
  );
  const list = usePackageList(query);
  const total = list.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / PACKAGES_PAGE_SIZE));
  const rows = list.data?.rows ?? [];

  const header = (c: Column) => {
    if (!isHighlightSortColumn(c)) return HEADINGS[c];
    const on = sort?.by === c;
    return (
      <Button
        appearance="transparent"
        className={styles.sort}
        onClick={() => setSort({ by: c, desc: on ? !sort.desc : false })}
      >
        {HEADINGS[c]}
        {on ? (sort.desc ? ' ↓' : ' ↑') : ''}
      </Button>
    );
  };

  return (
    <section className={styles.root} aria-label="Highlight packages">
      <div className={styles.search}>
        <label htmlFor={searchId}>Search packages by name</label>
        <input
          id={searchId}
          type="search"
          className={inputClass()}
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
        />
      </div>
      <ListStatus
        list={list}
        failed="The packages could not be loaded."
        loading="Loading the packages…"
        count={
          total === 0
            ? name
              ? `No package’s name has “${name}” in it.`
              : 'No packages yet. Choose a game above and build its packages.'
            : `${total} ${total === 1 ? 'package' : 'packages'}`
        }
      />
      {rows.length > 0 && (
        <table className={styles.table}>
          <caption hidden>Highlight packages</caption>
          <thead>
            <tr>
              {columns.map((c) => (
                <th
                  key={c}
                  scope="col"
                  aria-sort={sort?.by === c ? (sort.desc ? 'descending' : 'ascending') : undefined}
                >
                  {header(c)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id}>
                {columns.map((c) => (
                  <td key={c} className={c === 'packageName' ? styles.name : styles.number}>
                    <Cell
                      column={c}
                      row={row}
                      onOpen={onOpen}
                      styles={styles}
                      nameGame={!columns.includes('game')}
                    />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <Pagination
        page={Math.min(current, pages)}
        pages={pages}
        onPage={(next) => setPage({ name, page: next })}
        label="Package pages"
      />
    </section>
  );
}

function Cell({
  column,
  row,
  onOpen,
  styles,
  nameGame,
}: {
  column: Column;
  row: HighlightPackageRow;
  onOpen(row: HighlightPackageRow): void;
  /** The name cell names the game where no column does. */
  nameGame: boolean;
  styles: ReturnType<typeof useStyles> & ReturnType<typeof useListTableStyles>;
}) {
  const label = <span className={styles.cardLabel}>{HEADINGS[column]} </span>;
  switch (column) {
    case 'packageName':
      return (
        <>
          <Button
            appearance="transparent"
            className={styles.open}
            onClick={() => onOpen(row)}
            aria-label={`Open ${row.packageName}${row.game ? `, ${row.game}` : ''}`}
          >
            {row.packageName}
          </Button>
          {nameGame && row.game && <div className={styles.game}>{row.game}</div>}
        </>
      );
    case 'game':
      return <>{row.game ?? 'Reel'}</>;
    case 'clipCount':
      return (
        <>
          {label}
          {row.clipCount}
        </>
      );
    case 'statusName':
      return (
        <>
          <span>{row.statusName}</span>
          {row.status === 'failed' && row.reason && (
            <div className={styles.reason}>{row.reason}</div>
          )}
        </>
      );
    case 'isNew':
      return row.isNew ? (
        <span className={styles.new}>New</span>
      ) : (
        <span className={styles.cardLabel}>Opened</span>
      );
    case 'id':
      return (
        <>
          {label}
          {row.id.slice(0, 8)}
        </>
      );
    case 'season':
      return (
        <>
          {label}
          {row.season ?? '—'}
        </>
      );
  }
}
