export { useTenant } from './useTenant';
