import { Button } from '@fluentui/react-components';
import { tokens } from '@fluentui/react-theme';
import { makeStyles } from '@griffel/react';
import { useState } from 'react';
import type { Asset } from '../../core/api/contract';
import { errorInWords } from '../../core/api/error-words';
import { formatClock } from '../../core/domain/clip-display';
import { isoDayToDisplay } from '../../core/domain/dates';
import { assetState, liveHealthInWords } from '../../core/domain/library';
import { useCan, useTenant } from '../common';
import { Thumbnail } from '../common/Thumbnail';
import { CARDS, useListTableStyles } from '../common/useListTableStyles';
import { useNotify } from '../shell/Toasts';
import { useLibraryWrites } from './useLibrary';
import { assetQuery } from '../../core/queries/media';
import { fetchQuery } from '../../core/queries/query';

const useStyles = makeStyles({
  still: {
    width: '112px',
    [CARDS]: { flexBasis: '100%' },
  },
  // Nothing to show yet: a card leaves it out.
  noStill: { [CARDS]: { display: 'none' } },
  placeholder: {
    width: '112px',
    aspectRatio: '16 / 9',
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground3,
  },
  titleCell: { minWidth: '16ch', [CARDS]: { flexBasis: '100%' } },
  title: { fontWeight: tokens.fontWeightSemibold, overflowWrap: 'anywhere' },
  secondary: {
    color: tokens.colorNeutralForeground2,
    fontSize: tokens.fontSizeBase200,
    overflowWrap: 'anywhere',
  },
  statusCell: { minWidth: '18ch', [CARDS]: { flexBasis: '100%' } },
  progress: {
    display: 'block',
    width: '100%',
    maxWidth: '200px',
    accentColor: tokens.colorBrandForeground1,
  },
  reason: { color: tokens.colorNeutralForeground2, fontSize: tokens.fontSizeBase200 },
  health: {
    margin: 0,
    paddingInlineStart: 0,
    listStyleType: 'none',
    color: tokens.colorNeutralForeground2,
    fontSize: tokens.fontSizeBase200,
  },
});

export interface AssetTableProps {
  assets: readonly Asset[];
  /** Files this page is sending now, by name, with the share of each sent (0–100). */
  sendingFiles: ReadonlyMap<string, number>;
  onOpen(
    kind: 'edit' | 'delete' | 'play' | 'match-data' | 'live-connection' | 'end-live',
    asset: Asset,
  ): void;
  /** Shows an asset in the list (the one a duplicate repeats). */
  onShowAsset(asset: Asset): void;
}

/** The library's assets: a table, cards in a narrow container. */
export function AssetTable({ assets, sendingFiles, onOpen, onShowAsset }: AssetTableProps) {
  const styles = { ...useListTableStyles(), ...useStyles() };
  const matchCategory = useMatchCategory();
  return (
    <table className={styles.table}>
      <caption hidden>Videos in the library</caption>
      <thead>
        <tr>
          <th scope="col">
            <span hidden>Still</span>
          </th>
          <th scope="col">Title</th>
          <th scope="col">Date</th>
          <th scope="col">Duration</th>
          <th scope="col">Status</th>
          <th scope="col">Clips</th>
          <th scope="col">
            <span hidden>Actions</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {assets.map((asset) => (
          <AssetRow
            key={asset.id}
            asset={asset}
            match={matchCategory ? asset.metadata[matchCategory] : undefined}
            sent={asset.ingest ? sendingFiles.get(asset.ingest.fileName) : undefined}
            onOpen={onOpen}
            onShowAsset={onShowAsset}
            styles={styles}
          />
        ))}
      </tbody>
    </table>
  );
}

/** The tenant's first text asset category: the match or the game an asset records. */
export function useMatchCategory(): string | undefined {
  return useTenant().family.assetCategories.find((c) => (c.valueType ?? 'text') === 'text')?.name;
}

