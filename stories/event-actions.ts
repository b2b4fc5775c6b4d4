import { useEffect, type RefObject } from 'react';
import { action } from 'storybook/actions';
import {
  COMMON_ATTRIBUTES,
  CSS_PROPERTIES,
  attributeName,
  type AttributeContract,
  type ElementContract,
} from '../src/elements/contract';
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

/**
 * The Docs table of an element, from its contract: each attribute (with a control when the
 * story's args take it), `tenant` (the toolbar chooses it here), the events, the CSS parts
 * and the CSS custom properties.
 */
export function contractArgTypes(contract: ElementContract, controlled: readonly string[] = []) {
  const attributes: Record<string, AttributeContract> = {
    ...contract.attributes,
    ...COMMON_ATTRIBUTES,
  };
  return {
    ...Object.fromEntries(
      Object.entries(attributes).map(([prop, a]) => [
        prop,
        {
          name: attributeName(prop),
          description: `${a.type === 'boolean' ? 'Boolean attribute' : 'Attribute'} \`${attributeName(prop)}\`: ${a.description}.`,
          table: {
            type: { summary: a.type },
            ...(a.default !== undefined
              ? { defaultValue: { summary: a.default } }
              : a.type === 'boolean'
                ? { defaultValue: { summary: 'false' } }
                : {}),
          },
          control: controlled.includes(prop) ? (a.type === 'boolean' ? 'boolean' : 'text') : false,
        },
      ]),
    ),
    ...eventArgTypes(
      Object.fromEntries(
        Object.entries(contract.events).map(([name, { description }]) => [
          name,
          `Event (bubbles, composed): ${description}.`,
        ]),
      ),
    ),
    ...documented('css parts', contract.parts, (name) => `::part(${name})`),
    ...documented(
      'css custom properties',
      Object.fromEntries(CSS_PROPERTIES.map((p) => [p.name, { description: p.description }])),
      (name) => name,
    ),
  };
}

function documented(
  category: string,
  entries: Readonly<Record<string, { description: string }>>,
  nameOf: (name: string) => string,
) {
  return Object.fromEntries(
    Object.entries(entries).map(([name, { description }]) => [
      `${category}: ${name}`,
      { name: nameOf(name), description, table: { category }, control: false },
    ]),
  );
}
