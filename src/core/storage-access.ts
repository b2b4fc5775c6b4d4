/** What the app needs of the window it runs in to tell whether its storage is kept apart. */
export interface FramedWindow {
  top: unknown;
  document: { hasStorageAccess?: () => Promise<boolean> };
}

/**
 * Whether this page, framed in another site's page, is kept from its own storage: browsers that
 * partition storage (Safari, Firefox, Chromium's private windows) give a frame of another site
 * storage of its own, lost with the visit, and say so through the Storage Access API
 * (`hasStorageAccess()` false). A page not in a frame, or a browser without the API (which does
 * not partition), is not.
 */
export async function storageKeptApart(win: FramedWindow): Promise<boolean> {
  if (win.top === win) return false;
  if (typeof win.document.hasStorageAccess !== 'function') return false;
  try {
    return !(await win.document.hasStorageAccess());
  } catch {
    return false;
  }
}
