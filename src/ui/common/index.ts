/** Hooks every feature uses; components import from their own files (so a page without them never loads their styles). */
export { useTenant } from './useTenant';
export { switchTenancy, useAccount } from './useAccount';
export { useProfile } from './useProfile';
export { useServerQuery } from './useServerQuery';
export { useCollection } from './useCollection';
export { useDebouncedValue } from './useDebouncedValue';
export { useEditableCopy } from './useEditableCopy';
export { useCan } from './useCan';
