import { Button } from '@fluentui/react-components';
import { tokens } from '@fluentui/react-theme';
import { makeStyles } from '@griffel/react';
import { useState } from 'react';
import type { SearchHit, SearchRequest } from '../../core/api/contract';
import { errorInWords } from '../../core/api/error-words';
import { fetchQuery } from '../../core/queries/query';
import { searchQuery } from '../../core/queries/search';
import { clipsOfAssetRequest } from '../../core/domain/search-state';
import { clipDisplay } from '../../core/domain/clip-display';
import { addToCollectionLabel } from '../../core/domain/collections';
import { formatDate } from '../../core/domain/dates';
import { useTenant } from '../common';
import { Thumbnail } from '../common/Thumbnail';
import { visuallyHidden } from '../common/visually-hidden';
import { countOf } from '../../core/domain/counting';

const useStyles = makeStyles({
  table: { width: '100%', borderCollapse: 'collapse' },
  th: {
    textAlign: 'left',
    padding: tokens.spacingHorizontalS,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke1}`,
  },
  td: {
    padding: tokens.spacingHorizontalS,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    verticalAlign: 'middle',
  },
  hidden: visuallyHidden,
  name: { textAlign: 'left', minWidth: 0, overflowWrap: 'anywhere' },
  alert: { margin: 0, color: tokens.colorPaletteRedForeground1 },
});

/**
 * A page of assets (the search asked for them grouped): one row each, its first clip's frame,
 * how many of its clips the search found, and (given `onAdd`) the tenant's action to add all
 * those clips to a collection together.
 */
export function AssetTable({
  hits,
  request,
  onSelect,
  onAdd,
}: {
  /** Each asset's first clip in the sort order, with `clipCount`. */
  hits: Partial<SearchHit>[];
  /** The search that found them: adding an asset adds the clips of it this search finds. */
  request: SearchRequest;
  onSelect: (hit: Partial<SearchHit>) => void;
  onAdd?: (hits: Partial<SearchHit>[]) => void;
}) {
  const styles = useStyles();
  const ui = useTenant().config.ui;
  const tenantId = useTenant().tenantId;
  const layout = ui.thumbnailJson;
  const addLabel = addToCollectionLabel(ui.verbiage);
  const [loading, setLoading] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const addAsset = async (hit: Partial<SearchHit>) => {
    if (!hit.assetId || !onAdd) return;
    setLoading(hit.assetId);
    setProblem(null);
    try {
      const within = clipsOfAssetRequest(request, hit.assetId);
      const answer = await fetchQuery(searchQuery(tenantId, within));
      onAdd(answer.results);
    } catch (error) {
      setProblem(`The clips of that asset could not be found. ${errorInWords(error)}`);
    } finally {
      setLoading(null);
    }
  };
  return (
    <>
      {problem && (
        <p role="alert" className={styles.alert}>
          {problem}
        </p>
      )}
      <table className={styles.table} aria-label="Assets found">
        <thead>
          <tr>
            <th className={styles.th} scope="col">
              Frame
            </th>
            <th className={styles.th} scope="col">
              Asset
            </th>
            <th className={styles.th} scope="col">
              Date
            </th>
            <th className={styles.th} scope="col">
              Clips here
            </th>
            {onAdd && (
              <th className={styles.th} scope="col">
                <span className={styles.hidden}>Actions</span>
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {hits.map((hit) => {
            const title = hit.assetTitle ?? hit.assetId ?? '';
            const date = clipDisplay(hit, layout).date;
            const count = hit.clipCount ?? 1;
            return (
              <tr key={hit.assetId} part="row">
                <td className={styles.td}>
                  {hit.assetId && <Thumbnail assetId={hit.assetId} seconds={hit.offset ?? 0} />}
                </td>
                <td className={styles.td}>
                  <Button
                    appearance="transparent"
                    className={styles.name}
                    title={title}
                    onClick={() => onSelect(hit)}
                  >
                    {title}
                  </Button>
                </td>
                <td className={styles.td}>
                  {date ? formatDate(new Date(`${date.slice(0, 10)}T00:00:00`)) : '–'}
                </td>
                <td className={styles.td}>{count}</td>
                {onAdd && (
                  <td className={styles.td}>
                    <Button
                      disabled={loading === hit.assetId}
                      onClick={() => void addAsset(hit)}
                      aria-label={`${addLabel}: the ${countOf(count, ui.verbiage.item ?? 'clip')} of ${title}`}
                    >
                      {addLabel}
                    </Button>
                  </td>
                )}
              </tr>
            );
          })}
        </tbody>
      </table>
    </>
  );
}
