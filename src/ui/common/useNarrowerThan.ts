import { useLayoutEffect, useState, type RefObject } from 'react';

const readWidth = () => (typeof innerWidth === 'number' && innerWidth > 0 ? innerWidth : null);
let knownWidth: number | null | undefined;

/**
 * The window's width where there is one: an element is never wider. Read once and again at
 * each resize, not at each call: reading `innerWidth` lays the page out first, and a call in a
 * render or a layout effect, after React has changed the page, made the browser lay it all
 * out there and then (tens of milliseconds of a phone's CPU in one task).
 */
function windowWidth(): number | null {
  if (knownWidth === undefined) {
    knownWidth = readWidth();
    if (typeof addEventListener === 'function')
      addEventListener('resize', () => (knownWidth = readWidth()), { passive: true });
  }
  return knownWidth;
}

/**
 * Whether an element is narrower than `width` px, as it is laid out now (its own width, not the
 * window's). Known before the first paint, so a narrow column never shows the wide layout
 * first and then jumps: in a window narrower than `width` it is narrow from the first render
 * (a phone lays out nothing wide, and nothing is measured); else measured once laid out.
 * Followed as the element resizes.
 */
export function useNarrowerThan(ref: RefObject<HTMLElement | null>, width: number): boolean {
  const [narrow, setNarrow] = useState(() => (windowWidth() ?? Infinity) < width);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    if ((windowWidth() ?? Infinity) >= width)
      setNarrow(element.getBoundingClientRect().width < width);
    const observer = new ResizeObserver(([entry]) =>
      setNarrow((entry?.contentRect.width ?? Infinity) < width),
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, width]);
  return narrow;
}
