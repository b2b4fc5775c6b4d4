import { Button } from '@fluentui/react-components';
import { tokens } from '@fluentui/react-theme';
import { makeStyles } from '@griffel/react';
import type { ReactNode } from 'react';

const useStyles = makeStyles({
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  problem: { margin: 0, color: tokens.colorPaletteRedForeground1 },
});

/** Save and Discard for a layout being edited, after the page's own buttons; then why a save failed. */
export function LayoutActions({
  edit,
  saveLabel,
  onSave,
  children,
}: {
  edit: { dirty: boolean; busy: boolean; problem: string | null; discard(): Promise<void> };
  saveLabel: string;
  onSave(): void;
  children?: ReactNode;
}) {
  const styles = useStyles();
  const idle = !edit.dirty || edit.busy;
  return (
    <>
      <div className={styles.actions}>
        {children}
        <Button appearance="primary" disabled={idle} onClick={onSave}>
          {edit.busy ? 'Saving…' : saveLabel}
        </Button>
        <Button disabled={idle} onClick={() => void edit.discard()}>
          Discard changes
        </Button>
      </div>
      {edit.problem && (
        <p role="alert" className={styles.problem}>
          {edit.problem}
        </p>
      )}
    </>
  );
}
