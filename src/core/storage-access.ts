/** A Storage Access API handle: Chromium's carries the site's own storage beyond cookies. */
interface StorageAccessHandle {
  localStorage?: Storage;
}

/** What the app needs of the window it runs in to tell whether its storage is kept apart. */
export interface FramedWindow {
  top: unknown;
  document: {
    hasStorageAccess?: () => Promise<boolean>;
    requestStorageAccess?: (types?: { localStorage: boolean }) => Promise<unknown>;
  };
  navigator?: { permissions?: { query(descriptor: { name: string }): Promise<{ state: string }> } };
  /** Present where the browser hands a frame its site's own storage (Chromium). */
  StorageAccessHandle?: unknown;
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

/**
 * Whether the browser can give a framed page its site's own storage when the person allows it
 * (Chromium's storage access beyond cookies). Safari's and Firefox's give cookies only, which
 * keep no sign-in here: there the person is told what they can do instead.
 */
export function mayAskForStorage(win: FramedWindow): boolean {
  return (
    win.top !== win &&
    typeof win.document.requestStorageAccess === 'function' &&
    win.StorageAccessHandle !== undefined
  );
}

async function requestStorage(win: FramedWindow): Promise<Storage | null> {
  try {
    const handle = (await win.document.requestStorageAccess!({ localStorage: true })) as
      | StorageAccessHandle
      | undefined;
    return handle?.localStorage ?? null;
  } catch {
    return null;
  }
}

/**
 * At the start of a visit: the site's own storage, where the person allowed it on an earlier
 * one (the browser then gives it without asking again); null where it is not kept apart, or
 * was not allowed.
 */
export async function storageAllowedBefore(win: FramedWindow): Promise<Storage | null> {
  if (!mayAskForStorage(win) || !(await storageKeptApart(win))) return null;
  const state = await win.navigator?.permissions
    ?.query({ name: 'storage-access' })
    .then((status) => status.state)
    .catch(() => null);
  return state === 'granted' ? requestStorage(win) : null;
}

/**
 * Asks the person, as they sign in, to let the frame keep the sign-in in its site's own
 * storage. Called at once in their gesture (the browser asks only then); null where refused.
 */
export function askForStorage(win: FramedWindow): Promise<Storage | null> {
  return mayAskForStorage(win) ? requestStorage(win) : Promise.resolve(null);
}
