import {
  INTERSTITIAL_CATEGORY,
  SEASON_START_MONTH,
  familyOf,
  tenantById,
  type CategoryDefinition,
} from '../../../../tenants';
import { queryFields, type QueryFields } from './parse';

/** The categories a tenant's clips carry and its searches may name: its family's, and bumpers'. */
export function tenantCategories(tenantId: string): CategoryDefinition[] {
  const tenant = tenantById(tenantId)?.tenant;
  const own = tenant ? familyOf(tenant).clipCategories : [];
  return [...own, { name: INTERSTITIAL_CATEGORY, label: 'Bumper' }];
}

/** The month a tenant's seasons start in (`this-season`, `last-season`). */
export function seasonStartMonthOf(tenantId: string): number {
  const tenant = tenantById(tenantId)?.tenant;
  return tenant ? SEASON_START_MONTH[familyOf(tenant).kind] : 1;
}

/**
 * What a tenant's searches may name, as the server reads them: the browser checks an expression
 * with the same fields before it sends it.
 */
export function tenantQueryFields(tenantId: string, now?: () => Date): QueryFields {
  return queryFields(tenantCategories(tenantId), seasonStartMonthOf(tenantId), now);
}
