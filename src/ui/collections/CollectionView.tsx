import { Button } from '@fluentui/react-components';
import { tokens } from '@fluentui/react-theme';
import { makeStyles } from '@griffel/react';
import { Suspense, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type {
  ExportStatusItem,
  Playlist,
  PlaylistSummary,
  SearchHit,
} from '../../core/api/contract';
import { formatClock } from '../../core/domain/clip-display';
import { playableItems } from '../../core/domain/playback';
import {
  appendItems,
  clipOfHit,
  savedClips,
  type DraftItem,
} from '../../core/domain/collection-edit';
import {
  collectionDuration,
  playerItemLabel,
  collectionItemType,
} from '../../core/domain/collections';
import { formatDateTime } from '../../core/domain/dates';
import { loadProblem } from '../common/loadProblem';
import { useCollection, useTenant } from '../common';
import { useCan } from '../common/useCan';
import { ReviewControls } from '../reviews/ReviewControls';
import { ReviewMarkers } from '../reviews/ReviewMarkers';
import { useCollectionReviews } from '../reviews/useCollectionReviews';
import { Player } from '../player';
import type { CollectionDialogProps } from './CollectionDialog';
import { CollectionDraft } from './CollectionDraft';
import { BumperPicker } from './BumperPicker';
import { ItemList } from './ItemList';
import { isConflict, useCollectionWrites, writeProblem } from './useCollections';
import { countOf } from '../../core/domain/counting';
import { useUnsavedChanges } from '../common/useUnsavedChanges';
import { lazyNamed } from '../common/lazyNamed';
import { useDestructiveStyles } from '../common/useDestructiveStyles';

const CollectionDialog = lazyNamed(() => import('./CollectionDialog'), 'CollectionDialog');
const ClipEditor = lazyNamed(() => import('./ClipEditor'), 'ClipEditor');
const ExportDialog = lazyNamed(() => import('../exports/ExportDialog'), 'ExportDialog');

const useStyles = makeStyles({
  root: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr)',
    gap: tokens.spacingVerticalM,
    color: tokens.colorNeutralForeground1,
    backgroundColor: tokens.colorNeutralBackground2,
  },
  header: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
  },
  heading: {
    margin: 0,
    marginRight: 'auto',
    minWidth: 0,
    fontSize: tokens.fontSizeBase500,
    overflowWrap: 'anywhere',
  },
  meta: { margin: 0, color: tokens.colorNeutralForeground2, overflowWrap: 'anywhere' },
  row: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, alignItems: 'center' },
  alert: { margin: 0, color: tokens.colorPaletteRedForeground1 },
  conflict: {
    display: 'grid',
    gap: tokens.spacingVerticalS,
    padding: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusMedium,
    border: `${tokens.strokeWidthThick} solid ${tokens.colorPaletteRedBorder2}`,
  },
});

export interface CollectionViewProps {
  id: string;
  onClipSelect?(hit: Partial<SearchHit>): void;
  onChange?(change: { action: 'saved' | 'renamed' | 'deleted'; collection: PlaylistSummary }): void;
  /** Shown as "All …" when the view was opened from the list. */
  onBack?(): void;
  /** An export of the collection was asked for. */
  onExportStart?(item: ExportStatusItem, collection: PlaylistSummary): void;
}

/**
 * One collection (SPEC §3): its items in order, reordered, trimmed, removed and added to
 * (bumpers, where the tenant has them), saved as a whole with conflict detection, and played.
 */
