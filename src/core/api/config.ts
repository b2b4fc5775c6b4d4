import { SERVICE_PATHS, type ServiceName } from './contract/limits';

export { SERVICE_PATHS, type ServiceName };

export interface ApiConfig {
  baseUrls: Record<ServiceName, string>;
  /** Per request, milliseconds. */
  timeoutMs: number;
}

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
