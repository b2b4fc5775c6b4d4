import { Button } from '@fluentui/react-components';
import { tokens } from '@fluentui/react-theme';
import { makeStyles } from '@griffel/react';
import { useMemo } from 'react';
import type { SearchHit } from '../../core/api/contract';
import { similarQuery } from '../../core/queries/search';
import { useServerQuery, useTenant } from '../common';
import type { ClipSelection } from '../../core/domain/selection';
import { ResultsTable } from './ResultsTable';
import { errorInWords } from '../../core/api/error-words';

const useStyles = makeStyles({
  panel: { display: 'grid', gap: tokens.spacingVerticalS },
  head: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM },
  heading: { margin: 0, fontSize: tokens.fontSizeBase400 },
});

/** Clips like one clip (32 at most, similarity at least 0.7), most alike first. */
export function SimilarPanel({
  clipId,
  onClose,
  onSelect,
  onSimilar,
  onAdd,
  selectedId,
  chosen,
  onChoose,
}: {
  clipId: string;
  selectedId?: string | null;
  chosen?: ClipSelection;
  onChoose?: (next: ClipSelection) => void;
  onClose: () => void;
  onSelect: (hit: Partial<SearchHit>) => void;
  onSimilar: (hit: Partial<SearchHit>) => void;
  onAdd?: (hit: Partial<SearchHit>) => void;
}) {
  const styles = useStyles();
  const tenantId = useTenant().tenantId;
  const options = useMemo(() => similarQuery(tenantId, clipId), [tenantId, clipId]);
  const { data, error, isPending } = useServerQuery(options);
  return (
    <section className={styles.panel} aria-labelledby="vs-similar-heading">
      <div className={styles.head}>
        <h2 id="vs-similar-heading" className={styles.heading}>
          Similar clips
        </h2>
        <Button onClick={onClose}>Back to the results</Button>
      </div>
      {isPending && <p role="status">Finding similar clips…</p>}
      {error && <p role="alert">Similar clips could not be found. {errorInWords(error)}</p>}
      {data && data.results.length === 0 && (
        <p role="status">No clips are similar enough to this one.</p>
      )}
      {data && data.results.length > 0 && (
        <ResultsTable
          hits={data.results}
          onSelect={onSelect}
          onSimilar={onSimilar}
          onAdd={onAdd}
          selectedId={selectedId ?? null}
          {...(chosen && onChoose ? { chosen, onChoose } : {})}
          label="Similar clips"
        />
      )}
    </section>
  );
}
