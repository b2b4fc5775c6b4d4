/**
 * The partner sites a tenant registers (docs/integrators.md "Registering a site"): pages of
 * these origins may call the API for the tenant and frame its sign-in.
 */

/** A registered site. */
export interface PartnerSite {
  id: string;
  /** As browsers send it in `Origin`: `https://club.example` (a port when not the default). */
  origin: string;
  /** Who registered it (their email). */
  addedBy: string;
  /** ISO 8601. */
  addedAt: string;
}

/** A registration or a removal, as the history keeps it. */
export interface PartnerSiteChange {
  origin: string;
  action: 'added' | 'removed';
  /** Who made it (their email). */
  email: string;
  /** ISO 8601. */
  at: string;
}

/** GET identity/v2/iam/tenant/{tenantId}/sites. */
export interface PartnerSiteList {
  sites: PartnerSite[];
  /** The newest changes first (at most `PARTNER_SITE_HISTORY_SHOWN`). */
  history: PartnerSiteChange[];
}

/** POST identity/v2/iam/tenant/{tenantId}/sites. */
export interface AddPartnerSiteRequest {
  origin: string;
}

/** The most sites one tenant registers. */
export const MAX_PARTNER_SITES = 100;

/** How many of the newest changes the list answers with. */
export const PARTNER_SITE_HISTORY_SHOWN = 50;
