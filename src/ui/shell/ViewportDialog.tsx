import { Suspense, useEffect, useState } from 'react';
import { viewportDialog } from '../../core/domain/viewport';
import { lazyNamed } from '../common/lazyNamed';

const ViewportDialogView = lazyNamed(() => import('./ViewportDialogView'), 'ViewportDialogView');

export const VIEWPORT_DIALOG_CLOSED_KEY = 'vs-viewport-dialog-closed';

function isMobile(): boolean {
  const data = (navigator as Navigator & { userAgentData?: { mobile?: boolean } }).userAgentData;
  return data?.mobile ?? /Mobi|Android|iPhone|iPad/i.test(navigator.userAgent);
}

// Comparing with the top window is allowed across origins: it never throws.
const isFramed = () => window.self !== window.top;

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
  const state = viewportDialog(width, mobile, closed, isFramed());
  const close = () => {
    setClosed(true);
    try {
      localStorage.setItem(VIEWPORT_DIALOG_CLOSED_KEY, '1');
    } catch {
      // Private mode: it stays closed for this visit.
    }
  };
  // The dialog's code loads only when a window is narrow enough to show it. Once shown it
  // stays mounted and closes through `open`: unmounted while open, Fluent would leave the
  // rest of the page hidden from assistive technology (aria-hidden on the app).
  const [shown, setShown] = useState(false);
  if (state.open && !shown) setShown(true);
  return shown ? (
    <Suspense fallback={null}>
      <ViewportDialogView
        open={state.open}
        dismissOnOutsideClick={state.dismissOnOutsideClick}
        closable={state.closable}
        onClose={close}
      />
    </Suspense>
  ) : null;
}
