import { Button } from '@fluentui/react-components';
import { tokens } from '@fluentui/react-theme';
import { makeStyles } from '@griffel/react';
import { Suspense, useEffect, useId, useMemo, useRef, useState } from 'react';
import type { Asset, AssetSortMode } from '../../core/api/contract';
import type { LibraryListQuery } from '../../core/queries/library';
import { useDebouncedValue, useTenant } from '../common';
import { lazyNamed } from '../common/lazyNamed';
import { Pagination } from '../common/Pagination';
import { ListStatus } from '../common/ListStatus';
import { useListTableStyles } from '../common/useListTableStyles';
import { useTextInputStyles } from '../common/useTextInputStyles';
import { useNotify } from '../shell/Toasts';
import { AssetTable } from './AssetTable';
import { UploadArea } from './UploadArea';
import { useLibraryList, useUploads } from './useLibrary';

const AssetDialog = lazyNamed(() => import('./AssetDialogs'), 'AssetDialog');
const MatchDataDialog = lazyNamed(() => import('../match-data/MatchDataDialog'), 'MatchDataDialog');

/** Assets a page of the list holds. */
export const LIBRARY_PAGE_SIZE = 20;
const SEARCH_DELAY_MS = 250;

const SORTS: Array<{ key: string; label: string; sortMode: AssetSortMode; sortDesc: boolean }> = [
  { key: 'newest', label: 'Newest added', sortMode: 'createdAt', sortDesc: true },
  { key: 'match', label: 'Latest match date', sortMode: 'matchDate', sortDesc: true },
  { key: 'title', label: 'Title, A to Z', sortMode: 'title', sortDesc: false },
];

const useStyles = makeStyles({
  root: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr)',
    gap: tokens.spacingVerticalM,
    color: tokens.colorNeutralForeground1,
    containerType: 'inline-size',
  },
  toolbar: { display: 'flex', flexWrap: 'wrap', alignItems: 'end', gap: tokens.spacingHorizontalM },
  field: { display: 'grid', gap: tokens.spacingVerticalXXS, flex: '1 1 220px', maxWidth: '420px' },
  sort: { display: 'grid', gap: tokens.spacingVerticalXXS },
});

export type LibraryDialog =
  | {
      kind: 'edit' | 'delete' | 'play' | 'match-data' | 'live-connection' | 'end-live';
      asset: Asset;
    }
  | { kind: 'import' | 'go-live' };

export interface LibraryListProps {
  /** An asset shown in the list finished processing, failed, or was deleted. */
  onAssetChange?(asset: Asset, change: 'ready' | 'failed' | 'deleted'): void;
}

/**
 * The tenant's library: its assets with their status moving live, uploads that resume, and
 * adding, correcting and deleting assets (docs/ingest.md).
 */
