/**
 * The types integrators build against (emitted to dist/types): the elements' events, their
 * attributes and properties, the React JSX typings, and configure()'s options.
 */
export type { VsEventMap, VsEventName } from './events';
export type {
  VsCollectionAttributes,
  VsCollectionElement,
  VsExportsAttributes,
  VsExportsElement,
  VsLoginAttributes,
  VsLoginElement,
  VsPlayerAttributes,
  VsPlayerElement,
  VsSearchAttributes,
  VsSearchElement,
} from './jsx';
export type { PlatformOptions } from '../core/platform';
