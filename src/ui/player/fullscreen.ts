import { useEffect, useState } from 'react';

/** Whether this element is the fullscreen one, as its own root (shadow or document) says. */
export function useFullscreen(ref: React.RefObject<HTMLElement | null>): boolean {
  const [fullscreen, setFullscreen] = useState(false);
  useEffect(() => {
    const update = () => {
      const element = ref.current;
      const root = element?.getRootNode() as Document | ShadowRoot | undefined;
      setFullscreen(!!element && root?.fullscreenElement === element);
    };
    document.addEventListener('fullscreenchange', update);
    return () => document.removeEventListener('fullscreenchange', update);
  }, [ref]);
  return fullscreen;
}

export async function toggleFullscreen(element: HTMLElement | null): Promise<void> {
  if (!element) return;
  const root = element.getRootNode() as Document | ShadowRoot;
  try {
    if (root.fullscreenElement === element) await document.exitFullscreen();
    else await element.requestFullscreen();
  } catch {
    // Refused (an iframe without allowfullscreen): the player stays as it is.
  }
}
