import fp from 'fastify-plugin';
import type { HttpSettings } from '../http/settings';
import { installObservability } from './http';
import { Metrics } from './metrics';

declare module 'fastify' {
  interface FastifyInstance {
    /** Requests, latencies and each feature's figures, shown at /metrics. */
    metrics: Metrics;
  }
}

/** Every request counted and timed, /metrics, and the process's own figures. */
export const observabilityPlugin = fp<{ config: Pick<HttpSettings, 'metricsToken'> }>(
  async (app, { config }) => {
    const metrics = new Metrics();
    app.decorate('metrics', metrics);
    installObservability(app, metrics, config.metricsToken);
    metrics.gauge('vs_process_resident_bytes', 'This process’s resident memory.', async () => [
      { labels: {}, value: process.memoryUsage.rss() },
    ]);
  },
  { name: 'observability' },
);
