import { randomBytes } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import { isCustomInstance, tenantByHost } from '../../src/tenants';
import type { SiteRegister } from './cors-origins';
import type { CorsOriginSettings } from './cors-origins';

/** A fresh nonce for one response's style elements. */
export function newNonce(): string {
  return randomBytes(16).toString('base64');
}

export interface PagePolicyOptions {
  /** The response's nonce: the only inline styles allowed carry it. */
  nonce: string;
  /** Pages that may show this one in a frame; none when empty. */
  frameAncestors?: readonly string[];
  /** Where the page's forms may send the person besides this host. */
  formTargets?: readonly string[];
  /** Where media is read from besides this host: the object store's signed addresses. */
  mediaOrigins?: readonly string[];
}

/**
 * The Content Security Policy of a page the server sends (the app, its own sign-in and cart
 * pages, the example partner sites): scripts only from this host, no eval, no inline script,
 * inline styles only with the response's nonce, nothing loaded from elsewhere but media from the
 * object store.
 */
export function pagePolicy({
  nonce,
  frameAncestors = [],
  formTargets = [],
  mediaOrigins = [],
}: PagePolicyOptions): string {
  const media = mediaOrigins.map((origin) => ` ${origin}`).join('');
  return [
    "default-src 'none'",
    "script-src 'self'",
    `style-src 'self' 'nonce-${nonce}'`,
    `connect-src 'self'${media}`,
    `img-src 'self' data: blob:${media}`,
    `media-src 'self' blob:${media}`,
    "font-src 'self' data:",
    "worker-src 'self' blob:",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    `form-action ${["'self'", ...formTargets].join(' ')}`,
    `frame-ancestors ${frameAncestors.length ? frameAncestors.join(' ') : "'none'"}`,
  ].join('; ');
}

// CSP has no way to name an IPv6 address: [::1] pages cannot frame the app.
const LOOPBACK_FRAMERS = ['http://localhost:*', 'http://127.0.0.1:*'];

/**
 * Who may frame the app on `host`: itself, the tenant's own sites (SPEC §2: a tenant's site
 * shows the sign-in in a frame), registered partner sites (on a tenant's own instance its
 * own; on the product's shared host, every tenant's: the page's tenant is not known yet),
 * the operator's partners, and loopback pages where allowed.
 */
export function framingOrigins(
  host: string,
  cors: CorsOriginSettings,
  sites: SiteRegister,
): string[] {
  const tenant = tenantByHost(host);
  const tenantSites = tenant.hosts.map((name) => `https://${name}`);
  return [
    "'self'",
    ...new Set([
      ...tenantSites,
      ...(isCustomInstance(host)
        ? sites.originsOf(tenant.tenantId.production)
        : sites.allOrigins()),
      ...cors.partnerOrigins,
    ]),
    ...(cors.loopback ? LOOPBACK_FRAMERS : []),
  ];
}

/**
 * Sends a page the server renders under its own policy: `render` gets the response's nonce
 * for its style elements. Never stored: each answer has its nonce.
 */
export function sendPage(
  reply: FastifyReply,
  render: (nonce: string) => string,
  options: Omit<PagePolicyOptions, 'nonce'> = {},
): FastifyReply {
  const nonce = newNonce();
  return reply
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('content-security-policy', pagePolicy({ nonce, ...options }))
    .send(render(nonce));
}
