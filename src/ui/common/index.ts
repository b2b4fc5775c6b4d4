export { useTenant } from './useTenant';
export { switchTenancy, useAccount } from './useAccount';
