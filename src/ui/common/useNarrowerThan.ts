import { useLayoutEffect, useState, type RefObject } from 'react';

/**
 * Whether an element is narrower than `width` px, as it is laid out now (its own width, not the
 * window's). Measured before the first paint, so a narrow column never shows the wide layout
 * first and then jumps; followed as the element resizes.
 */
export function useNarrowerThan(ref: RefObject<HTMLElement | null>, width: number): boolean {
  const [narrow, setNarrow] = useState(false);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    setNarrow(element.getBoundingClientRect().width < width);
    const observer = new ResizeObserver(([entry]) =>
      setNarrow((entry?.contentRect.width ?? Infinity) < width),
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, width]);
  return narrow;
}
