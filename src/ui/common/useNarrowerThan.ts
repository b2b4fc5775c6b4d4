import { useEffect, useState, type RefObject } from 'react';

/** Whether an element is narrower than `width` px, as it is laid out now (its own width, not the window's). */
export function useNarrowerThan(ref: RefObject<HTMLElement | null>, width: number): boolean {
  const [narrow, setNarrow] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) =>
      setNarrow((entry?.contentRect.width ?? Infinity) < width),
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, width]);
  return narrow;
}
