import { tenants } from '../../src/tenants';
import { isLoopback } from '../../src/core/api/contract/partner-sites';

/** Which tenants registered which partner sites (embedding's `PartnerSiteRegister` keeps it). */
export interface SiteRegister {
  /** Whether the tenant registered the origin. */
  has(tenantId: string, origin: string): boolean;
  /** Whether any tenant registered the origin. */
  hasAny(origin: string): boolean;
  /** The tenant's registered origins. */
  originsOf(tenantId: string): readonly string[];
  /** Every tenant's registered origins. */
  allOrigins(): readonly string[];
}

export interface CorsOriginSettings {
  /**
   * Partners' pages the operator allows for every tenant (`PARTNER_ORIGINS`), besides the
   * tenants' own hosts and the sites each tenant registers (`https://club.example`).
   */
  partnerOrigins: readonly string[];
  /** Pages served from this machine (`http://localhost:5173`): development and tests only. */
  loopback: boolean;
}

/** The origins of the tenants' own hosts (SPEC §1): always allowed. */
const TENANT_ORIGINS = new Set(tenants.flatMap((t) => t.hosts.map((host) => `https://${host}`)));

/** An origin as browsers send it, or null when the text is not one (`https://club.example:8443`). */
export function originOf(text: string): string | null {
  try {
    const url = new URL(text.trim());
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
    return url.origin;
  } catch {
    return null;
  }
}

/**
 * How a call's page stands with the API:
 * - `open`: no page of another site (no `Origin`, or this host's own), a navigation (a form
 *   posted to the sign-in page or the cart's callback: it reads nothing back, and a page with
 *   no referrer sends it as `Origin: null`), a tenant's own host, a partner the operator
 *   allows, or a loopback page where those are allowed;
 * - `registered`: a site some tenant registered: its calls are answered for those tenants only
 *   (`registeredFor`);
 * - `unknown`: anything else, refused (`site_not_registered`), in words the page can read.
 */
export type OriginStanding = 'open' | 'registered' | 'unknown';

export function originStanding(
  origin: string | undefined,
  host: string,
  settings: CorsOriginSettings,
  sites: SiteRegister,
  /** `Sec-Fetch-Mode`; a browser without it sends `Origin: null` only when navigating. */
  fetchMode?: string,
): OriginStanding {
  if (!origin || fetchMode === 'navigate') return 'open';
  if (origin === 'null' && !fetchMode) return 'open';
  const normal = originOf(origin);
  if (!normal) return 'unknown';
  if (new URL(normal).host === host.toLowerCase()) return 'open';
  if (TENANT_ORIGINS.has(normal) || settings.partnerOrigins.includes(normal)) return 'open';
  if (settings.loopback && isLoopback(new URL(normal).hostname)) return 'open';
  return sites.hasAny(normal) ? 'registered' : 'unknown';
}

/** Whether a page of a `registered` origin may call the API for this tenant. */
export function registeredFor(origin: string, tenantId: string, sites: SiteRegister): boolean {
  const normal = originOf(origin);
  return !!normal && sites.has(tenantId, normal);
}
