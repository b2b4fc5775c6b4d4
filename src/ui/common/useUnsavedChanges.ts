import { useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { isUnsavedChangesAtom } from '../../core/state/atoms';

/**
 * Keeps isUnsavedChanges (SPEC §3) while `dirty`, for the page to ask before any way out, and
 * asks the browser's own question before a reload or closing the tab. Returns the setter, for
 * work done with otherwise (deleted, say).
 */
export function useUnsavedChanges(dirty: boolean): (value: boolean) => void {
  const setUnsaved = useSetAtom(isUnsavedChangesAtom);
  useEffect(() => {
    setUnsaved(dirty);
    if (!dirty) return;
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    addEventListener('beforeunload', ask);
    return () => removeEventListener('beforeunload', ask);
  }, [dirty, setUnsaved]);
  useEffect(() => () => setUnsaved(false), [setUnsaved]);
  return setUnsaved;
}
