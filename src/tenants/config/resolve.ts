import { families } from '../families';
import { defaultTenant, tenantByHost, tenantById, tenantByKey, type Environment } from '../resolve';
import { tenants } from '../tenants';
import type { Family, TenantIdentity } from '../types';
import { familyConfigs } from './families';
import type { FamilyConfig } from './types';

/** The product's own domain: every tenant also answers on <key>.<domain> and <key>.stage.<domain>. */
export const PRODUCT_DOMAIN = 'vidsearch.example';

export interface ResolvedTenant {
  tenant: TenantIdentity;
  environment: Environment;
  /** The id to send to the platform for this environment. */
  tenantId: string;
  family: Family;
  config: FamilyConfig;
  /** What chose it. */
  source: 'attribute' | 'stored' | 'host' | 'default';
  /** Choices that named no tenant and were passed over. */
  ignored: string[];
}

export interface TenantChoice {
  /** An explicit `tenant` attribute or configure() call: a tenant key or id. */
  explicit?: string | null;
  /** A tenant name stored by an earlier visit (it wins over the host). */
  stored?: string | null;
  host: string;
}

const bareHost = (host: string) => host.toLowerCase().replace(/:\d+$/, '');

/** The tenant a product subdomain names, with its environment. */
function bySubdomain(
  host: string,
): { tenant: TenantIdentity; environment: Environment } | undefined {
  const name = bareHost(host);
  if (!name.endsWith(`.${PRODUCT_DOMAIN}`)) return undefined;
  const labels = name.slice(0, -PRODUCT_DOMAIN.length - 1).split('.');
  const tenant = tenantByKey(labels[0]!);
  if (!tenant || labels.length > 2 || (labels.length === 2 && labels[1] !== 'stage'))
    return undefined;
  return { tenant, environment: labels[1] === 'stage' ? 'stage' : 'production' };
}

/** A key or id to a tenant and environment. */
function byName(name: string): { tenant: TenantIdentity; environment: Environment } | undefined {
  const tenant = tenantByKey(name);
  if (tenant) return { tenant, environment: 'production' };
  return tenantById(name);
}

function hostEnvironment(host: string): Environment {
  return /(^|[.-])stage([.-]|$)/.test(bareHost(host)) ? 'stage' : 'production';
}

/**
 * The one accessor of tenant configuration (DESIGN.md): explicit attribute, then a stored
 * tenant name, then the host (a tenant host or a product subdomain), then the default.
 */
export function resolveTenant(choice: TenantChoice): ResolvedTenant {
  const ignored: string[] = [];
  const pick = (
    found: { tenant: TenantIdentity; environment: Environment },
    source: ResolvedTenant['source'],
  ): ResolvedTenant => ({
    tenant: found.tenant,
    environment: found.environment,
    tenantId: found.tenant.tenantId[found.environment],
    family: families[found.tenant.family],
    config: familyConfigs[found.tenant.family],
    source,
    ignored,
  });
  for (const [value, source] of [
    [choice.explicit, 'attribute'],
    [choice.stored, 'stored'],
  ] as const) {
    if (!value) continue;
    const found = byName(value.trim());
    if (found) return pick(found, source);
    ignored.push(value);
  }
  const subdomain = bySubdomain(choice.host);
  if (subdomain) return pick(subdomain, 'host');
  const tenant = tenantByHost(choice.host);
  if (tenant !== defaultTenant || tenant.hosts.includes(bareHost(choice.host))) {
    return pick({ tenant, environment: hostEnvironment(choice.host) }, 'host');
  }
  return pick({ tenant: defaultTenant, environment: 'production' }, 'default');
}

/** Every host name and id the map knows, for the schema test and documentation. */
export function knownTenantNames(): string[] {
  return tenants.flatMap((t) => [
    ...t.hosts,
    `${t.key}.${PRODUCT_DOMAIN}`,
    `${t.key}.stage.${PRODUCT_DOMAIN}`,
    t.tenantId.production,
    t.tenantId.stage,
  ]);
}