export function LibraryList({ onAssetChange }: LibraryListProps) {
  const styles = { ...useListTableStyles(), ...useStyles() };
  const notify = useNotify();
  const tenant = useTenant();
  const searchId = useId();
  const sortId = useId();
  const inputClass = useTextInputStyles();
  const [typed, setTyped] = useState('');
  const text = useDebouncedValue(typed.trim(), SEARCH_DELAY_MS);
  const [sortKey, setSortKey] = useState('newest');
  const [paging, setPaging] = useState({ text, sortKey, page: 0 });
  const page = paging.text === text && paging.sortKey === sortKey ? paging.page : 0;
  const sort = SORTS.find((s) => s.key === sortKey) ?? SORTS[0]!;
  const query = useMemo<LibraryListQuery>(
    () => ({
      page,
      size: LIBRARY_PAGE_SIZE,
      text,
      sortMode: sort.sortMode,
      sortDesc: sort.sortDesc,
    }),
    [page, text, sort],
  );
  const list = useLibraryList(query);
  const assets = useMemo(() => list.data?.content ?? [], [list.data]);
  const total = list.data?.totalElements ?? 0;
  const pages = Math.max(1, list.data?.totalPages ?? 1);
  const { entries } = useUploads();
  const [dialog, setDialog] = useState<LibraryDialog | null>(null);

  // A sent file becomes an asset: the list is read again to show it.
  const sentCount = entries.filter((e) => e.phase === 'sent').length;
  const startedCount = entries.filter((e) => e.phase === 'sending').length;
  const refetch = list.refetch;
  useEffect(() => {
    if (sentCount + startedCount > 0) void refetch();
  }, [sentCount, startedCount, refetch]);

  // Tells the person (and the page) when an asset they are watching is ready or fails.
  const previous = useRef<Map<string, Asset> | null>(null);
  useEffect(() => {
    const before = previous.current;
    if (before) {
      for (const asset of assets) {
        const was = before.get(asset.id);
        if (!was || was.status === asset.status) continue;
        if (asset.status === 'ready') {
          notify(`${asset.title} is ready.`);
          onAssetChange?.(asset, 'ready');
        } else if (asset.status === 'failed') {
          notify(
            asset.live
              ? `${asset.title} ended before any picture came.`
              : `${asset.title} could not be processed. ${asset.ingest?.reason ?? ''}`.trim(),
            { intent: 'error' },
          );
          onAssetChange?.(asset, 'failed');
        }
      }
    }
    previous.current = new Map(assets.map((a) => [a.id, a]));
  }, [assets, notify, onAssetChange]);

  // Sending from this page: a row of the file says so rather than "stopped", and how far it
  // is as this page knows it (the list's figure is the server's of a moment ago).
  const sending = new Map(
    entries
      .filter((e) => e.phase === 'starting' || e.phase === 'sending' || e.phase === 'reconnecting')
      .map((e) => [e.fileName, e.size > 0 ? Math.floor((e.sent / e.size) * 100) : 0]),
  );

  return (
    <section className={styles.root} aria-label={tenant.config.ui.verbiage.library ?? 'Library'}>
      <UploadArea
        onAddFromAddress={() => setDialog({ kind: 'import' })}
        onGoLive={() => setDialog({ kind: 'go-live' })}
      />
      <div className={styles.toolbar}>
        <div className={styles.field}>
          <label htmlFor={searchId}>Search the library by title</label>
          <input
            id={searchId}
            type="search"
            className={inputClass()}
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
          />
        </div>
        <div className={styles.sort}>
          <label htmlFor={sortId}>Sort by</label>
          <select
            id={sortId}
            className={inputClass()}
            value={sortKey}
            onChange={(e) => setSortKey(e.target.value)}
          >
            {SORTS.map((s) => (
              <option key={s.key} value={s.key}>
                {s.label}
              </option>
            ))}
          </select>
        </div>
        <Button onClick={() => void list.refetch()} disabled={list.isFetching}>
          Refresh
        </Button>
      </div>
      <ListStatus
        list={list}
        failed="The library could not be loaded."
        loading="Loading the library…"
        count={
          total === 0
            ? text
              ? `No video’s title has “${text}” in it.`
              : 'The library has no videos yet. Drop video files above, or choose them.'
            : `${total} ${total === 1 ? 'video' : 'videos'}`
        }
      />
      {assets.length > 0 && (
        <AssetTable
          assets={assets}
          sendingFiles={sending}
          onOpen={(kind, asset) => setDialog({ kind, asset })}
          onShowAsset={(asset) => {
            setTyped(asset.title);
            setSortKey('newest');
          }}
        />
      )}
      <Pagination
        page={page + 1}
        pages={pages}
        onPage={(next) => setPaging({ text, sortKey, page: next - 1 })}
        label="Library pages"
      />
      {dialog?.kind === 'match-data' && (
        <Suspense fallback={null}>
          <MatchDataDialog asset={dialog.asset} onClose={() => setDialog(null)} />
        </Suspense>
      )}
      {dialog && dialog.kind !== 'match-data' && (
        <Suspense fallback={null}>
          <AssetDialog
            dialog={dialog}
            onClose={() => setDialog(null)}
            onDeleted={(asset) => onAssetChange?.(asset, 'deleted')}
          />
        </Suspense>
      )}
    </section>
  );
}
