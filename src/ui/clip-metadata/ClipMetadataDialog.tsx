import { Button, Input, makeStyles, Select, tokens } from '@fluentui/react-components';
import { useState, type FormEvent } from 'react';
import type { SearchHit } from '../../core/api/contract';
import { errorInWords } from '../../core/api/error-words';
import { clipDisplay } from '../../core/domain/clip-display';
import {
  dataRequest,
  newRow,
  payloadOf,
  rowProblems,
  rowsOf,
  type EditRow,
} from '../../core/domain/metadata-edit';
import { useTenant } from '../common';
import { FormDialog } from '../common/FormDialog';
import { useDestructiveStyles } from '../common/useDestructiveStyles';

const useStyles = makeStyles({
  content: { display: 'grid', gap: tokens.spacingVerticalM, overflowWrap: 'anywhere' },
  rows: { display: 'grid', gap: tokens.spacingVerticalS, margin: 0, padding: 0 },
  row: {
    display: 'grid',
    gridTemplateColumns: 'minmax(7em, 10em) minmax(0, 1fr) auto',
    alignItems: 'start',
    gap: tokens.spacingHorizontalS,
    listStyle: 'none',
  },
  label: { paddingTop: tokens.spacingVerticalXS, fontWeight: tokens.fontWeightSemibold },
  problem: { gridColumn: '2 / 4', margin: 0, color: tokens.colorPaletteRedForeground1 },
  add: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  alert: { margin: 0, color: tokens.colorPaletteRedForeground1 },
});

export interface ClipMetadataDialogProps {
  hit: Partial<SearchHit>;
  /** The tenant's clip categories, and their labels. */
  categories: readonly string[];
  labelOf: (category: string) => string;
  /** Writes the clip; the words of its problem when it fails. */
  onSave: (request: ReturnType<typeof dataRequest>) => Promise<string | null>;
  onClose: () => void;
}

/** One clip's categories and values: corrected, added and taken away, then saved as one change. */
export function ClipMetadataDialog({
  hit,
  categories,
  labelOf,
  onSave,
  onClose,
}: ClipMetadataDialogProps) {
  const styles = useStyles();
  const danger = useDestructiveStyles();
  const layout = useTenant().config.ui.thumbnailJson;
  const [rows, setRows] = useState<EditRow[]>(() => rowsOf(hit.payload));
  const [adding, setAdding] = useState(categories[0] ?? '');
  const [checked, setChecked] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const problems = checked ? rowProblems(rows) : new Map<number, string>();
  const title = clipDisplay(hit, layout).title;

  const set = (key: number, value: string) =>
    setRows((all) => all.map((r) => (r.key === key ? { ...r, value } : r)));
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (rowProblems(rows).size > 0) return;
    setBusy(true);
    setProblem(null);
    const failed = await onSave(dataRequest([{ hit, payload: payloadOf(rows) }])).catch(
      (error: unknown) => errorInWords(error),
    );
    setBusy(false);
    if (failed) setProblem(`The clip could not be saved. ${failed}`);
  };

  return (
    <FormDialog
      title={`Metadata of ${title}`}
      onClose={onClose}
      onSubmit={(e) => void submit(e)}
      contentClassName={styles.content}
      actions={
        <>
          <Button appearance="primary" type="submit" disabled={busy}>
            {busy ? 'Saving…' : 'Save'}
          </Button>
          <Button onClick={onClose}>Cancel</Button>
        </>
      }
    >
      <ul className={styles.rows} aria-label="Values of the clip">
        {rows.map((row, i) => {
          const label = labelOf(row.category);
          const problemId = `row-problem-${row.key}`;
          return (
            <li key={row.key} className={styles.row}>
              <span className={styles.label}>{label}</span>
              <Input
                value={row.value}
                maxLength={500}
                aria-label={`${label}, value ${i + 1}`}
                aria-invalid={problems.has(row.key) || undefined}
                aria-describedby={problems.has(row.key) ? problemId : undefined}
                onChange={(_, d) => set(row.key, d.value)}
              />
              <Button
                className={danger.outline}
                aria-label={`Remove ${label}: ${row.value || 'empty'}`}
                onClick={() => setRows((all) => all.filter((r) => r.key !== row.key))}
              >
                Remove
              </Button>
              {problems.has(row.key) && (
                <p id={problemId} className={styles.problem}>
                  {problems.get(row.key)}
                </p>
              )}
            </li>
          );
        })}
      </ul>
      <div className={styles.add}>
        <Select aria-label="Category to add" value={adding} onChange={(_, d) => setAdding(d.value)}>
          {categories.map((c) => (
            <option key={c} value={c}>
              {labelOf(c)}
            </option>
          ))}
        </Select>
        <Button onClick={() => setRows((all) => [...all, newRow(adding)])} disabled={!adding}>
          Add a value
        </Button>
      </div>
      {problem && (
        <p role="alert" className={styles.alert}>
          {problem}
        </p>
      )}
    </FormDialog>
  );
}
