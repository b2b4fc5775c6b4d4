import { Button, Field, Input } from '@fluentui/react-components';
import { tokens } from '@fluentui/react-theme';
import { makeStyles } from '@griffel/react';
import { useCopy } from './useCopy';

const useStyles = makeStyles({
  row: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, alignItems: 'center' },
  value: { fontFamily: tokens.fontFamilyMonospace, flex: '1 1 16em', minWidth: 0 },
});

export interface CopyFieldProps {
  /** The field's label: "Passphrase", "The new key". */
  label: string;
  value: string;
  /** What is copied, for the button: "the passphrase" → "Copy the passphrase". */
  what: string;
  hint?: string;
  /** The copy button as the dialog's main action. */
  primary?: boolean;
}

/**
 * A value to hand on (an address, a secret shown once): read-only, selected when focused, with
 * a button that copies it and says how that went; where the browser will not copy, it says to
 * select the text instead.
 */
export function CopyField({ label, value, what, hint, primary = false }: CopyFieldProps) {
  const styles = useStyles();
  const [state, copy] = useCopy();
  return (
    <Field label={label} {...(hint ? { hint } : {})}>
      <div className={styles.row}>
        <Input
          readOnly
          className={styles.value}
          value={value}
          onFocus={(event) => event.currentTarget.select()}
        />
        <Button
          appearance={primary ? 'primary' : 'secondary'}
          aria-label={
            state === 'copied'
              ? `Copied ${what}`
              : state === 'failed'
                ? `Could not copy: select ${what} and copy it`
                : `Copy ${what}`
          }
          onClick={() => void copy(value)}
        >
          {state === 'copied' ? 'Copied' : state === 'failed' ? 'Could not copy' : 'Copy'}
        </Button>
      </div>
    </Field>
  );
}
