import { Button } from '@fluentui/react-components';
import { makeStyles } from '@griffel/react';
import { useMemo } from 'react';
import type { SearchRequest, SearchResponse } from '../../core/api/contract';
import { countOf } from '../../core/domain/counting';
import { freshTotalQuery } from '../../core/queries/fresh-search';
import { useServerQuery, useTenant } from '../common';

const useStyles = makeStyles({
  // A line of its own under the toolbar's other items; no box at all while there is nothing new.
  notice: { flexBasis: '100%', display: 'flex', justifyContent: 'center' },
  quiet: { display: 'contents' },
});

export interface FreshClipsNoticeProps {
  /** The search shown, its answer, and asking it again. */
  results: { request: SearchRequest; data: SearchResponse | undefined; retry(): void };
  /** The list goes back to its first page, where the new clips are. */
  onShown(): void;
}

/**
 * While a match of the tenant is live (loaded only then), how many clips the search shown would
 * find now that it does not show, asked every few seconds: "3 new clips: show them". The shown
 * results stay as they are until the person asks for the new ones: nothing moves under them.
 */
export function FreshClipsNotice({ results, onShown }: FreshClipsNoticeProps) {
  const styles = useStyles();
  const { tenantId, config } = useTenant();
  const { request, data: shown } = results;
  const options = useMemo(() => freshTotalQuery(tenantId, request, true), [tenantId, request]);
  const fresh = useServerQuery(options);
  const count = shown && fresh.data !== undefined ? Math.max(0, fresh.data - shown.total) : 0;
  const item = (config.ui.verbiage.item ?? 'clip').toLowerCase();
  // The status is there from the start (while the match is live), so that what comes is read out.
  return (
    <div role="status" className={count > 0 ? styles.notice : styles.quiet}>
      {count > 0 && (
        <Button
          appearance="primary"
          shape="circular"
          onClick={() => {
            results.retry();
            onShown();
          }}
        >
          {`${countOf(count, `new ${item}`)}: show them`}
        </Button>
      )}
    </div>
  );
}
