/** The four services of SPEC §7, each with its own base URL. */
export type ServiceName = 'identity' | 'highlights' | 'asset' | 'middleware';

export interface ApiConfig {
  baseUrls: Record<ServiceName, string>;
  /** Per request, milliseconds. */
  timeoutMs: number;
}

/** Where the reference server mounts each service. */
export const SERVICE_PATHS: Record<ServiceName, string> = {
  identity: '/identity',
  highlights: '/highlights',
  asset: '/asset',
  middleware: '/middleware',
};

/** Base URLs for a deployment serving every service from one origin; any can be overridden. */
export function apiConfig(
  origin: string,
  overrides: { timeoutMs?: number; baseUrls?: Partial<Record<ServiceName, string>> } = {},
): ApiConfig {
  const base = origin.replace(/\/+$/, '');
  return {
    timeoutMs: overrides.timeoutMs ?? 30_000,
    baseUrls: {
      identity: `${base}${SERVICE_PATHS.identity}`,
      highlights: `${base}${SERVICE_PATHS.highlights}`,
      asset: `${base}${SERVICE_PATHS.asset}`,
      middleware: `${base}${SERVICE_PATHS.middleware}`,
      ...overrides.baseUrls,
    },
  };
}
