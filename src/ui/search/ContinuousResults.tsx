import { Button } from '@fluentui/react-components';
import { tokens } from '@fluentui/react-theme';
import { makeStyles } from '@griffel/react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { SearchHit, SearchRequest, SearchResponse } from '../../core/api/contract';
import {
  CONTINUOUS_LIMIT,
  continuationRequest,
  continuousLimit,
} from '../../core/domain/search-state';
import { fetchQuery } from '../../core/queries/query';
import { searchQuery } from '../../core/queries/search';
import { useTenant } from '../common';
import type { ClipSelection } from '../../core/domain/selection';
import { ResultsTable } from './ResultsTable';
import { errorInWords } from '../../core/api/error-words';
import { formatCount } from '../../core/domain/counting';

const useStyles = makeStyles({
  foot: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM, margin: 0 },
});

/** What a continuous list has loaded, and how to ask for more. */
export interface ContinuousLoaded {
  hits: Partial<SearchHit>[];
  /** Asks for the next results; absent while it cannot ask (the search itself is loading). */
  more: (() => void) | undefined;
  /** Everything the list will ever show is loaded (all results, or its limit). */
  complete: boolean;
}

export interface ContinuousResultsProps {
  /** The search's first page (with its facets), from the search above. */
  first: SearchResponse;
  /** The request that answered `first`. */
  request: SearchRequest;
  /** False while the first page is a previous search's, kept on screen. */
  ready: boolean;
  selectedId: string | null;
  onSelect: (hit: Partial<SearchHit>) => void;
  onSimilar: (hit: Partial<SearchHit>) => void;
  onAdd?: (hit: Partial<SearchHit>) => void;
  chosen?: ClipSelection;
  onChoose?: (next: ClipSelection) => void;
  /** Told of each change to what is loaded (the preview steps through it). */
  onLoaded?: (loaded: ContinuousLoaded) => void;
}

const NO_PAGES: Partial<SearchHit>[][] = [];

/**
 * One list that loads the next page as the person nears its end (or asks with the button),
 * up to 10,000 results, scrolled virtualised. Each page goes through the page's query cache,
 * under the same key a paged search would use.
 */
export function ContinuousResults({
  first,
  request,
  ready,
  selectedId,
  onSelect,
  onSimilar,
  onAdd,
  chosen,
  onChoose,
  onLoaded,
}: ContinuousResultsProps) {
  const styles = useStyles();
  const tenantId = useTenant().tenantId;
  // The pages after the first, for the total they were loaded with: a first page asked again
  // that finds more (new clips of a live match, shown on asking) starts the list again, as its
  // later pages have moved.
  const [loaded, setLoaded] = useState<{ total: number; pages: Partial<SearchHit>[][] }>({
    total: first.total,
    pages: [],
  });
  const total = first.total;
  const later = loaded.total === total ? loaded.pages : NO_PAGES;
  const [error, setError] = useState<Error | null>(null);
  const [loading, setLoading] = useState(false);
  const busy = useRef(false);
  const limit = continuousLimit(first.total);
  const hits = useMemo(
    () => [first.results, ...later].flat().slice(0, limit),
    [first, later, limit],
  );
  const complete = hits.length >= limit || first.results.length === 0;
  const more = ready && !complete;

  const loadMore = useCallback(() => {
    if (busy.current || !more) return;
    busy.current = true;
    setLoading(true);
    setError(null);
    const page = later.length + 2;
    const next = continuationRequest(request, page);
    fetchQuery(searchQuery(tenantId, next))
      .then(
        (answer) =>
          setLoaded((was) => {
            const pages = was.total === total ? was.pages : NO_PAGES;
            const next = pages.length === page - 2 ? [...pages, answer.results] : pages;
            return { total, pages: next };
          }),
        (e: unknown) => setError(e instanceof Error ? e : new Error(String(e))),
      )
      .finally(() => {
        busy.current = false;
        setLoading(false);
      });
  }, [more, later.length, request, tenantId, total]);

  useEffect(() => {
    onLoaded?.({ hits, more: more ? loadMore : undefined, complete });
  }, [onLoaded, hits, more, loadMore, complete]);

  return (
    <>
      <ResultsTable
        hits={hits}
        selectedId={selectedId}
        onSelect={onSelect}
        onSimilar={onSimilar}
        onAdd={onAdd}
        {...(chosen && onChoose ? { chosen, onChoose } : {})}
        onNearEnd={error ? undefined : loadMore}
        virtual
        label="Clips found"
      />
      <p className={styles.foot} role="status">
        {`Showing ${formatCount(hits.length)} of ${formatCount(first.total)}.`}
        {loading && ' Loading more…'}
        {!more &&
          first.total > CONTINUOUS_LIMIT &&
          ` The first ${formatCount(CONTINUOUS_LIMIT)} are shown: narrow the search to see the rest.`}
      </p>
      {error && (
        <p className={styles.foot} role="alert">
          More results could not be loaded. {errorInWords(error)}
          <Button onClick={loadMore}>Try again</Button>
        </p>
      )}
      {more && !error && (
        <Button disabled={loading} onClick={loadMore}>
          Load more
        </Button>
      )}
    </>
  );
}
