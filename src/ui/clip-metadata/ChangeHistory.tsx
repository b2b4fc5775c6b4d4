import { Button } from '@fluentui/react-components';
import { tokens } from '@fluentui/react-theme';
import { makeStyles } from '@griffel/react';
import { useId, useState } from 'react';
import type { MetadataChange } from '../../core/api/contract';
import { errorInWords } from '../../core/api/error-words';
import { ApiError } from '../../core/api/errors';
import { countOf } from '../../core/domain/counting';
import { formatDateTime } from '../../core/domain/dates';
import { changeWords } from '../../core/domain/metadata-edit';

const useStyles = makeStyles({
  root: { display: 'grid', gap: tokens.spacingVerticalS },
  list: { display: 'grid', gap: tokens.spacingVerticalS, margin: 0, padding: 0 },
  item: {
    listStyle: 'none',
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    padding: tokens.spacingVerticalS,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  text: { flex: '1 1 20em', minWidth: 0, overflowWrap: 'anywhere' },
  meta: { display: 'block', color: tokens.colorNeutralForeground3 },
  alert: { margin: 0, color: tokens.colorPaletteRedForeground1 },
});

/** Why an undo was refused, in words. */
function undoProblem(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.code === 'changed_since')
      return 'A clip of it was changed again since: undo that change first.';
    if (error.code === 'already_undone') return 'It was undone already.';
  }
  return errorInWords(error);
}

export interface ChangeHistoryProps {
  changes: readonly MetadataChange[] | undefined;
  loadProblem: string | null;
  labelOf: (category: string) => string;
  onUndo: (change: MetadataChange) => Promise<void>;
}

/** The latest changes of clip metadata: who, when, what; each undone with one action. */
export function ChangeHistory({ changes, loadProblem, labelOf, onUndo }: ChangeHistoryProps) {
  const styles = useStyles();
  const headingId = useId();
  const [busy, setBusy] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const undo = async (change: MetadataChange) => {
    setBusy(change.id);
    setProblem(null);
    try {
      await onUndo(change);
    } catch (error) {
      setProblem(`The change could not be undone. ${undoProblem(error)}`);
    } finally {
      setBusy(null);
    }
  };
  return (
    <section className={styles.root} aria-labelledby={headingId}>
      <h2 id={headingId}>History</h2>
      {problem && (
        <p role="alert" className={styles.alert}>
          {problem}
        </p>
      )}
      {loadProblem ? (
        <p role="alert" className={styles.alert}>
          {loadProblem}
        </p>
      ) : !changes ? (
        <p role="status">Loading the history…</p>
      ) : changes.length === 0 ? (
        <p>No clip has been changed yet.</p>
      ) : (
        <ol className={styles.list} aria-label="Changes, newest first">
          {changes.map((change) => {
            const what =
              change.summary ??
              (change.clipCount === 1
                ? change.clips[0]!.title || change.clips[0]!.clipId
                : countOf(change.clipCount, 'clip'));
            const words = change.summary
              ? countOf(change.clipCount, 'clip')
              : changeWords(change, labelOf);
            return (
              <li key={change.id} className={styles.item}>
                <span className={styles.text}>
                  <strong>{what}</strong>: {change.undoes ? `undo — ${words}` : words}
                  <span className={styles.meta}>
                    {formatDateTime(new Date(change.at))} · {change.email}
                    {change.undoneAt ? ` · undone by ${change.undoneBy ?? 'someone'}` : ''}
                  </span>
                </span>
                {!change.undoneAt && !change.undoes && (
                  <Button
                    size="small"
                    disabled={busy !== null}
                    aria-label={`Undo: ${what}, ${words}`}
                    onClick={() => void undo(change)}
                  >
                    {busy === change.id ? 'Undoing…' : 'Undo'}
                  </Button>
                )}
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
