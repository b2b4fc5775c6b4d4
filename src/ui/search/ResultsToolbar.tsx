import { Button } from '@fluentui/react-components';
import { tokens } from '@fluentui/react-theme';
import { makeStyles } from '@griffel/react';
import { Suspense, useId, type ReactNode } from 'react';
import type { SearchSort } from '../../core/api/contract';
import { countOf } from '../../core/domain/counting';
import { lazyNamed } from '../common/lazyNamed';
import type { FreshClipsNoticeProps } from './FreshClipsNotice';
import type { SearchState } from '../../core/domain/search-state';

// Only while a match of the tenant is live.
const FreshClipsNotice = lazyNamed(() => import('./FreshClipsNotice'), 'FreshClipsNotice');

const useStyles = makeStyles({
  toolbar: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalL,
    flexWrap: 'wrap',
  },
  count: { margin: 0, marginRight: 'auto' },
  sort: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  // A native select, in the theme's colours: the platform's own list is the most usable.
  select: {
    font: 'inherit',
    padding: `${tokens.spacingVerticalXXS} ${tokens.spacingHorizontalS}`,
    borderRadius: tokens.borderRadiusMedium,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStrokeAccessible}`,
    backgroundColor: tokens.colorNeutralBackground1,
    color: tokens.colorNeutralForeground1,
    ':focus-visible': { outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}` },
  },
});

/**
 * "12 assets · 340 clips", "1,234 clips" (or the tenant's own word: "stills"), "Searching…",
 * with " · updating…" while `searching` again.
 */
export function resultsStatus(
  data: { total: number; totalClips?: number } | undefined,
  searching: boolean,
  item = 'clip',
): string {
  if (!data) return searching ? 'Searching…' : '';
  const count =
    data.totalClips !== undefined
      ? `${countOf(data.total, 'asset')} · ${countOf(data.totalClips, item)}`
      : countOf(data.total, item);
  return count + (searching ? ' · updating…' : '');
}

/** Above the results: the filters button of a narrow search, the count, the view and the sort. */
export function ResultsToolbar({
  state,
  status,
  filters,
  actions,
  onChange,
  fresh,
}: {
  state: SearchState;
  /** "1,234 clips", "Searching…": read out as it changes. */
  status: string;
  /** The filters drawer's button, when the filters are in one. */
  filters?: ReactNode;
  /** Actions on the whole search (save it). */
  actions?: ReactNode;
  onChange: (next: Partial<SearchState>) => void;
  /** The search shown: while a match is live, new clips it would find are offered. */
  fresh?: FreshClipsNoticeProps['results'];
}) {
  const styles = useStyles();
  const sortId = useId();
  return (
    <div className={styles.toolbar}>
      {filters}
      <p className={styles.count} role="status" aria-live="polite">
        {status}
      </p>
      <div role="group" aria-label="Show results as" className={styles.sort}>
        {(['clips', 'assets'] as const).map((view) => (
          <Button
            key={view}
            size="small"
            appearance={state.view === view ? 'primary' : 'secondary'}
            aria-pressed={state.view === view}
            onClick={() => onChange({ view })}
          >
            {view === 'clips' ? 'Clips' : 'Assets'}
          </Button>
        ))}
      </div>
      <span className={styles.sort}>
        <label htmlFor={sortId}>Sort</label>
        <select
          id={sortId}
          className={styles.select}
          value={state.sort}
          onChange={(e) => onChange({ sort: e.target.value as SearchSort, page: 1 })}
        >
          <option value="newest">Newest first</option>
          <option value="oldest">Oldest first</option>
        </select>
      </span>
      {actions}
      {fresh?.data?.live && (
        <Suspense fallback={null}>
          <FreshClipsNotice results={fresh} onShown={() => onChange({ page: 1 })} />
        </Suspense>
      )}
    </div>
  );
}
