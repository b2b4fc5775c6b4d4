import { familyConfigs, tenantById, type ExportOption } from '../../src/tenants';

/** The tenant's export entry of that name, unless it is disabled; null when it has none. */
export function exportOptionOf(tenantId: string, exportAs: string): ExportOption | null {
  const family = tenantById(tenantId)?.tenant.family;
  if (!family) return null;
  return familyConfigs[family].exports.find((o) => o.name === exportAs && !o.disabled) ?? null;
}
