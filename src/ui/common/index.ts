export { useTenant } from './useTenant';
export { useAccount } from './useAccount';
