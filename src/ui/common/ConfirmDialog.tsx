import { Button } from '@fluentui/react-components';
import { tokens } from '@fluentui/react-theme';
import { makeStyles } from '@griffel/react';
import {
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
} from '@fluentui/react-dialog';
import { useState, type ReactNode } from 'react';
import { useDestructiveStyles } from './useDestructiveStyles';

const useStyles = makeStyles({
  content: { display: 'grid', gap: tokens.spacingVerticalS, overflowWrap: 'anywhere' },
  alert: { margin: 0, color: tokens.colorPaletteRedForeground1 },
});

export interface ConfirmDialogProps {
  title: string;
  children: ReactNode;
  /** The confirming button's words: "Delete", "Revoke the key". */
  confirmLabel: string;
  /** Runs on confirming; the words of its problem when it fails, shown in the dialog. */
  onConfirm: () => Promise<string | null>;
  onClose: () => void;
  /** The confirming button in the danger colour. Default true. */
  destructive?: boolean;
}

/** Asks before something that cannot be taken back, and says so if it then fails. */
export function ConfirmDialog({
  title,
  children,
  confirmLabel,
  onConfirm,
  onClose,
  destructive = true,
}: ConfirmDialogProps) {
  const styles = useStyles();
  const danger = useDestructiveStyles();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const confirm = async () => {
    setBusy(true);
    setProblem(null);
    const failed = await onConfirm();
    setBusy(false);
    if (failed) setProblem(failed);
  };
  return (
    <Dialog open modalType="alert" onOpenChange={(_, data) => data.open || onClose()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{title}</DialogTitle>
          <DialogContent className={styles.content}>
            {children}
            {problem && (
              <p role="alert" className={styles.alert}>
                {problem}
              </p>
            )}
          </DialogContent>
          <DialogActions>
            <Button
              appearance="primary"
              className={destructive ? danger.filled : undefined}
              disabled={busy}
              onClick={() => void confirm()}
            >
              {confirmLabel}
            </Button>
            <Button onClick={onClose}>Cancel</Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
