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
  /**
   * Whether this server answers pages on its own machine (localhost, 127.0.0.1) whether or not
   * they are registered: a development server's default (`ALLOW_LOOPBACK_ORIGINS`).
   */
  loopbackAllowed: boolean;
}

/** POST identity/v2/iam/tenant/{tenantId}/sites. */
export interface AddPartnerSiteRequest {
  origin: string;
}

/** The most sites one tenant registers. */
export const MAX_PARTNER_SITES = 100;

/** How many of the newest changes the list answers with. */
export const PARTNER_SITE_HISTORY_SHOWN = 50;

/**
 * Whether a host or address is this machine: `localhost` (and names under it), any of IPv4's
 * loopback block 127.0.0.0/8, IPv6's `::1`, and IPv4 loopback written as IPv6
 * (`::ffff:127.0.0.1`). In brackets or not, as URLs and sockets give them.
 */
export function isLoopback(host: string): boolean {
  const name = host.toLowerCase().replace(/^\[(.*)\]$/, '$1');
  if (name === 'localhost' || name.endsWith('.localhost')) return true;
  if (name === '::1' || name === '0:0:0:0:0:0:0:1') return true;
  const v4 = /^(?:::ffff:)?(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(name);
  return !!v4 && v4[1] === '127' && v4.slice(2).every((part) => Number(part) <= 255);
}

/** A DNS name of labels (letters, digits, inner hyphens; punycode as browsers send it), not all digits at its end. */
function isHostName(host: string): boolean {
  const labels = host.split('.');
  return (
    labels.every((label) => /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/.test(label)) &&
    !/^\d+$/.test(labels.at(-1)!)
  );
}

/** The longest site address taken (an origin is a scheme, a host and a port). */
const MAX_LENGTH = 200;

export type SiteAddress =
  | { origin: string; problem?: undefined }
  | { origin?: undefined; problem: string };

/**
 * A partner site's address as typed (`club.example`, `https://club.example/news/`) read as the
 * origin browsers send (`https://club.example`), or what is wrong with it, in words. Only the
 * scheme, host and port count: every page of the site is covered. A site is served over HTTPS;
 * plain HTTP only on this computer's own addresses (development).
 */
export function siteAddress(text: string): SiteAddress {
  const typed = text.trim();
  if (!typed) return { problem: 'Enter the site’s address, like https://club.example.' };
  if (typed.length > MAX_LENGTH) return { problem: 'That address is too long for a site.' };
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(typed) ? typed : `https://${typed}`;
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    return { problem: 'That is not a web address. Enter one like https://club.example.' };
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    return { problem: 'A site’s address starts with https://.' };
  if (url.username || url.password)
    return { problem: 'Leave the name and password out of the address.' };
  const loopback = isLoopback(url.hostname);
  if (url.hostname.includes('*'))
    return {
      problem:
        'Register each site by its own address: an address with * in it stands for many sites.',
    };
  if (url.hostname.endsWith('.'))
    return { problem: 'Leave out the dot at the end of the address: https://club.example.' };
  if (!loopback && !url.hostname.includes('.'))
    return { problem: 'Enter the site’s whole address, like https://club.example.' };
  if (!loopback && !isHostName(url.hostname))
    return {
      problem:
        'That is not a site’s name: use letters, digits and hyphens between the dots, like https://club.example.',
    };
  if (url.protocol === 'http:' && !loopback)
    return {
      problem: 'Partner sites are served over HTTPS: the address starts with https://.',
    };
  return { origin: url.origin };
}

/** Whether the address as typed says more than its origin (a page, a query): only the site counts. */
export function narrowedToSite(text: string, origin: string): boolean {
  return text.trim().replace(/\/+$/, '') !== origin && /:\/\/|\//.test(text.trim());
}
