import { Field } from '@fluentui/react-components';
import { tokens } from '@fluentui/react-theme';
import { makeStyles } from '@griffel/react';
import type { ReactNode } from 'react';

const useStyles = makeStyles({
  fieldset: {
    display: 'grid',
    gap: tokens.spacingVerticalS,
    margin: 0,
    padding: tokens.spacingVerticalS,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    minWidth: 0,
  },
  legend: { fontWeight: tokens.fontWeightSemibold, padding: `0 ${tokens.spacingHorizontalXS}` },
  hint: { margin: 0, color: tokens.colorNeutralForeground2 },
  select: {
    width: '100%',
    minHeight: '32px',
    padding: `0 ${tokens.spacingHorizontalS}`,
    color: tokens.colorNeutralForeground1,
    backgroundColor: tokens.colorNeutralBackground1,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusMedium,
  },
});

/** A group of the import dialog's fields: its name, a line on what it asks, then the fields. */
export function FieldGroup({
  legend,
  hint,
  children,
}: {
  legend: string;
  hint: ReactNode;
  children: ReactNode;
}) {
  const styles = useStyles();
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{legend}</legend>
      <p className={styles.hint}>{hint}</p>
      {children}
    </fieldset>
  );
}

/** A labelled choice of a few options (the browser's own list: it works in any column). */
export function SelectField({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  onChange(value: string): void;
}) {
  const styles = useStyles();
  return (
    <Field label={label}>
      {(fieldProps) => (
        <select
          {...fieldProps}
          className={styles.select}
          value={value}
          onChange={(e) => onChange(e.target.value)}
        >
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

/** A line of words in a group, quieter than the fields. */
export function GroupNote({ children, status = false }: { children: ReactNode; status?: boolean }) {
  const styles = useStyles();
  return (
    <p className={styles.hint} {...(status ? { role: 'status' } : {})}>
      {children}
    </p>
  );
}
