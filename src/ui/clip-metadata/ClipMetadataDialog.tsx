import { Button, Input, Select } from '@fluentui/react-components';
import { tokens } from '@fluentui/react-theme';
import { makeStyles } from '@griffel/react';
import { useState, type FormEvent } from 'react';
import type { SearchHit } from '../../core/api/contract';
import { errorInWords } from '../../core/api/error-words';
import { clipDisplay } from '../../core/domain/clip-display';
import {
  dataRequest,
  newRow,
  payloadOf,
  refusedRow,
  rowProblems,
  rowsOf,
  type EditRow,
  type SaveRefusal,
  type ValueTypeOf,
} from '../../core/domain/metadata-edit';
import { useTenant } from '../common';
import { FormActions, FormDialog } from '../common/FormDialog';
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
  /** What each category's values are: dates are shown and typed as dd/MM/yyyy. */
  typeOf: ValueTypeOf;
  /** Writes the clip; why it was refused when it fails. */
  onSave: (request: ReturnType<typeof dataRequest>) => Promise<SaveRefusal | null>;
  onClose: () => void;
}

/** One clip's categories and values: corrected, added and taken away, then saved as one change. */
export function ClipMetadataDialog({
  hit,
  categories,
  labelOf,
  typeOf,
  onSave,
  onClose,
}: ClipMetadataDialogProps) {
  const styles = useStyles();
  const danger = useDestructiveStyles();
  const layout = useTenant().config.ui.thumbnailJson;
  const [rows, setRows] = useState<EditRow[]>(() => rowsOf(hit.payload, typeOf));
  const [adding, setAdding] = useState(categories[0] ?? '');
  const [checked, setChecked] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  // The row the server refused, until it is edited.
  const [refused, setRefused] = useState<{ key: number; value: string } | null>(null);
  const problems = checked ? rowProblems(rows, typeOf) : new Map<number, string>();
  const stillRefused = refused && rows.find((r) => r.key === refused.key)?.value === refused.value;
  if (stillRefused && !problems.has(refused.key))
    problems.set(refused.key, 'This value was not accepted. Correct it, then save again.');
  const title = clipDisplay(hit, layout).title;

  const set = (key: number, value: string) =>
    setRows((all) => all.map((r) => (r.key === key ? { ...r, value } : r)));
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (rowProblems(rows, typeOf).size > 0) return;
    setBusy(true);
    setProblem(null);
    setRefused(null);
    const failed = await onSave(dataRequest([{ hit, payload: payloadOf(rows, typeOf) }])).catch(
      (error: unknown): SaveRefusal => ({ words: errorInWords(error) }),
    );
    setBusy(false);
    if (!failed) return;
    const row = refusedRow(failed.field, rows);
    if (row) {
      setRefused({ key: row.key, value: row.value });
      setProblem(
        `The clip could not be saved: its ${labelOf(row.category)} value “${row.value}” was not accepted. Correct it, then save again.`,
      );
    } else setProblem(`The clip could not be saved. ${failed.words}`);
  };

  return (
    <FormDialog
      title={`Metadata of ${title}`}
      onClose={onClose}
      onSubmit={(e) => void submit(e)}
      contentClassName={styles.content}
      actions={<FormActions label="Save" busyLabel="Saving…" busy={busy} onCancel={onClose} />}
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
