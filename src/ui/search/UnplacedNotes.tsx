import { makeStyles } from '@griffel/react';
import { useMemo } from 'react';
import type { FilterTerm } from '../../core/domain';
import { namedValues } from '../../core/domain';
import { unplacedMatchDataQuery } from '../../core/queries/match-data';
import { useServerQuery, useTenant } from '../common';

const useStyles = makeStyles({ note: { margin: 0 } });

/**
 * For each name a search asks for that the tenant's match data holds on no clip (an import
 * left its events unplaced), which video and why. Loaded only when a search finds nothing.
 */
export function UnplacedNotes({
  chosen,
  labelOf,
}: {
  chosen: ReadonlyMap<string, FilterTerm>;
  labelOf: (category: string) => string;
}) {
  const named = useMemo(() => namedValues(chosen), [chosen]);
  return named.map(({ category, value }) => (
    <UnplacedNote
      key={`${category}\u0000${value}`}
      category={category}
      value={value}
      label={labelOf(category)}
    />
  ));
}

function UnplacedNote({
  category,
  value,
  label,
}: {
  category: string;
  value: string;
  label: string;
}) {
  const styles = useStyles();
  const { tenantId } = useTenant();
  const query = useServerQuery(
    useMemo(() => unplacedMatchDataQuery(tenantId, category, value), [tenantId, category, value]),
  );
  return (query.data ?? []).map((video) => {
    const one = video.events === 1;
    return (
      <p key={video.assetId} className={styles.note}>
        {`${label} “${value}” is in the match data of ${video.match} (video “${video.title}”), but the ${video.events} ${one ? 'event' : 'events'} with it ${one ? 'was' : 'were'} not placed on the video, so no clip has it yet. An editor can place ${one ? 'it' : 'them'} by importing that match data again with the times ${one ? 'it needs' : 'they need'}.`}
      </p>
    );
  });
}
