import { Field, Input } from '@fluentui/react-components';
import { tokens } from '@fluentui/react-theme';
import { makeStyles } from '@griffel/react';

const useStyles = makeStyles({
  row: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalM,
    '& > *': { flex: '1 1 14em' },
  },
});

export interface WindowDraft {
  from: string;
  until: string;
}

/** A publish window as two local date-times, either left empty for an open end. */
export function WindowFields({
  value,
  onChange,
  problems,
  label,
}: {
  value: WindowDraft;
  onChange(value: WindowDraft): void;
  problems: { from?: string; until?: string };
  /** What the window is of, for the fields' names: "Shows from" … */
  label?: string;
}) {
  const styles = useStyles();
  const of = label ? ` (${label})` : '';
  return (
    <div className={styles.row}>
      <Field
        label={`Shows from${of}`}
        hint="Empty: from now."
        validationState={problems.from ? 'error' : 'none'}
        validationMessage={problems.from}
      >
        <Input
          type="datetime-local"
          value={value.from}
          onChange={(_, d) => onChange({ ...value, from: d.value })}
        />
      </Field>
      <Field
        label={`Shows until${of}`}
        hint="Empty: until it is taken down."
        validationState={problems.until ? 'error' : 'none'}
        validationMessage={problems.until}
      >
        <Input
          type="datetime-local"
          value={value.until}
          onChange={(_, d) => onChange({ ...value, until: d.value })}
        />
      </Field>
    </div>
  );
}
