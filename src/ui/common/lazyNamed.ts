import { lazy, type ComponentType } from 'react';

/**
 * `React.lazy` for a module's named export: the house keeps to named exports, and `lazy`
 * wants a default one.
 */
export function lazyNamed<Props, Name extends string>(
  load: () => Promise<Record<Name, ComponentType<Props>>>,
  name: Name,
) {
  return lazy(() => load().then((module) => ({ default: module[name] })));
}
