import { Field, Input, Radio, RadioGroup, Select } from '@fluentui/react-components';
import { tokens } from '@fluentui/react-theme';
import { makeStyles } from '@griffel/react';
import { useState, type FormEvent } from 'react';
import type { SearchHit } from '../../core/api/contract';
import { errorInWords } from '../../core/api/error-words';
import { countOf } from '../../core/domain/counting';
import {
  dataRequest,
  storedValue,
  valueProblem,
  withValue,
  type SaveRefusal,
  type ValueTypeOf,
} from '../../core/domain/metadata-edit';
import { FormActions, FormDialog } from '../common/FormDialog';

const useStyles = makeStyles({
  content: { display: 'grid', gap: tokens.spacingVerticalM },
  alert: { margin: 0, color: tokens.colorPaletteRedForeground1 },
});

export interface BulkValueDialogProps {
  hits: readonly Partial<SearchHit>[];
  categories: readonly string[];
  labelOf: (category: string) => string;
  /** What each category's values are: a day is typed as dd/MM/yyyy. */
  typeOf: ValueTypeOf;
  onSave: (request: ReturnType<typeof dataRequest>) => Promise<SaveRefusal | null>;
  onClose: () => void;
}

/** One value set on every chosen clip, replacing the category's values or added to them. */
export function BulkValueDialog({
  hits,
  categories,
  labelOf,
  typeOf,
  onSave,
  onClose,
}: BulkValueDialogProps) {
  const styles = useStyles();
  const [category, setCategory] = useState(categories[0] ?? '');
  const [value, setValue] = useState('');
  const [mode, setMode] = useState<'replace' | 'add'>('replace');
  const [checked, setChecked] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const clips = countOf(hits.length, 'clip');
  const valueWrong = value.trim()
    ? valueProblem(value, typeOf(category))
    : 'Enter the value to set.';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (valueWrong) return;
    setBusy(true);
    setProblem(null);
    const stored = storedValue(value, typeOf(category));
    const request = dataRequest(
      hits.map((hit) => ({ hit, payload: withValue(hit.payload, category, stored, mode) })),
    );
    const failed = await onSave(request).catch((error: unknown): SaveRefusal => ({
      words: errorInWords(error),
    }));
    setBusy(false);
    if (!failed) return;
    setProblem(
      (failed.field ?? '').endsWith('.value')
        ? `The clips could not be saved: the ${labelOf(category)} value “${value.trim()}” was not accepted. Correct it, then save again.`
        : `The clips could not be saved. ${failed.words}`,
    );
  };

  return (
    <FormDialog
      title={`Set a value on ${clips}`}
      onClose={onClose}
      onSubmit={(e) => void submit(e)}
      contentClassName={styles.content}
      actions={
        <FormActions label={`Save ${clips}`} busyLabel="Saving…" busy={busy} onCancel={onClose} />
      }
    >
      <Field label="Category">
        <Select value={category} onChange={(_, d) => setCategory(d.value)}>
          {categories.map((c) => (
            <option key={c} value={c}>
              {labelOf(c)}
            </option>
          ))}
        </Select>
      </Field>
      <Field
        label="Value"
        required
        validationState={checked && valueWrong ? 'error' : 'none'}
        validationMessage={checked && valueWrong ? valueWrong : undefined}
      >
        <Input value={value} maxLength={500} onChange={(_, d) => setValue(d.value)} />
      </Field>
      <Field label="The clips’ values of this category">
        <RadioGroup value={mode} onChange={(_, d) => setMode(d.value as 'replace' | 'add')}>
          <Radio value="replace" label="Replace them with this value (a correction)" />
          <Radio value="add" label="Keep them, and add this value" />
        </RadioGroup>
      </Field>
      {problem && (
        <p role="alert" className={styles.alert}>
          {problem}
        </p>
      )}
    </FormDialog>
  );
}
