import type { DetailedHTMLProps, HTMLAttributes } from 'react';
import type {
  VsCollectionAttributes,
  VsCollectionElement,
  VsCollectionEventProps,
  VsExportsAttributes,
  VsExportsElement,
  VsExportsEventProps,
  VsHighlightsAttributes,
  VsHighlightsElement,
  VsHighlightsEventProps,
  VsLibraryAttributes,
  VsLibraryElement,
  VsLibraryEventProps,
  VsLoginAttributes,
  VsLoginElement,
  VsLoginEventProps,
  VsPlacementAttributes,
  VsPlacementElement,
  VsPlacementEventProps,
  VsPlayerAttributes,
  VsPlayerElement,
  VsPlayerEventProps,
  VsSearchAttributes,
  VsSearchElement,
  VsSearchEventProps,
} from './element-types';

export type * from './element-types';

/**
 * Typings for React apps that use the elements: each tag takes its attributes (kebab-case),
 * its events as `on<event-name>` handlers, and a ref to the element with its properties.
 */
type ElementProps<Element extends HTMLElement, Attributes, Events> = Omit<
  DetailedHTMLProps<HTMLAttributes<Element>, Element>,
  keyof Attributes
> &
  Attributes &
  Events;

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'vs-login': ElementProps<VsLoginElement, VsLoginAttributes, VsLoginEventProps>;
      'vs-search': ElementProps<VsSearchElement, VsSearchAttributes, VsSearchEventProps>;
      'vs-player': ElementProps<VsPlayerElement, VsPlayerAttributes, VsPlayerEventProps>;
      'vs-collection': ElementProps<
        VsCollectionElement,
        VsCollectionAttributes,
        VsCollectionEventProps
      >;
      'vs-exports': ElementProps<VsExportsElement, VsExportsAttributes, VsExportsEventProps>;
      'vs-highlights': ElementProps<
        VsHighlightsElement,
        VsHighlightsAttributes,
        VsHighlightsEventProps
      >;
      'vs-placement': ElementProps<
        VsPlacementElement,
        VsPlacementAttributes,
        VsPlacementEventProps
      >;
      'vs-library': ElementProps<VsLibraryElement, VsLibraryAttributes, VsLibraryEventProps>;
    }
  }
}
