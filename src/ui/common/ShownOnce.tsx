import { Button } from '@fluentui/react-components';
import { tokens } from '@fluentui/react-theme';
import { makeStyles } from '@griffel/react';
import type { ReactNode } from 'react';
import { CopyField } from './CopyField';

const useStyles = makeStyles({
  root: {
    display: 'grid',
    gap: tokens.spacingVerticalS,
    padding: tokens.spacingVerticalM,
    borderRadius: tokens.borderRadiusMedium,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorBrandStroke1}`,
    backgroundColor: tokens.colorNeutralBackground2,
  },
  field: { maxWidth: '44em' },
  done: { justifySelf: 'start' },
});

export interface ShownOnceProps {
  /** What was made, and that it is shown only now. */
  children: ReactNode;
  /** The field's label ("The new key") and what its button copies ("the key"). */
  label: string;
  what: string;
  value: string;
  onDone(): void;
}

/** A secret the server answers once (an API key, a webhook's signing secret): to copy now. */
export function ShownOnce({ children, label, what, value, onDone }: ShownOnceProps) {
  const styles = useStyles();
  return (
    <div className={styles.root} role="status">
      <strong>{children}</strong>
      <div className={styles.field}>
        <CopyField label={label} value={value} what={what} primary />
      </div>
      <Button className={styles.done} onClick={onDone}>
        Done
      </Button>
    </div>
  );
}
