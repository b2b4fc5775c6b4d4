import {
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
} from '@fluentui/react-dialog';
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
