import { Field } from '@fluentui/react-components';
import { makeStyles } from '@griffel/react';
import type { ChangeEvent } from 'react';

const useStyles = makeStyles({ input: { maxWidth: '100%' } });

/** A field that takes one file from the person's computer, with its problem in words. */
export function FileField({
  label,
  accept,
  required = false,
  problem,
  onChange,
}: {
  label: string;
  accept: string;
  required?: boolean;
  problem: string | null;
  onChange(event: ChangeEvent<HTMLInputElement>): Promise<void>;
}) {
  const styles = useStyles();
  return (
    <Field label={label} required={required} validationMessage={problem ?? undefined}>
      {(fieldProps) => (
        <input
          {...fieldProps}
          className={styles.input}
          type="file"
          accept={accept}
          onChange={(event) => void onChange(event)}
        />
      )}
    </Field>
  );
}
