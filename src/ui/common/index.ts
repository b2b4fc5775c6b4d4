export { useTenant } from './useTenant';
export { switchTenancy, useAccount } from './useAccount';
export { useProfile } from './useProfile';
export { useServerQuery } from './useServerQuery';
export { Pagination } from './Pagination';
export { Thumbnail } from './Thumbnail';
