export type {
  CategoryDefinition,
  ContentKind,
  Family,
  FamilyName,
  TenantIdentity,
  TenantIds,
} from './types';
export { INTERSTITIAL_CATEGORY } from './types';
export { families } from './families';
export { tenants } from './tenants';
export {
  PRODUCT_HOSTS,
  defaultTenant,
  familyOf,
  isCustomInstance,
  tenantByHost,
  tenantById,
  tenantByKey,
  type Environment,
} from './resolve';
export * from './config';
export { SEASON_START_MONTH, seasonOf } from './seasons';