function AssetRow({
  asset,
  match,
  sent,
  onOpen,
  onShowAsset,
  styles,
}: {
  asset: Asset;
  match: string | undefined;
  /** The share of its file this page has sent (0–100), while it sends it. */
  sent: number | undefined;
  onOpen: AssetTableProps['onOpen'];
  onShowAsset: AssetTableProps['onShowAsset'];
  styles: ReturnType<typeof useStyles> & ReturnType<typeof useListTableStyles>;
}) {
  const sending = sent !== undefined;
  const state = assetState(asset, sent);
  const writes = useLibraryWrites();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const tenantId = useTenant().tenantId;
  const mayImport = useCan('edit-metadata') && asset.kind === 'video' && state.playable;
  const duplicateOf = asset.ingest?.duplicateOf ?? null;
  // A live match not ended: its encoder connects, and it can be ended by hand.
  const onAir = asset.status === 'live' && !!asset.live && asset.live.state !== 'ended';
  const pulled = asset.live?.protocol === 'hls';
  // Stills are cut from the MP4, which processing makes last.
  const hasStill = asset.status === 'ready' && asset.duration > 0;

  const act = async (action: 'cancel' | 'retry') => {
    setBusy(true);
    try {
      await writes[action](asset.id);
      notify(
        action === 'cancel'
          ? `${asset.title} was cancelled.`
          : `${asset.title} is being processed again.`,
      );
    } catch (error) {
      notify(
        `${asset.title} could not be ${action === 'cancel' ? 'cancelled' : 'tried again'}. ${errorInWords(error)}`,
        { intent: 'error' },
      );
    } finally {
      setBusy(false);
    }
  };

  const showOriginal = async () => {
    try {
      onShowAsset(await fetchQuery(assetQuery(tenantId, duplicateOf!)));
    } catch (error) {
      notify(`The video already in the library could not be shown. ${errorInWords(error)}`, {
        intent: 'error',
      });
    }
  };

  return (
    <tr>
      <td className={hasStill ? styles.still : styles.noStill}>
        {hasStill ? (
          <Thumbnail assetId={asset.id} seconds={Math.min(5, asset.duration / 2)} settleMs={150} />
        ) : (
          <div className={styles.placeholder} />
        )}
      </td>
      <td className={styles.titleCell}>
        <div className={styles.title}>{asset.title}</div>
        {match && match !== asset.title && <div className={styles.secondary}>{match}</div>}
        {asset.ingest && asset.ingest.fileName !== asset.title && (
          <div className={styles.secondary}>{asset.ingest.fileName}</div>
        )}
      </td>
      <td className={styles.number}>
        <span className={styles.cardLabel}>Date </span>
        {asset.matchDate ? isoDayToDisplay(asset.matchDate) : '—'}
      </td>
      <td className={styles.number}>
        <span className={styles.cardLabel}>Duration </span>
        {asset.duration > 0 ? formatClock(asset.duration) : '—'}
      </td>
      <td className={styles.statusCell}>
        <span>{state.label}</span>
        {state.percent !== null && (
          <progress
            className={styles.progress}
            max={100}
            value={state.percent}
            aria-label={`${asset.title}: ${state.label}`}
          />
        )}
        {asset.live?.state === 'live' && (
          <ul className={styles.health} aria-label={`How the stream of ${asset.title} is`}>
            {liveHealthInWords(asset.live.health).map((phrase) => (
              <li key={phrase}>{phrase}</li>
            ))}
          </ul>
        )}
        {state.detail && <div className={styles.reason}>{state.detail}</div>}
        {asset.status === 'uploading' && !sending && (
          <div className={styles.reason}>
            Stopped. Choose the same file again to carry on where it stopped.
          </div>
        )}
        {asset.status === 'processing' && state.playable && (
          <div className={styles.reason}>You can watch it while it is processed.</div>
        )}
      </td>
      <td className={styles.number}>
        <span className={styles.cardLabel}>Clips </span>
        {asset.clipCount ?? 0}
      </td>
      <td>
        <div className={styles.actions}>
          {state.playable && (
            <Button
              appearance="primary"
              aria-label={`Play ${asset.title}`}
              onClick={() => onOpen('play', asset)}
            >
              Play
            </Button>
          )}
          {duplicateOf && (
            <Button
              aria-label={`Show the one already there: the video ${asset.title} repeats`}
              onClick={() => void showOriginal()}
            >
              Show the one already there
            </Button>
          )}
          {state.canCancel && (
            <Button
              disabled={busy}
              aria-label={`Cancel ${asset.title}`}
              onClick={() => void act('cancel')}
            >
              Cancel
            </Button>
          )}
          {state.canRetry && (
            <Button
              disabled={busy}
              aria-label={`Try again: ${asset.title}`}
              onClick={() => void act('retry')}
            >
              Try again
            </Button>
          )}
          {onAir && (
            <Button
              aria-label={`${pulled ? 'Source' : 'Encoder connection'} for ${asset.title}`}
              onClick={() => onOpen('live-connection', asset)}
            >
              {pulled ? 'Source' : 'Encoder'}
            </Button>
          )}
          {onAir && (
            <Button
              aria-label={`End live: ${asset.title}`}
              onClick={() => onOpen('end-live', asset)}
            >
              End live
            </Button>
          )}
          {mayImport && (
            <Button
              aria-label={`Import match data for ${asset.title}`}
              onClick={() => onOpen('match-data', asset)}
            >
              Match data
            </Button>
          )}
          <Button aria-label={`Edit ${asset.title}`} onClick={() => onOpen('edit', asset)}>
            Edit
          </Button>
          <Button aria-label={`Delete ${asset.title}`} onClick={() => onOpen('delete', asset)}>
            Delete
          </Button>
        </div>
      </td>
    </tr>
  );
}
