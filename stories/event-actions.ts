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

type Declaration = {
  tagName?: string;
  attributes?: Array<{
    name: string;
    fieldName?: string;
    type?: { text: string };
    description?: string;
    default?: string;
  }>;
  events?: Array<{ name: string; description?: string }>;
  cssParts?: Array<{ name: string; description?: string }>;
  cssProperties?: Array<{ name: string; description?: string }>;
};
type Manifest = { modules: Array<{ declarations?: Declaration[] }> };

// Written by scripts/manifest.ts before Storybook starts or builds (npm run storybook): the
// same custom-elements.json the package ships.
const manifests = import.meta.glob<Manifest>('../.storybook/custom-elements.json', {
  eager: true,
  import: 'default',
});

function declarationOf(tag: string): Declaration {
  const manifest = Object.values(manifests)[0];
  if (!manifest)
    throw new Error('No .storybook/custom-elements.json: start Storybook with npm run storybook');
  const found = manifest.modules
    .flatMap((module) => module.declarations ?? [])
    .find((declaration) => declaration.tagName === tag);
  if (!found) throw new Error(`custom-elements.json has no <${tag}>`);
  return found;
}

/**
 * The Docs table of an element, read from custom-elements.json: each attribute (with a control
 * when the story's args take it, by property name), `tenant` (the toolbar chooses it here), the
 * events, the CSS parts and the CSS custom properties.
 */
export function manifestArgTypes(tag: string, controlled: readonly string[] = []) {
  const declaration = declarationOf(tag);
  const described = (entries: Declaration['cssParts']) =>
    Object.fromEntries((entries ?? []).map((e) => [e.name, { description: e.description ?? '' }]));
  return {
    ...Object.fromEntries(
      (declaration.attributes ?? []).map((a) => {
        const prop = a.fieldName ?? a.name;
        const type = a.type?.text ?? 'string';
        return [
          prop,
          {
            name: a.name,
            description: `${type === 'boolean' ? 'Boolean attribute' : 'Attribute'} \`${a.name}\`: ${a.description ?? ''}.`,
            table: {
              type: { summary: type },
              ...(a.default !== undefined
                ? { defaultValue: { summary: a.default } }
                : type === 'boolean'
                  ? { defaultValue: { summary: 'false' } }
                  : {}),
            },
            control: controlled.includes(prop) ? (type === 'boolean' ? 'boolean' : 'text') : false,
          },
        ];
      }),
    ),
    ...eventArgTypes(
      Object.fromEntries(
        (declaration.events ?? []).map((e) => [
          e.name,
          `Event (bubbles, composed): ${e.description ?? ''}.`,
        ]),
      ),
    ),
    ...documented('css parts', described(declaration.cssParts), (name) => `::part(${name})`),
    ...documented('css custom properties', described(declaration.cssProperties), (name) => name),
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
