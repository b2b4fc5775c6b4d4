import type { DetailedHTMLProps, HTMLAttributes } from 'react';
import type { AttributesOf, PropertiesOf } from './contract';
import type {
  vsCollectionContract,
  vsExportsContract,
  vsHighlightsContract,
  vsLoginContract,
  vsPlacementContract,
  vsPlayerContract,
  vsSearchContract,
} from './contracts';

/**
 * Typings for pages and React apps that use the elements, derived from each element's
 * contract: attributes as written in HTML (kebab-case; booleans present means true), and
 * the element's properties.
 */
type ElementProps<Attributes> = DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> &
  Attributes;

export type VsLoginAttributes = AttributesOf<typeof vsLoginContract>;
export type VsLoginElement = PropertiesOf<typeof vsLoginContract>;
export type VsSearchAttributes = AttributesOf<typeof vsSearchContract>;
export type VsSearchElement = PropertiesOf<typeof vsSearchContract>;
export type VsPlayerAttributes = AttributesOf<typeof vsPlayerContract>;
export type VsPlayerElement = PropertiesOf<typeof vsPlayerContract>;
export type VsCollectionAttributes = AttributesOf<typeof vsCollectionContract>;
export type VsCollectionElement = PropertiesOf<typeof vsCollectionContract>;
export type VsExportsAttributes = AttributesOf<typeof vsExportsContract>;
export type VsExportsElement = PropertiesOf<typeof vsExportsContract>;
export type VsHighlightsAttributes = AttributesOf<typeof vsHighlightsContract>;
export type VsHighlightsElement = PropertiesOf<typeof vsHighlightsContract>;
export type VsPlacementAttributes = AttributesOf<typeof vsPlacementContract>;
export type VsPlacementElement = PropertiesOf<typeof vsPlacementContract>;

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'vs-login': ElementProps<VsLoginAttributes>;
      'vs-search': ElementProps<VsSearchAttributes>;
      'vs-player': ElementProps<VsPlayerAttributes>;
      'vs-collection': ElementProps<VsCollectionAttributes>;
      'vs-exports': ElementProps<VsExportsAttributes>;
      'vs-highlights': ElementProps<VsHighlightsAttributes>;
      'vs-placement': ElementProps<VsPlacementAttributes>;
    }
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'vs-login': VsLoginElement;
    'vs-search': VsSearchElement;
    'vs-player': VsPlayerElement;
    'vs-collection': VsCollectionElement;
    'vs-exports': VsExportsElement;
    'vs-highlights': VsHighlightsElement;
    'vs-placement': VsPlacementElement;
  }
}
