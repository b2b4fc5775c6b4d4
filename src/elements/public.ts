/**
 * The types integrators build against (emitted to dist/types): the elements' events, their
 * attributes and properties, and configure()'s options. React's JSX typings are ./jsx.
 */
export type { VsEventMap, VsEventName } from './events';
export type * from './element-types';
export { configure, type PlatformOptions } from '../core/configure';
