import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
} from '@fluentui/react-components';
import { VIEWPORT_MESSAGE } from '../../core/domain/viewport';

export interface ViewportDialogViewProps {
  open: boolean;
  /** Mobile: clicking outside closes it too. */
  dismissOnOutsideClick: boolean;
  /** Desktop: it has a Close button. */
  closable: boolean;
  onClose(): void;
}

/** The small-screen suggestion itself (SPEC §2), shown while a window is narrow. */
export function ViewportDialogView({
  open,
  dismissOnOutsideClick,
  closable,
  onClose,
}: ViewportDialogViewProps) {
  return (
    <Dialog
      open={open}
      modalType={dismissOnOutsideClick ? 'modal' : 'alert'}
      onOpenChange={(_, data) => {
        if (!data.open && dismissOnOutsideClick) onClose();
      }}
    >
      <DialogSurface>
        <DialogBody>
          <DialogTitle>A larger screen works best</DialogTitle>
          <DialogContent>{VIEWPORT_MESSAGE}</DialogContent>
          {closable && (
            <DialogActions>
              <Button appearance="primary" onClick={onClose}>
                Close
              </Button>
            </DialogActions>
          )}
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
