import {
  Virtualizer,
  elementScroll,
  observeElementOffset,
  observeElementRect,
} from '@tanstack/virtual-core';
import { useLayoutEffect, useReducer, useState, type ReactNode, type RefObject } from 'react';

/**
 * Only the rows in view (and a few around) are in the DOM, so that thousands scroll
 * smoothly: TanStack's virtual-core, adapted the way its React binding does.
 */
function useVirtualRows(count: number, rowHeight: number, scroller: RefObject<HTMLElement | null>) {
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  const options = {
    count,
    getScrollElement: () => scroller.current,
    estimateSize: () => rowHeight,
    overscan: 6,
    scrollToFn: elementScroll,
    observeElementRect,
    observeElementOffset,
    onChange: () => rerender(),
  };
  const [virtualizer] = useState(() => new Virtualizer<HTMLElement, Element>(options));
  virtualizer.setOptions(options);
  useLayoutEffect(() => virtualizer._didMount(), [virtualizer]);
  useLayoutEffect(() => virtualizer._willUpdate());
  // Rows becoming cards (or back) change their height: measured again, the rows themselves
  // stay mounted, so that the focus stays where the person left it.
  useLayoutEffect(() => virtualizer.measure(), [virtualizer, rowHeight]);
  return virtualizer;
}

/** The rows in view of a long table, each placed at its offset in a body as tall as all of them. */
export function VirtualRows({
  count,
  rowHeight,
  scroller,
  renderRow,
}: {
  count: number;
  rowHeight: number;
  scroller: RefObject<HTMLElement | null>;
  renderRow: (index: number, top: number) => ReactNode;
}) {
  const rows = useVirtualRows(count, rowHeight, scroller);
  return (
    <div role="rowgroup" style={{ position: 'relative', height: rows.getTotalSize() }}>
      {rows.getVirtualItems().map((item) => renderRow(item.index, item.start))}
    </div>
  );
}