export function CollectionView({
  id,
  onClipSelect,
  onChange,
  onBack,
  onExportStart,
}: CollectionViewProps) {
  const styles = useStyles();
  const destructive = useDestructiveStyles();
  const tenant = useTenant();
  const word = tenant.config.ui.verbiage.collection;
  const layout = tenant.config.ui.thumbnailJson;
  const plural = tenant.config.ui.verbiage.collections;
  const collection = useCollection(id);
  const drafting = useDraft(id);
  const {
    base,
    items: draft,
    dirty,
    saving,
    problem,
    conflict,
  } = useSyncExternalStore(drafting.subscribe, drafting.getSnapshot);
  const [editing, setEditing] = useState<string | null>(null);
  const [playing, setPlaying] = useState(false);
  const [playingIndex, setPlayingIndex] = useState<number | null>(null);
  const [bumpersOpen, setBumpersOpen] = useState(false);
  const [dialog, setDialog] = useState<CollectionDialogProps | null>(null);
  const [exporting, setExporting] = useState(false);
  const mayShare = useCan('collect');
  const reviews = useCollectionReviews(id, () => setPlaying(true));
  const editorOpener = useRef<HTMLElement | null>(null);

  // The draft starts from what the server has, and follows it while nothing is changed here.
  useEffect(() => {
    if (collection.data) drafting.receive(collection.data);
  }, [drafting, collection.data]);

  const setUnsaved = useUnsavedChanges(dirty);

  if (collection.error)
    return (
      <div role="alert" className={styles.alert}>
        <p>{loadProblem(collection.error, `This ${word.toLowerCase()}`)}</p>
        {onBack && <Button onClick={onBack}>All {plural.toLowerCase()}</Button>}
      </div>
    );
  if (!draft || !base) return <p role="status">Loading the {word.toLowerCase()}…</p>;

  const change = (items: DraftItem[]) => {
    drafting.change(items);
    if (editing && !items.some((i) => i.key === editing)) setEditing(null);
  };
  const saved = (collection: Playlist | null) =>
    collection && onChange?.({ action: 'saved', collection });

  // Closing the editor puts focus back on the Trim button that opened it.
  const closeEditor = () => {
    setEditing(null);
    const opener = editorOpener.current;
    requestAnimationFrame(() => opener?.isConnected && opener.focus());
  };
  const editingIndex = draft.findIndex((i) => i.key === editing);
  const editingItem = editingIndex >= 0 ? draft[editingIndex] : undefined;
  const total = collectionDuration(draft);
  const playable = playableItems(draft);
  const markers = reviews.markersOf(draft);

  return (
    <section className={styles.root} aria-labelledby="collection-heading">
      {onBack && (
        <div>
          <Button appearance="subtle" onClick={onBack}>
            All {plural.toLowerCase()}
          </Button>
        </div>
      )}
      <div className={styles.header}>
        <h2 id="collection-heading" className={styles.heading}>
          {base.title}
        </h2>
        <Button
          onClick={() =>
            setDialog({
              kind: 'rename',
              word,
              collection: base,
              onClose: () => setDialog(null),
              onDone: (saved) => {
                setDialog(null);
                drafting.renamed(saved);
                onChange?.({ action: 'renamed', collection: saved });
              },
            })
          }
        >
          Rename
        </Button>
        <Button
          className={destructive.outline}
          onClick={() =>
            setDialog({
              kind: 'delete',
              word,
              collection: base,
              onClose: () => setDialog(null),
              onDone: () => {
                setDialog(null);
                setUnsaved(false);
                onChange?.({ action: 'deleted', collection: base });
              },
            })
          }
        >
          Delete
        </Button>
        {tenant.config.exports.length > 0 && (
          <Button
            disabled={draft.length === 0 || dirty}
            aria-describedby={dirty ? 'collection-export-why' : undefined}
            onClick={() => setExporting(true)}
          >
            {tenant.config.ui.verbiage.exportLabel}
          </Button>
        )}
      </div>
      {mayShare && (
        <ReviewControls
          collection={base}
          disabled={draft.length === 0 || dirty}
          comments={reviews.comments}
          unresolved={reviews.unresolved}
          onPlay={(comment) => reviews.playComment(draft, playable, comment)}
        />
      )}
      {dirty && tenant.config.exports.length > 0 && (
        <p id="collection-export-why" className={styles.meta}>
          Save your changes to {tenant.config.ui.verbiage.exportLabel.toLowerCase()} this{' '}
          {word.toLowerCase()}.
        </p>
      )}
      {exporting && (
        <Suspense fallback={null}>
          <ExportDialog
            collection={base}
            onClose={() => setExporting(false)}
            onStarted={(item) => onExportStart?.(item, base)}
          />
        </Suspense>
      )}
      {base.description && <p className={styles.meta}>{base.description}</p>}
      <p className={styles.meta} role="status">
        {countOf(draft.length, 'item')}
        {playable.length > 0 ? ` · ${formatClock(total)}` : ''} · last saved{' '}
        {formatDateTime(new Date(base.updated_at))}
        {dirty ? ' · unsaved changes' : ''}
      </p>
      <div className={styles.row}>
        <Button
          appearance="primary"
          disabled={!dirty || saving}
          onClick={() => void drafting.save().then(saved)}
        >
          Save changes
        </Button>
        <Button
          disabled={!dirty || saving}
          onClick={() => {
            drafting.discard();
            setEditing(null);
          }}
        >
          Discard changes
        </Button>
        {(playable.length > 0 || draft.length === 0) && (
          <Button
            disabled={playable.length === 0}
            aria-pressed={playing}
            onClick={() => {
              setPlaying((p) => !p);
              setPlayingIndex(null);
            }}
          >
            {playing ? 'Close player' : `Play ${word.toLowerCase()}`}
          </Button>
        )}
        {tenant.config.ui.bumpers && (
          <Button aria-expanded={bumpersOpen} onClick={() => setBumpersOpen((o) => !o)}>
            Add bumper
          </Button>
        )}
      </div>
      {problem && (
        <p role="alert" className={styles.alert}>
          {problem}
        </p>
      )}
      {conflict && (
        <div role="alert" className={styles.conflict}>
          <strong>Someone else saved this {word.toLowerCase()} while you were editing it.</strong>
          <span>Load their version (your changes here are lost), or save yours over theirs.</span>
          <div className={styles.row}>
            <Button onClick={() => void drafting.loadTheirs()}>Load their version</Button>
            <Button appearance="primary" onClick={() => void drafting.keepMine().then(saved)}>
              Save mine over theirs
            </Button>
          </div>
        </div>
      )}
      {playing && playable.length > 0 && (
        <Player
          clips={savedClips(playable)}
          itemLabels={playable.map((clip) => playerItemLabel(clip, layout))}
          label={`${base.title}: ${word.toLowerCase()} player`}
          // Opened to play: it plays.
          autoplay
          {...(reviews.playFrom ? { playFrom: reviews.playFrom } : {})}
          onTimeUpdate={({ index }) => setPlayingIndex((i) => (i === index ? i : index))}
        />
      )}
      {bumpersOpen && (
        <BumperPicker
          onAdd={(hit) => {
            change(appendItems(draft, [clipOfHit(hit)]));
          }}
        />
      )}
      {draft.length === 0 ? (
        <p className={styles.meta}>
          This {word.toLowerCase()} is empty. Add clips to it from a search.
        </p>
      ) : (
        <ItemList
          items={draft}
          onChange={change}
          editingKey={editing}
          playingKey={
            playing && playingIndex !== null ? (playable[playingIndex]?.key ?? null) : null
          }
          onEdit={(index, from) => {
            editorOpener.current = from;
            setEditing((k) => (k === draft[index]!.key ? null : draft[index]!.key));
          }}
          onSelect={(_, hit) => onClipSelect?.(hit)}
          below={(item, index) =>
            markers[index]!.length > 0 && (
              <ReviewMarkers
                markers={markers[index]!}
                onPlay={(at) => reviews.playAt(playable, item.key, at)}
              />
            )
          }
        />
      )}
      {editingItem && (
        <Suspense fallback={<p role="status">Loading the editor…</p>}>
          <ClipEditor
            key={editingItem.key}
            item={editingItem}
            title={`${collectionItemType(editingItem)} ${editingIndex + 1}`}
            onApply={(next) => {
              change(draft.map((i) => (i.key === next.key ? next : i)));
              closeEditor();
            }}
            onClose={closeEditor}
          />
        </Suspense>
      )}
      {dialog && (
        <Suspense fallback={null}>
          <CollectionDialog {...dialog} />
        </Suspense>
      )}
    </section>
  );
}

/** The collection's draft, one per collection shown, reaching the server through the page's cache. */
function useDraft(id: string): CollectionDraft {
  const writes = useCollectionWrites();
  const make = () =>
    new CollectionDraft({
      update: (patch) => writes.update(id, patch),
      latest: () => writes.latest(id),
      isConflict,
      problemOf: writeProblem,
    });
  const [held, setHeld] = useState(() => ({ id, writes, draft: make() }));
  // Another collection (or tenant) is a new draft.
  if (held.id !== id || held.writes !== writes) {
    const next = { id, writes, draft: make() };
    setHeld(next);
    return next.draft;
  }
  return held.draft;
}
