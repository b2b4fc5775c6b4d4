import { tenants } from '../../src/tenants';
import { isLoopback } from './loopback';

export interface CorsOriginSettings {
  /** Partners' pages allowed to call the API besides the tenants' own hosts (`https://club.example`). */
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
 * Whether a browser page of `origin` may call the API (CORS): the tenants' own hosts, the
 * configured partner origins, and loopback pages where allowed. A call with no origin (the same
 * origin, or not a browser) is not a cross-origin call.
 */
export function corsAllows(origin: string | undefined, settings: CorsOriginSettings): boolean {
  if (!origin) return true;
  const normal = originOf(origin);
  if (!normal) return false;
  if (TENANT_ORIGINS.has(normal) || settings.partnerOrigins.includes(normal)) return true;
  return settings.loopback && isLoopback(new URL(normal).hostname);
}
