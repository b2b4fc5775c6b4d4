import { Field, Input, Radio, RadioGroup } from '@fluentui/react-components';
import { tokens } from '@fluentui/react-theme';
import { makeStyles } from '@griffel/react';
import { useState, type FormEvent } from 'react';
import {
  HIGHLIGHT_MAX_PAD_SECONDS,
  type HighlightPackageRow,
  type ReelOptions,
} from '../../core/api/contract';
import { errorInWords } from '../../core/api/error-words';
import { FormActions, FormDialog } from '../common/FormDialog';
import { useHighlightWrites } from './useHighlights';

const useStyles = makeStyles({
  content: { display: 'grid', gap: tokens.spacingVerticalM },
  what: { margin: 0, color: tokens.colorNeutralForeground2, overflowWrap: 'anywhere' },
  pads: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM },
  pad: { width: '140px' },
  alert: { margin: 0, color: tokens.colorPaletteRedForeground1 },
});

/** The longest cap a reel may have, in minutes (six hours). */
const MAX_MINUTES = 360;

export interface ReelDialogProps {
  /** The search the reel is made from, as the search box holds it. */
  query: string;
  onMade(row: HighlightPackageRow): void;
  onClose(): void;
}

type Problem = { field?: 'name' | 'lead' | 'lag' | 'cap'; message: string };

/** A number typed in a field, or null where it is not one from `min` to `max`. */
function numberIn(text: string, min: number, max: number): number | null {
  const n = Number(text.trim());
  return text.trim() !== '' && Number.isFinite(n) && n >= min && n <= max ? n : null;
}

/**
 * "Make a reel": the current search as a highlight package, built on the server: a name,
 * seconds of lead and lag around every clip, a cap on its length, and its order. The reel
 * keeps its search, so that building it again picks up new clips.
 */
export function ReelDialog({ query, onMade, onClose }: ReelDialogProps) {
  const styles = useStyles();
  const writes = useHighlightWrites();
  const [name, setName] = useState(() =>
    query.trim() ? `Reel: ${query.trim()}`.slice(0, 200) : 'Reel',
  );
  const [lead, setLead] = useState('2');
  const [lag, setLag] = useState('2');
  const [cap, setCap] = useState('');
  const [order, setOrder] = useState<ReelOptions['order']>('time');
  const [problem, setProblem] = useState<Problem | null>(null);
  const [busy, setBusy] = useState(false);
  const on = (field: Problem['field']) =>
    problem && problem.field === field
      ? { validationMessage: problem.message, validationState: 'error' as const }
      : {};

  // A field stops saying it is wrong once the person changes it.
  const edit = (field: Problem['field'], set: (value: string) => void) => (value: string) => {
    set(value);
    if (problem?.field === field) setProblem(null);
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const leadSeconds = numberIn(lead, 0, HIGHLIGHT_MAX_PAD_SECONDS);
    const lagSeconds = numberIn(lag, 0, HIGHLIGHT_MAX_PAD_SECONDS);
    const minutes = cap.trim() === '' ? null : numberIn(cap, 1, MAX_MINUTES);
    const pads = `Seconds from 0 to ${HIGHLIGHT_MAX_PAD_SECONDS}.`;
    if (!name.trim()) return setProblem({ field: 'name', message: 'Give the reel a name.' });
    if (leadSeconds === null) return setProblem({ field: 'lead', message: pads });
    if (lagSeconds === null) return setProblem({ field: 'lag', message: pads });
    if (cap.trim() !== '' && minutes === null)
      return setProblem({
        field: 'cap',
        message: `Minutes from 1 to ${MAX_MINUTES}, or leave it empty for no cap.`,
      });
    setBusy(true);
    setProblem(null);
    try {
      const made = await writes.makeReel({
        name: name.trim(),
        query: query.trim() || '*',
        lead: leadSeconds,
        lag: lagSeconds,
        maxSeconds: minutes === null ? null : minutes * 60,
        order,
      });
      onMade(made);
    } catch (error) {
      setProblem({ message: `The reel could not be made. ${errorInWords(error)}` });
    } finally {
      setBusy(false);
    }
  }

  return (
    <FormDialog
      title="Make a reel"
      onClose={onClose}
      onSubmit={(e) => void submit(e)}
      contentClassName={styles.content}
      actions={<FormActions label="Make reel" busyLabel="Making…" busy={busy} onCancel={onClose} />}
    >
      <p className={styles.what}>
        Every clip this search finds{query.trim() ? ` (${query.trim()})` : ''}, as a highlight
        package to review on Highlights. Build it again later to pick up new clips.
      </p>
      <Field label="Name" {...on('name')}>
        <Input value={name} maxLength={200} onChange={(_, d) => edit('name', setName)(d.value)} />
      </Field>
      <div className={styles.pads}>
        {(
          [
            ['lead', 'Lead (seconds)', lead, setLead],
            ['lag', 'Lag (seconds)', lag, setLag],
          ] as const
        ).map(([field, label, value, set]) => (
          <Field key={field} label={label} className={styles.pad} {...on(field)}>
            <Input
              type="number"
              min={0}
              max={HIGHLIGHT_MAX_PAD_SECONDS}
              step={0.5}
              value={value}
              onChange={(_, d) => edit(field, set)(d.value)}
            />
          </Field>
        ))}
      </div>
      <Field
        label="Longest it may run (minutes)"
        hint="Empty for no cap. Whole clips only."
        {...on('cap')}
      >
        <Input
          type="number"
          min={1}
          max={MAX_MINUTES}
          value={cap}
          onChange={(_, d) => edit('cap', setCap)(d.value)}
        />
      </Field>
      <Field label="Order">
        <RadioGroup value={order} onChange={(_, d) => setOrder(d.value as ReelOptions['order'])}>
          <Radio value="time" label="By time" />
          <Radio value="game" label="By game (newest first), then time" />
        </RadioGroup>
      </Field>
      {problem && !problem.field && (
        <p role="alert" className={styles.alert}>
          {problem.message}
        </p>
      )}
    </FormDialog>
  );
}
