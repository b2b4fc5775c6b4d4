import { createStore } from 'jotai/vanilla';

export type Store = ReturnType<typeof createStore>;

const KEY = Symbol.for('vs.core.store');

/**
 * The one store of the page. Kept on `globalThis` under a registered symbol, so that every
 * element shares it whichever bundle (or copy of this module) loaded them.
 */
export function pageStore(): Store {
  const holder = globalThis as { [KEY]?: Store };
  holder[KEY] ??= createStore();
  return holder[KEY];
}
