import type { VsEventMap, VsEventName } from '../core/events';

export type { VsEventMap, VsEventName };

/** Fires an event; false when it was cancelable and a listener cancelled it. */
export function emit<K extends VsEventName>(
  target: EventTarget,
  name: K,
  detail: VsEventMap[K],
  { cancelable = false } = {},
): boolean {
  return target.dispatchEvent(
    new CustomEvent(name, { detail, bubbles: true, composed: true, cancelable }),
  );
}

type VsEvents = { [K in VsEventName]: CustomEvent<VsEventMap[K]> };

declare global {
  // Every event, typed for addEventListener on any element.
  interface HTMLElementEventMap extends VsEvents {}
}
