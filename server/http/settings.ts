import { originOf, type CorsOriginSettings } from './cors-origins';
import type { LoadSheddingSettings } from './load-shedding';
import { wholeNumber } from '../platform-settings';

/** How the server listens and answers: address, origins, proxy, load shedding, logs. */
export interface HttpSettings {
  port: number;
  host: string;
  /** Lets a scraper off this machine read /metrics with `Authorization: Bearer <token>`. */
  metricsToken?: string;
  /** Who may call the API from a browser page of another origin (server/http/cors-origins.ts). */
  cors: CorsOriginSettings;
  /** Trust X-Forwarded-* (behind a proxy). */
  trustProxy: boolean;
  /** When the server answers 503 rather than queue more work (server/http/load-shedding.ts). */
  loadShedding?: LoadSheddingSettings;
  logLevel: string;
}

/** `PORT`, `HOST`, `PARTNER_ORIGINS`, `TRUST_PROXY`, `SHED_*`, `METRICS_TOKEN`, `LOG_LEVEL`. */
export function httpSettingsFromEnvironment(env: NodeJS.ProcessEnv): HttpSettings {
  return {
    port: parsePort(env.PORT ?? '8080'),
    host: env.HOST ?? '127.0.0.1',
    trustProxy: env.TRUST_PROXY === '1',
    loadShedding: {
      maxInFlight: wholeNumber('SHED_MAX_IN_FLIGHT', env.SHED_MAX_IN_FLIGHT ?? '256'),
      maxEventLoopDelayMs: wholeNumber(
        'SHED_EVENT_LOOP_DELAY_MS',
        env.SHED_EVENT_LOOP_DELAY_MS ?? '1000',
      ),
      retryAfterSeconds: 2,
    },
    cors: corsFromEnvironment(env),
    ...(env.METRICS_TOKEN ? { metricsToken: env.METRICS_TOKEN } : {}),
    logLevel: env.LOG_LEVEL ?? 'warn',
  };
}

/**
 * `PARTNER_ORIGINS`: partners' page origins, comma-separated. `ALLOW_LOOPBACK_ORIGINS=1` or `0`
 * says whether pages on this machine may call; by default they may unless NODE_ENV=production.
 */
function corsFromEnvironment(env: NodeJS.ProcessEnv): CorsOriginSettings {
  const partnerOrigins = (env.PARTNER_ORIGINS ?? '')
    .split(',')
    .map((text) => text.trim())
    .filter(Boolean)
    .map((text) => {
      const origin = originOf(text);
      if (!origin || origin !== text.replace(/\/+$/, ''))
        throw new Error(
          `PARTNER_ORIGINS must be origins like https://club.example, separated by commas, not "${text}".`,
        );
      return origin;
    });
  const loopback =
    env.ALLOW_LOOPBACK_ORIGINS === undefined
      ? env.NODE_ENV !== 'production'
      : env.ALLOW_LOOPBACK_ORIGINS === '1';
  return { partnerOrigins, loopback };
}

function parsePort(value: string): number {
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT must be a whole number from 0 to 65535, not ${JSON.stringify(value)}`);
  }
  return port;
}
