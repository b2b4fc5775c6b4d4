import type { VsEventMap } from './events';
import type { AttributesOf, ElementContract, PropertiesOf } from './contract';
import type {
  vsCollectionContract,
  vsExportsContract,
  vsHighlightsContract,
  vsLibraryContract,
  vsLoginContract,
  vsPlacementContract,
  vsPlayerContract,
  vsSearchContract,
} from './contracts';

/**
 * The elements' types for any page, derived from each element's contract: attributes as
 * written in HTML (kebab-case; booleans present means true), the element's properties, and
 * `document.querySelector('vs-search')` typed. Nothing here needs React (see ./jsx).
 */
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
export type VsLibraryAttributes = AttributesOf<typeof vsLibraryContract>;
export type VsLibraryElement = PropertiesOf<typeof vsLibraryContract>;

/**
 * An element's events as `on<event-name>` handler props: React 19 adds a listener for the
 * rest of the name (`onvs-clip-select` listens to `vs-clip-select`).
 */
export type EventPropsOf<C extends ElementContract> = {
  [K in keyof C['events'] & keyof VsEventMap as `on${K}`]?: (
    event: CustomEvent<VsEventMap[K]>,
  ) => void;
};

export type VsLoginEventProps = EventPropsOf<typeof vsLoginContract>;
export type VsSearchEventProps = EventPropsOf<typeof vsSearchContract>;
export type VsPlayerEventProps = EventPropsOf<typeof vsPlayerContract>;
export type VsCollectionEventProps = EventPropsOf<typeof vsCollectionContract>;
export type VsExportsEventProps = EventPropsOf<typeof vsExportsContract>;
export type VsHighlightsEventProps = EventPropsOf<typeof vsHighlightsContract>;
export type VsPlacementEventProps = EventPropsOf<typeof vsPlacementContract>;
export type VsLibraryEventProps = EventPropsOf<typeof vsLibraryContract>;

declare global {
  interface HTMLElementTagNameMap {
    'vs-login': VsLoginElement;
    'vs-search': VsSearchElement;
    'vs-player': VsPlayerElement;
    'vs-collection': VsCollectionElement;
    'vs-exports': VsExportsElement;
    'vs-highlights': VsHighlightsElement;
    'vs-placement': VsPlacementElement;
    'vs-library': VsLibraryElement;
  }
}
