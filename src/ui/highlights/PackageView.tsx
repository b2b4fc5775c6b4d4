import { Button } from '@fluentui/react-components';
import { tokens } from '@fluentui/react-theme';
import { makeStyles } from '@griffel/react';
import { Suspense, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import type { Playlist, SearchHit } from '../../core/api/contract';
import { errorInWords } from '../../core/api/error-words';
import { formatClock } from '../../core/domain/clip-display';
import { COLLECTION_TITLE_MAX, playerItemLabel } from '../../core/domain/collections';
import {
  foundInWords,
  keptClips,
  keptSeconds,
  liveInWords,
} from '../../core/domain/highlight-review';
import { useCan, useServerQuery, useTenant } from '../common';
import { lazyNamed } from '../common/lazyNamed';
import { useUnsavedChanges } from '../common/useUnsavedChanges';
import { GroupTabs, type GroupChoice } from './GroupTabs';
import { PackageReview } from './PackageReview';
import { ReviewList } from './ReviewList';
import { groupClipsQuery, hasClips, packageQuery } from '../../core/queries/highlight-package';
import { useHighlightWrites } from './useHighlights';

const ExportDialog = lazyNamed(() => import('../exports/ExportDialog'), 'ExportDialog');
const ShareForReviewDialog = lazyNamed(
  () => import('../reviews/ShareForReviewDialog'),
  'ShareForReviewDialog',
);
const ConfirmDialog = lazyNamed(() => import('../common/ConfirmDialog'), 'ConfirmDialog');
const CollectionDialog = lazyNamed(
  () => import('../collections/CollectionDialog'),
  'CollectionDialog',
);
// The player and its video engine load when a package is first played.
const Player = lazyNamed(() => import('../player/Player'), 'Player');

const useStyles = makeStyles({
  root: { display: 'grid', gap: tokens.spacingVerticalM, minWidth: 0 },
  head: { display: 'grid', gap: tokens.spacingVerticalXXS },
  title: { margin: 0, fontSize: tokens.fontSizeBase500, overflowWrap: 'anywhere' },
  meta: { margin: 0, color: tokens.colorNeutralForeground2 },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  alert: { margin: 0, color: tokens.colorPaletteRedForeground1 },
  message: { margin: 0 },
});

const baseId = (suffixed: string) => suffixed.split('/')[0]!;

export interface PackageViewProps {
  packageId: string;
  onBack(): void;
  onClipSelect?(clip: Partial<SearchHit>): void;
  onCollectionSaved?(collection: Playlist): void;
}

/**
 * One package: its group-by tabs, its clips in order to review (keep, move, lead and lag),
 * played one by one or all through, saved as a collection in one action and exported.
 */
export function PackageView({
  packageId,
  onBack,
  onClipSelect,
  onCollectionSaved,
}: PackageViewProps) {
  const styles = useStyles();
  const tenant = useTenant();
  const mayReview = useCan('collect');
  const word = tenant.config.ui.verbiage.collection;
  const layout = tenant.config.ui.thumbnailJson;
  const writes = useHighlightWrites();
  const [review] = useState(
    () =>
      new PackageReview({
        save: (id, body) => writes.review(id, body),
        problemOf: (error) => `The review could not be saved. ${errorInWords(error)}`,
      }),
  );
  const snapshot = useSyncExternalStore(review.subscribe, review.getSnapshot);
  useUnsavedChanges(snapshot.dirty);
  const options = useMemo(
    () => packageQuery(tenant.tenantId, packageId),
    [tenant.tenantId, packageId],
  );
  const read = useServerQuery(options);
  useEffect(() => {
    if (read.data && !review.getSnapshot().dirty) review.load(read.data.detail, read.data.clips);
  }, [read.data, review]);

  const [tab, setTab] = useState('');
  const [choice, setChoice] = useState<GroupChoice | null>(null);
  const groupOptions = useMemo(
    () => groupClipsQuery(tenant.tenantId, packageId, choice),
    [tenant.tenantId, packageId, choice],
  );
  const group = useServerQuery(groupOptions);
  const shown = useMemo(() => {
    if (!choice || !group.data) return undefined;
    const ids = new Set(group.data.map((c) => baseId(c.id)));
    return new Set(snapshot.items.flatMap((item, i) => (ids.has(baseId(item.clip.id)) ? [i] : [])));
  }, [choice, group.data, snapshot.items]);

  const [playing, setPlaying] = useState<{ from: number; all: boolean } | null>(null);
  const [playingIndex, setPlayingIndex] = useState<number | null>(null);
  const [saved, setSaved] = useState<Playlist | null>(null);
  const [naming, setNaming] = useState(false);
  // Asking before the review's unsaved changes are left behind for the list.
  const [leaving, setLeaving] = useState(false);
  const [exporting, setExporting] = useState(false);
  const [sharing, setSharing] = useState(false);

  const detail = snapshot.base ?? read.data?.detail ?? null;
  const kept = snapshot.items.filter((i) => !i.excluded);
  const playItems = playing
    ? playing.all
      ? snapshot.items.filter((i) => !i.excluded)
      : snapshot.items.slice(playing.from, playing.from + 1)
    : [];
  const playClips = keptClips(playItems.map((i) => ({ ...i, excluded: false })));

  if (read.error && !detail) {
    return (
      <div className={styles.root}>
        <Button onClick={onBack}>All packages</Button>
        <p role="alert" className={styles.alert}>
          The package could not be loaded. {errorInWords(read.error)}
        </p>
      </div>
    );
  }
  if (!detail) return <p role="status">Loading the package…</p>;
  const groupBy = tenant.config.ui.highlights?.groupBy ?? [];

  return (
    <section className={styles.root} aria-label={detail.packageName}>
      <div className={styles.actions}>
        <Button onClick={() => (snapshot.dirty ? setLeaving(true) : onBack())}>All packages</Button>
      </div>
      <div className={styles.head}>
        <h2 className={styles.title}>{detail.packageName}</h2>
        <p className={styles.meta}>
          {[
            detail.game ?? 'Reel',
            detail.statusName,
            `${kept.length} of ${snapshot.items.length} clips kept`,
            formatClock(keptSeconds(snapshot.items)),
          ].join(' · ')}
        </p>
        {foundInWords(detail.found, snapshot.items.length) && (
          <p className={styles.meta}>{foundInWords(detail.found, snapshot.items.length)}</p>
        )}
        {detail.live && (
          <p className={styles.meta} role="status">
            {liveInWords(snapshot.items.filter((item) => item.clip.isNew).length)}
          </p>
        )}
      </div>
      {!hasClips(detail) ? (
        <p role="status" className={styles.message}>
          {detail.status === 'failed'
            ? `This package could not be built. ${detail.reason ?? ''}`
            : 'This package is being built; its clips show here when it is ready.'}
        </p>
      ) : (
        <>
          <div className={styles.actions}>
            <Button
              appearance="primary"
              disabled={kept.length === 0}
              onClick={() => setPlaying({ from: 0, all: true })}
            >
              Play all
            </Button>
            {mayReview && (
              <>
                <Button
                  disabled={!snapshot.dirty || snapshot.saving}
                  onClick={() => void review.save().then(writes.refresh)}
                >
                  {snapshot.saving ? 'Saving…' : 'Save review'}
                </Button>
                <Button disabled={!snapshot.dirty} onClick={() => review.discard()}>
                  Discard changes
                </Button>
                <Button disabled={kept.length === 0} onClick={() => setNaming(true)}>
                  {`Save as ${word.toLowerCase()}…`}
                </Button>
              </>
            )}
          </div>
          {snapshot.problem && (
            <p role="alert" className={styles.alert}>
              {snapshot.problem}
            </p>
          )}
          {saved && (
            <div className={styles.actions} role="status">
              <span className={styles.message}>
                Saved as the {word.toLowerCase()} “{saved.title}”.
              </span>
              <Button size="small" onClick={() => setExporting(true)}>
                {tenant.config.ui.verbiage.exportLabel} it
              </Button>
              <Button size="small" onClick={() => setSharing(true)}>
                Share it for review
              </Button>
            </div>
          )}
          {playing && playClips.length > 0 && (
            <Suspense fallback={<p role="status">Loading the player…</p>}>
              <Player
                key={`${playing.all}-${playing.from}`}
                clips={playClips}
                itemLabels={playClips.map((c) => playerItemLabel(c, layout))}
                label={`${detail.packageName}: player`}
                autoplay
                onTimeUpdate={({ index }) => {
                  const at = playing.all ? snapshot.items.indexOf(playItems[index]!) : playing.from;
                  setPlayingIndex((i) => (i === at ? i : at));
                  const clip = snapshot.items[at]?.clip;
                  if (clip && at !== playingIndex) onClipSelect?.({ ...clip, id: baseId(clip.id) });
                }}
              />
            </Suspense>
          )}
          {groupBy.length > 0 && (
            <GroupTabs
              packageId={packageId}
              types={groupBy}
              tab={tab}
              choice={choice}
              onTab={setTab}
              onChoose={setChoice}
            />
          )}
          <ReviewList
            review={review}
            items={snapshot.items}
            {...(shown ? { shown } : {})}
            playingIndex={playingIndex}
            onPlay={(index) => setPlaying({ from: index, all: false })}
            readOnly={!mayReview}
          />
        </>
      )}
      {leaving && (
        <Suspense fallback={null}>
          <ConfirmDialog
            title="Leave this package’s review without saving?"
            confirmLabel="Leave without saving"
            onConfirm={async () => {
              review.discard();
              onBack();
              return null;
            }}
            onClose={() => setLeaving(false)}
          >
            <p>Its changes are not saved yet. Cancel to stay and save them.</p>
          </ConfirmDialog>
        </Suspense>
      )}
      {naming && (
        <Suspense fallback={null}>
          <CollectionDialog
            kind="create"
            word={word}
            title={(detail.game
              ? `${detail.packageName}: ${detail.game}`
              : detail.packageName
            ).slice(0, COLLECTION_TITLE_MAX)}
            clips={keptClips(snapshot.items)}
            onClose={() => setNaming(false)}
            onDone={(collection) => {
              setNaming(false);
              setSaved(collection);
              onCollectionSaved?.(collection);
            }}
          />
        </Suspense>
      )}
      {sharing && saved && (
        <Suspense fallback={null}>
          <ShareForReviewDialog
            collectionId={saved.id}
            title={saved.title}
            onClose={() => setSharing(false)}
          />
        </Suspense>
      )}
      {exporting && saved && (
        <Suspense fallback={null}>
          <ExportDialog collection={saved} onClose={() => setExporting(false)} />
        </Suspense>
      )}
    </section>
  );
}
