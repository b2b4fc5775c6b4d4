import { Radio, RadioGroup } from '@fluentui/react-components';
import { tokens } from '@fluentui/react-theme';
import { makeStyles } from '@griffel/react';
import { useState, type FormEvent } from 'react';
import type { SearchHit } from '../../core/api/contract';
import { MAX_RIGHTS_CLIPS } from '../../core/api/contract/rights';
import { errorInWords } from '../../core/api/error-words';
import { countOf, formatCount } from '../../core/domain/counting';
import { rightsFormOf, windowOfForm } from '../../core/domain/rights-form';
import { setClipRights } from '../../core/queries/rights';
import { useTenant } from '../common';
import { FormActions, FormDialog } from '../common/FormDialog';
import { RightsFields } from './RightsFields';

const useStyles = makeStyles({
  content: { display: 'grid', gap: tokens.spacingVerticalM, overflowWrap: 'anywhere' },
  alert: { margin: 0, color: tokens.colorPaletteRedForeground1 },
  hint: { margin: 0, color: tokens.colorNeutralForeground2 },
});

/**
 * A rights window for the clips chosen in search (docs/rights.md): their own, over their
 * video's, or their own taken away. At most 500 clips at a time.
 */
export function ClipRightsDialog({
  hits,
  onDone,
  onClose,
}: {
  hits: ReadonlyArray<Partial<SearchHit>>;
  /** Saved: the words that say so. */
  onDone(message: string): void;
  onClose(): void;
}) {
  const styles = useStyles();
  const tenantId = useTenant().tenantId;
  const clipIds = hits.flatMap((h) => (h.id ? [h.id] : []));
  const clips = countOf(clipIds.length, 'clip');
  const [mode, setMode] = useState<'set' | 'remove'>('set');
  const [form, setForm] = useState(() => rightsFormOf(undefined));
  const [checked, setChecked] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const tooMany = clipIds.length > MAX_RIGHTS_CLIPS;
  const asked = windowOfForm(form);
  const window = mode === 'remove' ? { window: null } : asked;
  const noDays = mode === 'set' && 'window' in asked && asked.window === null;

  async function submit(event: FormEvent) {
    event.preventDefault();
    event.stopPropagation();
    setChecked(true);
    if (tooMany || noDays || !('window' in window)) return;
    setBusy(true);
    setProblem(null);
    try {
      await setClipRights(tenantId, { clipIds, window: window.window });
      onDone(
        window.window
          ? `${clips} now have a rights window of their own.`
          : `${clips} follow their video’s rights window again.`,
      );
    } catch (error) {
      setProblem(`The rights window could not be saved. ${errorInWords(error)}`);
    } finally {
      setBusy(false);
    }
  }

  return (
    <FormDialog
      title={`Rights window for ${clips}`}
      onClose={onClose}
      onSubmit={submit}
      contentClassName={styles.content}
      actions={<FormActions label="Save" busy={busy} disabled={tooMany} onCancel={onClose} />}
    >
      {tooMany && (
        <p role="alert" className={styles.alert}>
          {`Choose at most ${formatCount(MAX_RIGHTS_CLIPS)} clips at a time: ${formatCount(clipIds.length)} are chosen.`}
        </p>
      )}
      <RadioGroup
        aria-label="What to do"
        value={mode}
        onChange={(_, data) => setMode(data.value === 'remove' ? 'remove' : 'set')}
      >
        <Radio value="set" label="Give them a window of their own, over their video’s" />
        <Radio value="remove" label="Take their own windows away: their video’s applies again" />
      </RadioGroup>
      {mode === 'set' && (
        <RightsFields
          form={form}
          onChange={setForm}
          whose="these clips"
          problem={
            checked && 'problem' in asked
              ? asked
              : checked && noDays
                ? { field: 'from', problem: 'Give a first day, a last day, or both.' }
                : null
          }
        />
      )}
      {problem && (
        <p role="alert" className={styles.alert}>
          {problem}
        </p>
      )}
    </FormDialog>
  );
}
