import { Checkbox, Field, Input } from '@fluentui/react-components';
import { tokens } from '@fluentui/react-theme';
import { makeStyles } from '@griffel/react';
import { useId } from 'react';
import { RIGHTS_USES, RIGHTS_USE_WORDS } from '../../core/api/contract/rights';
import type { RightsForm } from '../../core/domain/rights-form';

const useStyles = makeStyles({
  set: {
    display: 'grid',
    gap: tokens.spacingVerticalS,
    margin: 0,
    padding: tokens.spacingHorizontalM,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
  },
  legend: { fontWeight: tokens.fontWeightSemibold, padding: `0 ${tokens.spacingHorizontalXS}` },
  days: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM },
  day: { flex: '1 1 140px' },
  hint: { margin: 0, color: tokens.colorNeutralForeground2 },
  alert: { margin: 0, color: tokens.colorPaletteRedForeground1 },
});

/**
 * A rights window (docs/rights.md): the first and last day clips may be used (either may be
 * left empty, both for no window), and the uses it governs: an asset's, or chosen clips'.
 */
export function RightsFields({
  form,
  onChange,
  problem,
  whose = 'its clips',
}: {
  form: RightsForm;
  onChange(form: RightsForm): void;
  problem: { field: 'from' | 'until' | 'uses'; problem: string } | null;
  /** What the window is on, in the hint: "its clips", "these clips". */
  whose?: string;
}) {
  const styles = useStyles();
  const hintId = useId();
  const on = (field: 'from' | 'until') => (problem?.field === field ? problem.problem : undefined);
  return (
    <fieldset className={styles.set} aria-describedby={hintId}>
      <legend className={styles.legend}>Rights window</legend>
      <p id={hintId} className={styles.hint}>
        When {whose} may be used, and for what: outside the days, the uses ticked are kept from
        them. Leave both days empty for no window.
      </p>
      <div className={styles.days}>
        <Field
          className={styles.day}
          label="First day (dd/mm/yyyy)"
          validationState={on('from') ? 'error' : 'none'}
          validationMessage={on('from')}
        >
          <Input
            value={form.from}
            onChange={(_, data) => onChange({ ...form, from: data.value })}
          />
        </Field>
        <Field
          className={styles.day}
          label="Last day (dd/mm/yyyy)"
          validationState={on('until') ? 'error' : 'none'}
          validationMessage={on('until')}
        >
          <Input
            value={form.until}
            onChange={(_, data) => onChange({ ...form, until: data.value })}
          />
        </Field>
      </div>
      {RIGHTS_USES.map((use) => (
        <Checkbox
          key={use}
          label={RIGHTS_USE_WORDS[use]}
          checked={form.uses.includes(use)}
          onChange={(_, data) =>
            onChange({
              ...form,
              uses: data.checked ? [...form.uses, use] : form.uses.filter((u) => u !== use),
            })
          }
        />
      ))}
      {problem?.field === 'uses' && (
        <p role="alert" className={styles.alert}>
          {problem.problem}
        </p>
      )}
    </fieldset>
  );
}
