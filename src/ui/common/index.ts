export { useTenant } from './useTenant';
export { switchTenancy, useAccount } from './useAccount';
export { useProfile } from './useProfile';
export { useServerQuery } from './useServerQuery';
