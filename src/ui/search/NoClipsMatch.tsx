import { Button } from '@fluentui/react-components';
import { Suspense } from 'react';
import type { FilterTerm } from '../../core/domain';
import { lazyNamed } from '../common/lazyNamed';

const UnplacedNotes = lazyNamed(() => import('./UnplacedNotes'), 'UnplacedNotes');

/**
 * A search that found nothing: says so, and where a name it asks for is in the tenant's match
 * data but on no clip, says which video and why.
 */
export function NoClipsMatch({
  chosen,
  labelOf,
  onClear,
  classes,
}: {
  /** The search view's own: the box the message sits in, and its paragraphs. */
  classes: { message: string; more: string };
  chosen: ReadonlyMap<string, FilterTerm>;
  labelOf: (category: string) => string;
  /** Offered when there is a search to clear. */
  onClear?: () => void;
}) {
  return (
    <div role="status" className={classes.message}>
      <p className={classes.more}>
        No clips match this search. Remove a term or a filter, or search for something broader.
      </p>
      {chosen.size > 0 && (
        <Suspense fallback={null}>
          <UnplacedNotes chosen={chosen} labelOf={labelOf} />
        </Suspense>
      )}
      {onClear && <Button onClick={onClear}>Clear the search</Button>}
    </div>
  );
}
