import { Button } from '@fluentui/react-components';
import { tokens } from '@fluentui/react-theme';
import { makeStyles } from '@griffel/react';
import { useEffect, useId, useMemo, useState } from 'react';
import type { FacetRequest, FacetValue } from '../../core/api/contract';
import { facetQuery } from '../../core/queries/search';
import { SEARCH_FACET_SIZE } from '../../core/domain/search-state';
import type { FilterField } from '../../tenants';
import { useServerQuery, useTenant } from '../common';
import { useSessionInPageTenant } from '../common/useTenant';
import { useTextInputStyles } from '../common/useTextInputStyles';
import { formatCount } from '../../core/domain/counting';

const FIRST = 8;
/** SPEC §9: a facet lists at most 10000 values. */
export const FACET_VALUE_CAP = 10_000;

const useStyles = makeStyles({
  group: { display: 'grid', gap: tokens.spacingVerticalXS },
  heading: { fontSize: tokens.fontSizeBase300, fontWeight: tokens.fontWeightSemibold, margin: 0 },
  list: { listStyle: 'none', margin: 0, padding: 0, display: 'grid' },
  count: { color: tokens.colorNeutralForeground2 },
  // Native checkboxes in the brand colour: long value lists stay light.
  option: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    padding: `${tokens.spacingVerticalXXS} 0`,
    cursor: 'pointer',
  },
  box: {
    width: '16px',
    height: '16px',
    margin: 0,
    accentColor: tokens.colorBrandBackground,
    ':focus-visible': { outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}` },
  },
  none: { color: tokens.colorNeutralForeground2, margin: 0 },
});

export interface FacetGroupProps {
  field: FilterField;
  /** Counts from the current search (most frequent first, chosen values included). */
  counted: FacetValue[] | undefined;
  chosen: readonly string[];
  onToggle: (value: string) => void;
  /** The request of the current search, to count values it holds. */
  request: Pick<FacetRequest, 'query' | 'filters'>;
}

/**
 * One filter category's values with counts: chosen values stay on top whatever the query
 * does; the values can be searched; Show more lists further (up to 10000).
 */
export function FacetGroup({ field, counted, chosen, onToggle, request }: FacetGroupProps) {
  const styles = useStyles();
  const inputClass = useTextInputStyles();
  const headingId = useId();
  const tenantId = useTenant().tenantId;
  const inTenant = useSessionInPageTenant();
  const [typed, setTyped] = useState('');
  const [valueQuery, setValueQuery] = useState('');
  const [limit, setLimit] = useState(FIRST);
  useEffect(() => {
    const timer = setTimeout(() => setValueQuery(typed.trim()), 150);
    return () => clearTimeout(timer);
  }, [typed]);
  // The search counted up to SEARCH_FACET_SIZE values; fewer means it counted them all.
  const complete = counted !== undefined && counted.length < SEARCH_FACET_SIZE;
  // The whole value space for "_" categories, a value search, or more than the search
  // counted: ask the facet call. Otherwise the search's own counts serve, and no call is made.
  const own =
    field.payloadValueSpace === '_' ||
    valueQuery !== '' ||
    (counted !== undefined && !complete && limit > counted.length);
  const facetRequest = useMemo<FacetRequest>(
    () => ({
      facet: field.category,
      ...request,
      facetMode: 'OR',
      // "_": the whole value space, each value counted over this search, zeros included.
      ...(field.payloadValueSpace === '_' ? { valueSpace: 'all' as const } : {}),
      ...(valueQuery ? { valueQuery } : {}),
      size: Math.min(Math.max(limit, 100), FACET_VALUE_CAP),
    }),
    [field, request, valueQuery, limit],
  );
  const options = useMemo(
    () => facetQuery(tenantId, facetRequest, own && inTenant),
    [tenantId, facetRequest, own, inTenant],
  );
  const asked = useServerQuery(options);
  // The last values that came stay shown when a count fails (a search found malformed).
  const [lastGood, setLastGood] = useState(asked.data);
  if (asked.data && asked.data !== lastGood) setLastGood(asked.data);
  const known = own ? (asked.data ?? lastGood)?.values : counted;
  const values = known ?? [];
  // Chosen values first, always, even when this search finds none of them.
  const pinned = chosen.map((v) => values.find((x) => x.value === v) ?? { value: v, count: 0 });
  const rest = values.filter((x) => !chosen.includes(x.value));
  const visible = [...pinned, ...rest.slice(0, Math.max(0, limit - pinned.length))];
  const more =
    rest.length > visible.length - pinned.length ||
    (!own && counted !== undefined && !complete && counted.length >= limit);

  return (
    <section className={styles.group} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.heading}>
        {field.label}
      </h3>
      <input
        className={inputClass('small')}
        type="search"
        aria-label={`Search ${field.label} values`}
        placeholder={`Search ${field.label.toLowerCase()}`}
        value={typed}
        onChange={(e) => setTyped(e.currentTarget.value)}
      />
      {known === undefined && !pinned.length ? null : visible.length ? (
        <ul className={styles.list}>
          {visible.map((v) => (
            <li key={v.value}>
              <label className={styles.option}>
                <input
                  type="checkbox"
                  className={styles.box}
                  checked={chosen.includes(v.value)}
                  onChange={() => onToggle(v.value)}
                />
                {v.value} <span className={styles.count}>({formatCount(v.count)})</span>
              </label>
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.none}>
          {valueQuery
            ? `No ${field.label.toLowerCase()} matches “${valueQuery}”.`
            : 'None in these results.'}
        </p>
      )}
      {more && limit < FACET_VALUE_CAP && (
        <Button
          size="small"
          appearance="transparent"
          onClick={() => setLimit((l) => (l === FIRST ? 50 : FACET_VALUE_CAP))}
        >
          Show more {field.label.toLowerCase()}
        </Button>
      )}
      {limit > FIRST && (
        <Button size="small" appearance="transparent" onClick={() => setLimit(FIRST)}>
          Show fewer
        </Button>
      )}
    </section>
  );
}
