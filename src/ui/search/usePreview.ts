import { useEffect, useRef, useState } from 'react';
import type { SearchHit, SearchResponse } from '../../core/api/contract';
import { neighbourOf } from '../../core/domain/selection';

/** The step that asked for another page, and which end of it to preview when it comes. */
interface PendingStep {
  page: number;
  pick: 'first' | 'last';
}

/**
 * The clip previewed beside the results, and the clips before and after it: a step off the
 * end of a page turns the page and previews the first (or last) clip of the next (or previous).
 */
export function usePreview({
  data,
  settled,
  pages,
  onPage,
  onPreview,
}: {
  /** The page of results on screen. */
  data: SearchResponse | undefined;
  /** False while `data` is a page kept on screen until the asked-for one comes. */
  settled: boolean;
  pages: number;
  onPage: (page: number) => void;
  onPreview?: (hit: Partial<SearchHit>) => void;
}) {
  const [hit, setHit] = useState<Partial<SearchHit> | null>(null);
  const [pending, setPending] = useState<PendingStep | null>(null);
  const show = setHit;
  // The page hears of each clip previewed, however it was reached.
  const notify = useRef(onPreview);
  useEffect(() => {
    notify.current = onPreview;
  });
  useEffect(() => {
    if (hit) notify.current?.(hit);
  }, [hit]);
  // The page a step turned to has come: preview the clip at its near end.
  if (pending && data && settled && data.page === pending.page) {
    setPending(null);
    const next = pending.pick === 'first' ? data.results[0] : data.results.at(-1);
    if (next) setHit(next);
  }
  const hits = data?.results ?? [];
  const index = hit?.id ? hits.findIndex((h) => h.id === hit.id) : -1;
  const step = (direction: 1 | -1) => {
    if (!hit?.id || !data) return;
    const next = neighbourOf(hits, hit.id, direction);
    if (typeof next === 'number') show(hits[next]!);
    else if (next === 'after' && data.page < pages) {
      setPending({ page: data.page + 1, pick: 'first' });
      onPage(data.page + 1);
    } else if (next === 'before' && data.page > 1) {
      setPending({ page: data.page - 1, pick: 'last' });
      onPage(data.page - 1);
    }
  };
  const onPageHere = index >= 0 && data;
  const absolute = onPageHere ? (data.page - 1) * data.pageSize + index : -1;
  return {
    hit,
    open: show,
    close: () => setHit(null),
    next: onPageHere && absolute < data.total - 1 && !pending ? () => step(1) : undefined,
    previous: onPageHere && absolute > 0 && !pending ? () => step(-1) : undefined,
    position: onPageHere
      ? `Clip ${(absolute + 1).toLocaleString('en-GB')} of ${data.total.toLocaleString('en-GB')}`
      : undefined,
  };
}
