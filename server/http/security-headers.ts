import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * The security headers of every answer (helmet): no sniffing, no referrer, HSTS where served
 * over TLS, one origin per agent cluster. The pages set their own Content Security Policy
 * (content-policy.ts), which says who may frame them; the elements, their media and the API
 * are fetched by partners' pages, so resources are not held to this origin.
 */
export async function installSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: false,
    xFrameOptions: false,
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: 'cross-origin' },
  });
}
