/** SPEC §2: below this usable width the app suggests a larger screen. */
export const DESKTOP_MIN_WIDTH = 1200;
/** The window width the rule measures loses this much (scrollbar and borders). */
export const VIEWPORT_ALLOWANCE = 8;

export const VIEWPORT_MESSAGE =
  'For an optimal experience, we recommend exploring our content on a desktop or larger screen.';

export interface ViewportDialogState {
  open: boolean;
  /** A Close button: desktop only. */
  closable: boolean;
  /** Clicking outside dismisses it: not on mobile. */
  dismissOnOutsideClick: boolean;
}

/**
 * Whether the small-screen dialog shows, and how it may be closed (SPEC §2). Embedded in
 * another page's frame it never shows: the frame's width is the partner's layout, not the
 * person's screen, and the dialog would cover what the frame is for (its sign-in).
 */
export function viewportDialog(
  windowWidth: number,
  mobile: boolean,
  closedBefore: boolean,
  embedded = false,
): ViewportDialogState {
  const narrow = windowWidth - VIEWPORT_ALLOWANCE < DESKTOP_MIN_WIDTH;
  return {
    open: narrow && !closedBefore && !embedded,
    closable: !mobile,
    dismissOnOutsideClick: !mobile,
  };
}
