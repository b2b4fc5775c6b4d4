export type * from './types';
export { familyConfigs } from './families';
export {
  resolveTenant,
  knownTenantNames,
  PRODUCT_DOMAIN,
  type ResolvedTenant,
  type TenantChoice,
} from './resolve';
export { contrastRatio, luminance } from './contrast';
export { DEFAULT_WATERMARK, DEFAULT_MAX_UPLOAD_GB } from './build';
export {
  DARK,
  LIGHT,
  DEFAULT_THEME,
  FONT_STACKS,
  IMAGE_LIBRARY_THEME,
  HOCKEY_LEAGUE_THEME,
} from './themes';
export { DISTANCE_BANDS } from './highlights';
export { outputTypesOf } from './exports';
