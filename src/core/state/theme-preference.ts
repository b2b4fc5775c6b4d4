import { themeModeAtom } from './atoms';
import type { KeyValueStorage, StorageEvents } from './persistence';
import type { Store } from './store';
import { parseThemeMode, THEME_MODE_KEY } from './theme';

/** Where storage events come from: the window, in a browser. */
/**
 * Keeps the person's theme choice in local storage, and follows changes made in other
 * tabs (storage events). Returns the stop function.
 */
export function keepThemeMode(
  store: Store,
  storage: KeyValueStorage,
  events?: StorageEvents,
): () => void {
  const stored = storage.getItem(THEME_MODE_KEY);
  if (typeof stored === 'string' || stored === null)
    store.set(themeModeAtom, parseThemeMode(stored));
  const stopWriting = store.sub(themeModeAtom, () => {
    const mode = store.get(themeModeAtom);
    void (mode ? storage.setItem(THEME_MODE_KEY, mode) : storage.removeItem(THEME_MODE_KEY));
  });
  const onStorage = (event: { key: string | null; newValue: string | null }) => {
    if (event.key === THEME_MODE_KEY) store.set(themeModeAtom, parseThemeMode(event.newValue));
  };
  events?.addEventListener('storage', onStorage);
  return () => {
    stopWriting();
    events?.removeEventListener('storage', onStorage);
  };
}
