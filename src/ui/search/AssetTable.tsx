import { Button, makeStyles, tokens } from '@fluentui/react-components';
import type { SearchHit } from '../../core/api/contract';
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
});

interface AssetRow {
  assetId: string;
  title: string;
  date: string | null;
  clips: Partial<SearchHit>[];
}

/**
 * The results of this page grouped by asset (match): one row each, with how many clips it holds,
 * and (given `onAdd`) the tenant's action to add those clips to a collection together.
 */
export function AssetTable({
  hits,
  onSelect,
  onAdd,
}: {
  hits: Partial<SearchHit>[];
  onSelect: (hit: Partial<SearchHit>) => void;
  onAdd?: (hits: Partial<SearchHit>[]) => void;
}) {
  const styles = useStyles();
  const ui = useTenant().config.ui;
  const layout = ui.thumbnailJson;
  const addLabel = addToCollectionLabel(ui.verbiage);
  const rows = new Map<string, AssetRow>();
  for (const hit of hits) {
    const id = hit.assetId ?? '';
    const row = rows.get(id) ?? {
      assetId: id,
      title: hit.assetTitle ?? id,
      date: clipDisplay(hit, layout).date,
      clips: [],
    };
    row.clips.push(hit);
    rows.set(id, row);
  }
  return (
    <table className={styles.table} aria-label="Assets in these results">
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
        {[...rows.values()].map((row) => (
          <tr key={row.assetId} part="row">
            <td className={styles.td}>
              <Thumbnail assetId={row.assetId} seconds={row.clips[0]?.offset ?? 0} />
            </td>
            <td className={styles.td}>
              <Button appearance="transparent" onClick={() => onSelect(row.clips[0]!)}>
                {row.title}
              </Button>
            </td>
            <td className={styles.td}>
              {row.date ? formatDate(new Date(`${row.date.slice(0, 10)}T00:00:00`)) : '–'}
            </td>
            <td className={styles.td}>{row.clips.length}</td>
            {onAdd && (
              <td className={styles.td}>
                <Button
                  onClick={() => onAdd(row.clips)}
                  aria-label={`${addLabel}: the ${countOf(row.clips.length, 'clip')} of ${row.title}`}
                >
                  {addLabel}
                </Button>
              </td>
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
