import type { DetailedHTMLProps, HTMLAttributes } from 'react';

/** Typings for pages and React apps that use the elements (checked against custom-elements.json). */
type ElementProps<Attributes> = DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> &
  Attributes;

/** Attributes every element takes. */
interface CommonAttributes {
  /** A tenant key or id, if this element is the first on the page to choose the tenant. */
  tenant?: string;
}

/** `<vs-login>` attributes, as written in HTML (booleans: present means true). */
export interface VsLoginAttributes extends CommonAttributes {
  heading?: string;
  'hide-password-reset'?: boolean;
}

/** `<vs-login>` properties. */
export interface VsLoginElement extends HTMLElement {
  heading?: string;
  hidePasswordReset: boolean;
}

/** `<vs-search>` attributes. */
export interface VsSearchAttributes extends CommonAttributes {
  query?: string;
  'sync-url'?: boolean;
  'page-size'?: string;
  continuous?: boolean;
  'hide-filters'?: boolean;
  'hide-add'?: boolean;
}

/** `<vs-search>` properties. */
export interface VsSearchElement extends HTMLElement {
  query?: string;
  syncUrl: boolean;
  pageSize?: string;
  continuous: boolean;
  hideFilters: boolean;
  hideAdd: boolean;
}

/** `<vs-player>` attributes. */
export interface VsPlayerAttributes extends CommonAttributes {
  'asset-id'?: string;
  start?: string;
  end?: string;
  'collection-id'?: string;
  autoplay?: boolean;
  muted?: boolean;
}

/** `<vs-player>` properties. */
export interface VsPlayerElement extends HTMLElement {
  assetId?: string;
  start?: string;
  end?: string;
  collectionId?: string;
  autoplay: boolean;
  muted: boolean;
}

/** `<vs-collection>` attributes. */
export interface VsCollectionAttributes extends CommonAttributes {
  'collection-id'?: string;
}

/** `<vs-collection>` properties. */
export interface VsCollectionElement extends HTMLElement {
  collectionId?: string;
}

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'vs-login': ElementProps<VsLoginAttributes>;
      'vs-search': ElementProps<VsSearchAttributes>;
      'vs-player': ElementProps<VsPlayerAttributes>;
      'vs-collection': ElementProps<VsCollectionAttributes>;
    }
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'vs-login': VsLoginElement;
    'vs-search': VsSearchElement;
    'vs-player': VsPlayerElement;
    'vs-collection': VsCollectionElement;
  }
}
