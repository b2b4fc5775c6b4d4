import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import type { SearchHit, SearchResponse } from '../../core/api/contract';
import { neighbourOf } from '../../core/domain/selection';
import { formatCount } from '../../core/domain/counting';

/**
 * The step that asked for more results: another page, and which end of it to preview when
 * it comes; or, in a continuous list, the results past the `after` loaded so far.
 */
type PendingStep = { page: number; pick: 'first' | 'last' } | { after: number };

/**
 * The clip previewed beside the results, and the clips before and after it: a step off the
 * end of a page turns the page and previews the first (or last) clip of the next (or previous).
 */
export function usePreview({
  data,
  settled,
  pages,
  onPage,
  onMore,
  continuous = false,
  loadedAll = false,
  onPreview,
}: {
  /** The page of results on screen (a continuous list: all it has loaded, as page 1). */
  data: SearchResponse | undefined;
  /** False while `data` is a page kept on screen until the asked-for one comes. */
  settled: boolean;
  pages: number;
  onPage: (page: number) => void;
  /**
   * A continuous list's loader of its next results; absent while it cannot load (a search
   * under way), when the step past its last loaded clip waits for it.
   */
  onMore?: (() => void) | undefined;
  /** `data` is a continuous list's: it grows, it never turns a page. */
  continuous?: boolean;
  /** A continuous list has loaded all it will ever show: no step past its last clip. */
  loadedAll?: boolean;
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
  if (pending && 'page' in pending && data && settled && data.page === pending.page) {
    setPending(null);
    const next = pending.pick === 'first' ? data.results[0] : data.results.at(-1);
    if (next) setHit(next);
  }
  // A continuous list has loaded past where the step began: preview the first new clip.
  if (pending && 'after' in pending && data && data.results.length > pending.after) {
    setPending(null);
    setHit(data.results[pending.after]!);
  }
  // A step past a continuous list's last loaded clip asks for more as soon as it can ask: the
  // list may be reloading its search when the key is pressed, or already loading more (then
  // its loader ignores the call, and the results it is loading end the step).
  const waitingForMore = !!pending && 'after' in pending;
  useEffect(() => {
    if (waitingForMore) onMore?.();
  }, [waitingForMore, onMore]);
  const hits = data?.results ?? [];
  const index = hit?.id ? hits.findIndex((h) => h.id === hit.id) : -1;
  const step = (direction: 1 | -1) => {
    if (!hit?.id || !data) return;
    const next = neighbourOf(hits, hit.id, direction);
    if (typeof next === 'number') show(hits[next]!);
    else if (continuous) {
      if (next === 'after' && !loadedAll && hits.length < data.total)
        setPending({ after: hits.length });
    } else if (next === 'after' && data.page < pages) {
      setPending({ page: data.page + 1, pick: 'first' });
      onPage(data.page + 1);
    } else if (next === 'before' && data.page > 1) {
      setPending({ page: data.page - 1, pick: 'last' });
      onPage(data.page - 1);
    }
  };
  const onPageHere = index >= 0 && data;
  const absolute = onPageHere ? (data.page - 1) * data.pageSize + index : -1;
  // Past a continuous list's last loaded clip while it has more to load.
  const canStepOn = !continuous || index < hits.length - 1 || !loadedAll;
  const next =
    onPageHere && absolute < data.total - 1 && !pending && canStepOn ? () => step(1) : undefined;
  const previous = onPageHere && absolute > 0 && !pending ? () => step(-1) : undefined;
  /** N and P step through the results from anywhere in the search but a text field. */
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const target = event.target as HTMLElement;
    if (!hit || event.altKey || event.ctrlKey || event.metaKey) return;
    const typing =
      /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName) &&
      target.getAttribute('type') !== 'checkbox';
    const key = event.key.toLowerCase();
    if (typing || (key !== 'n' && key !== 'p')) return;
    event.preventDefault();
    (key === 'n' ? next : previous)?.();
  };
  return {
    onKeyDown,
    hit,
    open: show,
    close: () => setHit(null),
    next,
    previous,
    position: onPageHere
      ? `Clip ${formatCount(absolute + 1)} of ${formatCount(data.total)}`
      : undefined,
  };
}
