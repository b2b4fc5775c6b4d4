import {
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
} from '@fluentui/react-dialog';
import { Button } from '@fluentui/react-components';
import type { FormEvent, ReactNode } from 'react';

export interface FormDialogProps {
  title: ReactNode;
  /** Escape, a click outside, or Cancel. */
  onClose: () => void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  contentClassName?: string;
  /** The buttons at the foot: the submit button first. */
  actions: ReactNode;
  children: ReactNode;
}

/**
 * A modal dialog that is one form: a title, the fields, and the actions at its foot. The
 * form checks its own fields (`noValidate`), so that messages are the product's words.
 */
export function FormDialog({
  title,
  onClose,
  onSubmit,
  contentClassName,
  actions,
  children,
}: FormDialogProps) {
  return (
    <Dialog open onOpenChange={(_, data) => data.open || onClose()}>
      <DialogSurface>
        <form onSubmit={onSubmit} noValidate>
          <DialogBody>
            <DialogTitle>{title}</DialogTitle>
            <DialogContent className={contentClassName}>{children}</DialogContent>
            <DialogActions>{actions}</DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}

export interface FormActionsProps {
  /** What the submit button does: "Save", "Send invitation". */
  label: string;
  /** Its words while the form is being sent ("Saving…"); the label when absent. */
  busyLabel?: string;
  busy?: boolean;
  /** The form cannot be sent yet (nothing chosen). */
  disabled?: boolean;
  onCancel(): void;
}

/** A form dialog's foot: its submit button first, then Cancel. */
export function FormActions({
  label,
  busyLabel,
  busy = false,
  disabled = false,
  onCancel,
}: FormActionsProps) {
  return (
    <>
      <Button type="submit" appearance="primary" disabled={busy || disabled}>
        {busy && busyLabel ? busyLabel : label}
      </Button>
      <Button type="button" onClick={onCancel}>
        Cancel
      </Button>
    </>
  );
}
