import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
} from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import { VIEWPORT_MESSAGE, viewportDialog } from '../../core/domain/viewport';

export const VIEWPORT_DIALOG_CLOSED_KEY = 'vs-viewport-dialog-closed';

function isMobile(): boolean {
  const data = (navigator as Navigator & { userAgentData?: { mobile?: boolean } }).userAgentData;
  return data?.mobile ?? /Mobi|Android|iPhone|iPad/i.test(navigator.userAgent);
}

function closedBefore(): boolean {
  try {
    return localStorage.getItem(VIEWPORT_DIALOG_CLOSED_KEY) === '1';
  } catch {
    return false;
  }
}

/** The small-screen suggestion of SPEC §2, following the window as it is resized. */
export function ViewportDialog() {
  const [width, setWidth] = useState(() => window.innerWidth);
  const [closed, setClosed] = useState(closedBefore);
  useEffect(() => {
    const update = () => setWidth(window.innerWidth);
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, []);
  const mobile = isMobile();
  const state = viewportDialog(width, mobile, closed);
  const close = () => {
    setClosed(true);
    try {
      localStorage.setItem(VIEWPORT_DIALOG_CLOSED_KEY, '1');
    } catch {
      // Private mode: it stays closed for this visit.
    }
  };
  return (
    <Dialog
      open={state.open}
      modalType={state.dismissOnOutsideClick ? 'modal' : 'alert'}
      onOpenChange={(_, data) => {
        if (!data.open && state.dismissOnOutsideClick) close();
      }}
    >
      <DialogSurface>
        <DialogBody>
          <DialogTitle>A larger screen works best</DialogTitle>
          <DialogContent>{VIEWPORT_MESSAGE}</DialogContent>
          {state.closable && (
            <DialogActions>
              <Button appearance="primary" onClick={close}>
                Close
              </Button>
            </DialogActions>
          )}
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
