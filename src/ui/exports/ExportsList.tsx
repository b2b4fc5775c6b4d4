import { Button } from '@fluentui/react-components';
import { tokens } from '@fluentui/react-theme';
import { makeStyles } from '@griffel/react';
import { Suspense, useEffect, useId, useMemo, useRef, useState } from 'react';
import { errorInWords } from '../../core/api/error-words';
import { formatClock } from '../../core/domain/clip-display';
import { formatDateTime } from '../../core/domain/dates';
import {
  deliveryOf,
  exportRows,
  exportTypeWords,
  newlyFinished,
  type ExportRow,
} from '../../core/domain/exports';
import { useDebouncedValue, useTenant } from '../common';
import { ListStatus } from '../common/ListStatus';
import { CARDS, useListTableStyles } from '../common/useListTableStyles';
import { Pagination } from '../common/Pagination';
import { useNotify } from '../shell/Toasts';
import { useTextInputStyles } from '../common/useTextInputStyles';
import { useCopy } from '../common/useCopy';
import { useExportActions, useExportList } from './useExports';
import { lazyNamed } from '../common/lazyNamed';

const ShareForReviewDialog = lazyNamed(
  () => import('../reviews/ShareForReviewDialog'),
  'ShareForReviewDialog',
);

/** Rows a page of the list holds. */
export const EXPORTS_PAGE_SIZE = 25;
const SEARCH_DELAY_MS = 200;

const useStyles = makeStyles({
  root: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr)',
    gap: tokens.spacingVerticalM,
    color: tokens.colorNeutralForeground1,
    containerType: 'inline-size',
  },
  toolbar: { display: 'flex', flexWrap: 'wrap', alignItems: 'end', gap: tokens.spacingHorizontalM },
  search: { display: 'grid', gap: tokens.spacingVerticalXXS, flex: '1 1 240px', maxWidth: '420px' },
  nameCell: { minWidth: '14ch', [CARDS]: { flexBasis: '100%' } },
  fileName: { fontWeight: tokens.fontWeightSemibold, overflowWrap: 'anywhere' },
  collection: { color: tokens.colorNeutralForeground2, overflowWrap: 'anywhere' },
  statusCell: { minWidth: '16ch', [CARDS]: { flexBasis: '100%' } },
  progress: {
    display: 'block',
    width: '100%',
    maxWidth: '220px',
    accentColor: tokens.colorBrandForeground1,
  },
  reason: { color: tokens.colorNeutralForeground2, fontSize: tokens.fontSizeBase200 },
  delivered: {
    color: tokens.colorNeutralForeground2,
    fontSize: tokens.fontSizeBase200,
    overflowWrap: 'anywhere',
  },
});

/** A column of the list; a tenant may mask any but the name and actions (`maskedTableColumns`). */
const COLUMNS = ['type', 'status', 'duration', 'createdAt', 'expiryDate'] as const;
type Column = (typeof COLUMNS)[number];
const HEADINGS: Record<Column, string> = {
  type: 'Type',
  status: 'Status',
  duration: 'Duration',
  createdAt: 'Created',
  expiryDate: 'Expires',
};

export interface ExportsListProps {
  /** An export's status changed while the list was open (finished, failed, cancelled). */
  onChange?(row: ExportRow): void;
}

/**
 * The person's exports (SPEC §3, §4): file name, type, status with live progress, duration,
 * created and expiry dates, and download, cancel and retry; searched by name, 25 a page.
 */
