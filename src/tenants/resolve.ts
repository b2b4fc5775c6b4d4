import { families } from './families';
import { tenants } from './tenants';
import type { Family, TenantIdentity } from './types';

export type Environment = 'production' | 'stage';

/** Hosts that mean "the product itself" rather than a custom instance (SPEC §1). */
export const PRODUCT_HOSTS: readonly string[] = ['app.vidsearch.example', 'localhost', '127.0.0.1'];

const byHost = new Map<string, TenantIdentity>();
const byId = new Map<string, { tenant: TenantIdentity; environment: Environment }>();
const byKey = new Map<string, TenantIdentity>();
for (const tenant of tenants) {
  byKey.set(tenant.key, tenant);
  byId.set(tenant.tenantId.production, { tenant, environment: 'production' });
  byId.set(tenant.tenantId.stage, { tenant, environment: 'stage' });
  for (const host of tenant.hosts) byHost.set(host, tenant);
}

export const defaultTenant: TenantIdentity = byKey.get('default')!;

export function tenantByKey(key: string): TenantIdentity | undefined {
  return byKey.get(key);
}

/** The tenant and environment a production or stage tenant id belongs to. */
export function tenantById(
  tenantId: string,
): { tenant: TenantIdentity; environment: Environment } | undefined {
  return byId.get(tenantId);
}

/** The tenant a host name selects; product hosts and unknown hosts get the default tenant. */
export function tenantByHost(host: string): TenantIdentity {
  const name = host.toLowerCase().replace(/:\d+$/, '');
  return byHost.get(name) ?? defaultTenant;
}

/** A custom instance is any host other than the product host or localhost (SPEC §1). */
export function isCustomInstance(host: string): boolean {
  return !PRODUCT_HOSTS.includes(host.toLowerCase().replace(/:\d+$/, ''));
}

export function familyOf(tenant: TenantIdentity): Family {
  return families[tenant.family];
}
