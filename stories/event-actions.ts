import { useEffect, type RefObject } from 'react';
import { action } from 'storybook/actions';
import type { VsEventName } from '../src/elements/events';

/** Shows each of the element's events, with its detail, in the Actions panel. */
export function useEventActions(ref: RefObject<HTMLElement | null>, names: VsEventName[]) {
  const key = names.join(' ');
  useEffect(() => {
    const element = ref.current!;
    const listeners = key.split(' ').map((name) => {
      const log = action(name);
      const listener = (event: Event) => log((event as CustomEvent).detail);
      element.addEventListener(name, listener);
      return [name, listener] as const;
    });
    return () => {
      for (const [name, listener] of listeners) element.removeEventListener(name, listener);
    };
  }, [ref, key]);
}

/** The Docs table's rows for the element's events, keyed by event name. */
export function eventArgTypes(descriptions: Partial<Record<VsEventName, string>>) {
  return Object.fromEntries(
    Object.entries(descriptions).map(([name, description]) => [
      name,
      {
        name,
        description,
        table: { category: 'events', type: { summary: 'CustomEvent' } },
        control: false,
      },
    ]),
  );
}
