import type { PayloadItem } from '../../src/core/api/contract';
import { familyConfigs, tenantById } from '../../src/tenants';

/** A clip's title as the tenant's cards show it: the first value of each title category. */
export function titleOf(tenantId: string, payload: readonly PayloadItem[]): string {
  const family = tenantById(tenantId)?.tenant.family;
  const categories = family ? familyConfigs[family].ui.thumbnailJson.titleCategories : [];
  return categories
    .map((c) => payload.find((i) => i.category.toLowerCase() === c.toLowerCase())?.value ?? '')
    .filter(Boolean)
    .join(' · ');
}
