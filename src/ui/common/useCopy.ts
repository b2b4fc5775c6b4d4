import { useCallback, useEffect, useRef, useState } from 'react';

export type CopyState = 'idle' | 'copied' | 'failed';

/** How long "Copied" shows before the button reads as it did. */
const SHOWN_MS = 3000;

/**
 * Copies text to the clipboard and says how it went, for a while: "failed" where the browser
 * refuses (no permission, or the page not focused), so the person can select the text instead.
 */
export function useCopy(): [CopyState, (text: string) => Promise<void>] {
  const [state, setState] = useState<CopyState>('idle');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const copy = useCallback(async (text: string) => {
    clearTimeout(timer.current);
    try {
      await navigator.clipboard.writeText(text);
      setState('copied');
    } catch {
      setState('failed');
    }
    timer.current = setTimeout(() => setState('idle'), SHOWN_MS);
  }, []);
  return [state, copy];
}
