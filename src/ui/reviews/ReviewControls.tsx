import { Button } from '@fluentui/react-components';
import { tokens } from '@fluentui/react-theme';
import { makeStyles } from '@griffel/react';
import { Suspense, useState } from 'react';
import type { ReviewComment } from '../../core/api/contract/reviews';
import { countOf } from '../../core/domain/counting';
import { lazyNamed } from '../common/lazyNamed';

const ShareForReviewDialog = lazyNamed(
  () => import('./ShareForReviewDialog'),
  'ShareForReviewDialog',
);
const CollectionReviews = lazyNamed(() => import('./CollectionReviews'), 'CollectionReviews');

const useStyles = makeStyles({
  row: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, alignItems: 'center' },
});

export interface ReviewControlsProps {
  collection: { id: string; title: string };
  /** Nothing to share yet, or changes not saved: what a reviewer would see is not settled. */
  disabled: boolean;
  comments: readonly ReviewComment[];
  unresolved: number;
  onPlay(comment: ReviewComment): void;
}

/** A collection's "Share for review" and its reviews (links, decisions and comments). */
export function ReviewControls({
  collection,
  disabled,
  comments,
  unresolved,
  onPlay,
}: ReviewControlsProps) {
  const styles = useStyles();
  const [sharing, setSharing] = useState(false);
  const [open, setOpen] = useState(false);
  return (
    <>
      <div className={styles.row}>
        <Button disabled={disabled} onClick={() => setSharing(true)}>
          Share for review
        </Button>
        <Button aria-expanded={open} onClick={() => setOpen((o) => !o)}>
          {unresolved > 0 ? `Reviews (${countOf(unresolved, 'comment')} to resolve)` : 'Reviews'}
        </Button>
      </div>
      {sharing && (
        <Suspense fallback={null}>
          <ShareForReviewDialog
            collectionId={collection.id}
            title={collection.title}
            onClose={() => {
              setSharing(false);
              setOpen(true);
            }}
          />
        </Suspense>
      )}
      {open && (
        <Suspense fallback={<p role="status">Loading the reviews…</p>}>
          <CollectionReviews collectionId={collection.id} comments={comments} onPlay={onPlay} />
        </Suspense>
      )}
    </>
  );
}
