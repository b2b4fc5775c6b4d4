import { useMemo, useState } from 'react';
import type { ReviewComment } from '../../core/api/contract/reviews';
import { reviewMarkers, sequenceTime } from '../../core/domain/reviews';
import { reviewCommentsQuery } from '../../core/queries/reviews';
import { useServerQuery, useTenant } from '../common';

/** One item of a collection as it plays: its key, video and range. */
interface PlayedItem {
  key: string;
  asset_id: string;
  offset: number;
  duration: number;
}

/**
 * Reviewers' comments on a collection for its page: the marks on its items (where each comment's
 * frame falls now), how many are left to resolve, and playing the collection from a comment.
 */
export function useCollectionReviews(collectionId: string, onPlay: () => void) {
  const tenantId = useTenant().tenantId;
  const query = useServerQuery(
    useMemo(() => reviewCommentsQuery(tenantId, collectionId), [tenantId, collectionId]),
  );
  const [playFrom, setPlayFrom] = useState<{ elapsed: number; key: number } | undefined>();
  const comments = query.data ?? [];
  return {
    comments,
    playFrom,
    unresolved: comments.filter((c) => !c.replyTo && !c.resolved).length,
    markersOf: (items: readonly PlayedItem[]) => reviewMarkers(items, comments),
    /** Plays the playable items from a moment of one of them. */
    playAt(playable: readonly PlayedItem[], key: string, at: number) {
      const index = playable.findIndex((p) => p.key === key);
      if (index < 0) return;
      onPlay();
      setPlayFrom({ elapsed: sequenceTime(playable, index, at), key: Date.now() });
    },
    /** Plays from a comment's frame, on the item of its video that holds it now. */
    playComment(items: readonly PlayedItem[], playable: readonly PlayedItem[], c: ReviewComment) {
      const markers = reviewMarkers(items, [c]);
      const index = markers.findIndex((m) => m.length > 0);
      if (index >= 0) this.playAt(playable, items[index]!.key, markers[index]![0]!.at);
    },
  };
}
