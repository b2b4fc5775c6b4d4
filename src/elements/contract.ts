import type { VsEventName } from '../core/events';
import { HOST_PROPERTIES } from './host-properties';

/**
 * One element's public contract, written once: its attributes, events, CSS parts and CSS
 * custom properties. The element's r2wc map and props, the JSX typings, the public types
 * and custom-elements.json are all derived from it. Plain data: the manifest script reads
 * it in Node without React.
 */
export interface ElementContract {
  tag: `vs-${string}`;
  /** The class name in custom-elements.json. */
  className: string;
  /** What the element is for, in a sentence or three. */
  description: string;
  /** By property name (camelCase); the attribute is its kebab-case form. */
  attributes: Readonly<Record<string, AttributeContract>>;
  /** Event name to when it fires and what its detail holds. */
  events: Readonly<Partial<Record<VsEventName, Described>>>;
  /** `part="…"` name to the region it marks, for `::part()` from the host page. */
  parts: Readonly<Record<string, Described>>;
}

/** Words for people (the manifest, the docs); the element code ships without them. */
interface Described {
  description: string;
}

export interface AttributeContract {
  /** 'boolean' follows HTML: present (even empty) means true, removed means false. */
  type: 'string' | 'boolean';
  description: string;
  /** The value when the attribute is absent, as a page author would write it. */
  default?: string;
}

/** Every element takes `tenant`: it chooses the page's tenant if it is the first to ask. */
export const COMMON_ATTRIBUTES = {
  tenant: {
    type: 'string',
    description: "a tenant key or id, if this element is the first to choose the page's tenant",
  },
} as const satisfies Record<string, AttributeContract>;

/** The CSS custom properties every element reads, for a host page's own colours and shape. */
export const CSS_PROPERTIES = HOST_PROPERTIES.map(({ name, description, syntax }) => ({
  name,
  description,
  syntax,
}));

/** fooBar -> foo-bar: a property's attribute name. */
export const attributeName = (prop: string) =>
  prop.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();

type Kebab<S extends string> = S extends `${infer Head}${infer Tail}`
  ? Head extends Lowercase<Head>
    ? `${Head}${Kebab<Tail>}`
    : `-${Lowercase<Head>}${Kebab<Tail>}`
  : S;

type ValueOf<A extends AttributeContract> = A['type'] extends 'boolean' ? boolean : string;

/** The props the element's feature receives: each attribute by property name, optional. */
export type PropsOf<C extends ElementContract> = {
  -readonly [K in keyof C['attributes']]?: ValueOf<C['attributes'][K]>;
};

/** The attributes as a page author writes them (kebab-case), with `tenant`. */
export type AttributesOf<C extends ElementContract> = {
  -readonly [K in keyof C['attributes'] & string as Kebab<K>]?: ValueOf<C['attributes'][K]>;
} & { tenant?: string };

/** The element's properties: booleans always a boolean, strings unset until set. */
export type PropertiesOf<C extends ElementContract> = HTMLElement & {
  -readonly [K in keyof C['attributes']]: C['attributes'][K]['type'] extends 'boolean'
    ? boolean
    : string | undefined;
};
