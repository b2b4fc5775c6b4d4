import { familyOf, tenantById } from '../../src/tenants';
import { NotFoundError } from '../http/errors';

/**
 * The tenant's clip metadata categories (SPEC §3), from its family's configuration: the
 * highlights service has no tables yet, so no repository; packages arrive with their issue.
 */
export function assetCategories(tenantId: string) {
  const tenant = tenantById(tenantId)?.tenant;
  if (!tenant) throw new NotFoundError('Tenant', tenantId);
  return familyOf(tenant).clipCategories.map((c) => ({
    ...c,
    valueType: c.valueType ?? 'text',
  }));
}