export function ExportsList({ onChange }: ExportsListProps) {
  const styles = { ...useListTableStyles(), ...useStyles() };
  const tenant = useTenant();
  const masked = new Set(tenant.config.maskedTableColumns);
  const columns = COLUMNS.filter((c) => !masked.has(c));
  const notify = useNotify();
  const actions = useExportActions();
  const list = useExportList();
  const searchId = useId();
  const inputClass = useTextInputStyles();
  const [typed, setTyped] = useState('');
  const words = useDebouncedValue(typed.trim().toLowerCase(), SEARCH_DELAY_MS);
  const [paging, setPaging] = useState({ words, page: 1 });
  const [busy, setBusy] = useState<string | null>(null);
  const [sharing, setSharing] = useState<ExportRow | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  // Statuses are as of the last read: an export expires on screen at the next one.
  const rows = useMemo(
    () => exportRows(list.data ?? [], new Date(list.dataUpdatedAt)),
    [list.data, list.dataUpdatedAt],
  );
  const shown = words ? rows.filter((r) => r.fileName.toLowerCase().includes(words)) : rows;
  const pages = Math.max(1, Math.ceil(shown.length / EXPORTS_PAGE_SIZE));
  const page = Math.min(paging.words === words ? paging.page : 1, pages);
  const visible = shown.slice((page - 1) * EXPORTS_PAGE_SIZE, page * EXPORTS_PAGE_SIZE);

  // Tells the person (and the page) when an export they are watching finishes.
  const previous = useRef<ExportRow[] | null>(null);
  useEffect(() => {
    if (previous.current) {
      for (const row of newlyFinished(previous.current, rows)) {
        onChange?.(row);
        if (row.status === 'Completed') notify(`${row.fileName} is ready to download.`);
        else if (row.status === 'Failed')
          notify(`${row.fileName} could not be made. ${row.reason ?? ''}`.trim(), {
            intent: 'error',
          });
      }
    }
    previous.current = rows;
  }, [rows, notify, onChange]);

  const act = async (row: ExportRow, action: 'cancel' | 'retry') => {
    setBusy(row.id);
    setProblem(null);
    try {
      await actions[action](row.id);
      notify(
        action === 'cancel'
          ? `${row.fileName} was cancelled.`
          : `${row.fileName} is running again.`,
      );
    } catch (error) {
      setProblem(
        `${row.fileName} could not be ${action === 'cancel' ? 'cancelled' : 'tried again'}. ${errorInWords(error)}`,
      );
    } finally {
      setBusy(null);
    }
  };

  return (
    <section className={styles.root} aria-label="Exports">
      <div className={styles.toolbar}>
        <div className={styles.search}>
          <label htmlFor={searchId}>Search exports by file name</label>
          <input
            id={searchId}
            type="search"
            className={inputClass()}
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
          />
        </div>
        <Button onClick={() => void list.refetch()} disabled={list.isFetching}>
          Refresh
        </Button>
      </div>
      {problem && (
        <p role="alert" className={styles.alert}>
          {problem}
        </p>
      )}
      <ListStatus
        list={list}
        failed="Your exports could not be loaded."
        loading="Loading your exports…"
        count={
          rows.length === 0
            ? `You have no exports yet. Open a ${tenant.config.ui.verbiage.collection.toLowerCase()} and choose ${tenant.config.ui.verbiage.exportLabel}.`
            : words && shown.length === 0
              ? `No export’s file name has “${typed.trim()}” in it.`
              : `${shown.length} ${shown.length === 1 ? 'export' : 'exports'}`
        }
      />
      {visible.length > 0 && (
        <table className={styles.table}>
          <caption hidden>Your exports</caption>
          <thead>
            <tr>
              <th scope="col">File name</th>
              {columns.map((c) => (
                <th key={c} scope="col">
                  {HEADINGS[c]}
                </th>
              ))}
              <th scope="col">
                <span hidden>Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {visible.map((row) => (
              <tr key={row.id}>
                <td className={styles.nameCell}>
                  <div className={styles.fileName}>{row.fileName}</div>
                  <div className={styles.collection}>{row.collectionTitle}</div>
                </td>
                {columns.map((c) => (
                  <td key={c} className={c === 'status' ? styles.statusCell : styles.number}>
                    <Cell column={c} row={row} styles={styles} offered={tenant.config.exports} />
                  </td>
                ))}
                <td>
                  <div className={styles.actions}>
                    {linkOf(row) && <CopyLinkButton row={row} link={linkOf(row)!} />}
                    {downloadsOf(row).map((file, i) => (
                      <Button
                        key={file.url}
                        as="a"
                        href={file.url}
                        download={file.name}
                        appearance={i === 0 ? 'primary' : 'secondary'}
                        // The name holds the visible words (WCAG 2.5.3), then the file's.
                        aria-label={
                          i === 0
                            ? `Download ${file.name}`
                            : `Download ${file.name.split('.').pop()?.toUpperCase()}: ${file.name}`
                        }
                      >
                        {i === 0
                          ? 'Download'
                          : `Download ${file.name.split('.').pop()?.toUpperCase()}`}
                      </Button>
                    ))}
                    {row.canCancel && (
                      <Button
                        disabled={busy === row.id}
                        aria-label={`Cancel ${row.fileName}`}
                        onClick={() => void act(row, 'cancel')}
                      >
                        Cancel
                      </Button>
                    )}
                    {row.status === 'Completed' && (
                      <Button
                        aria-label={`Share for review: ${row.collectionTitle}`}
                        onClick={() => setSharing(row)}
                      >
                        Share for review
                      </Button>
                    )}
                    {row.canRetry && (
                      <Button
                        disabled={busy === row.id}
                        aria-label={`Try again: ${row.fileName}`}
                        onClick={() => void act(row, 'retry')}
                      >
                        Try again
                      </Button>
                    )}
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {sharing && (
        <Suspense fallback={null}>
          <ShareForReviewDialog
            collectionId={sharing.collectionId}
            title={sharing.collectionTitle}
            onClose={() => setSharing(null)}
          />
        </Suspense>
      )}
      <Pagination
        page={page}
        pages={pages}
        onPage={(next) => setPaging({ words, page: next })}
        label="Export pages"
      />
    </section>
  );
}

/** A playback link is shared, not downloaded: its playlist file is no download for a person. */
const downloadsOf = (row: ExportRow) => (row.kind === 'url' ? [] : row.files);

const linkOf = (row: ExportRow) => {
  const delivery = deliveryOf(row);
  return delivery && 'link' in delivery ? delivery.link : null;
};

const placeOf = (row: ExportRow) => {
  const delivery = deliveryOf(row);
  return delivery && 'place' in delivery ? delivery.place : null;
};

function CopyLinkButton({ row, link }: { row: ExportRow; link: string }) {
  const notify = useNotify();
  const [copied, copy] = useCopy();
  useEffect(() => {
    if (copied === 'copied') notify(`The link to ${row.fileName} is copied.`);
    else if (copied === 'failed')
      notify(
        'The browser would not copy the link. Open the export from its collection to select it.',
        {
          intent: 'error',
        },
      );
  }, [copied, notify, row.fileName]);
  return (
    <Button
      appearance="primary"
      aria-label={`${copied === 'copied' ? 'Copied' : 'Copy link'}: ${row.fileName}`}
      onClick={() => void copy(link)}
    >
      {copied === 'copied' ? 'Copied' : 'Copy link'}
    </Button>
  );
}

function Cell({
  column,
  row,
  styles,
  offered,
}: {
  column: Column;
  row: ExportRow;
  styles: ReturnType<typeof useStyles> & ReturnType<typeof useListTableStyles>;
  offered: ReadonlyArray<{ name: string; label: string }>;
}) {
  const label = <span className={styles.cardLabel}>{HEADINGS[column]} </span>;
  switch (column) {
    case 'type':
      return <>{exportTypeWords(row.kind, offered)}</>;
    case 'duration':
      return (
        <>
          {label}
          {formatClock(row.duration)}
        </>
      );
    case 'createdAt':
      return (
        <>
          {label}
          {formatDateTime(row.createdAt)}
        </>
      );
    case 'expiryDate':
      return (
        <>
          {label}
          {row.expires && (row.status === 'Completed' || row.status === 'Expired')
            ? formatDateTime(row.expiryDate)
            : '—'}
        </>
      );
    case 'status':
      return (
        <>
          <span>
            {row.status}
            {row.status === 'In progress' ? ` ${row.progress}%` : ''}
            {row.status === 'Failed' && row.cancelled ? ': cancelled' : ''}
          </span>
          {row.status === 'In progress' && (
            <progress
              className={styles.progress}
              max={100}
              value={row.progress}
              aria-label={`${row.fileName}: ${row.progress}% done`}
            />
          )}
          {placeOf(row) && <div className={styles.delivered}>Sent to {placeOf(row)}</div>}
          {row.status === 'Failed' && row.reason && !row.cancelled && (
            <div className={styles.reason}>{row.reason}</div>
          )}
        </>
      );
  }
}
