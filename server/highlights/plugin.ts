import fp from 'fastify-plugin';
import type { PlatformSettings } from '../platform-settings';
import { SERVICE_PREFIXES } from '../http/services';
import type { Progress } from '../media/media-files';
import { askingHolder } from './cluster-routes';
import { highlightRoutes } from './routes';
import type { HighlightSettings } from './settings';
import { DEFAULT_HIGHLIGHT_JOBS, HighlightWorker } from './worker';

declare module 'fastify' {
  interface FastifyInstance {
    /** Highlight package builds, on the job queue. */
    highlights: { worker: HighlightWorker };
  }
}

/** Highlights (SPEC §7 "Highlights"): packages by the tenant's rules, built as jobs. */
export const highlightsPlugin = fp<{
  config: HighlightSettings & Pick<PlatformSettings, 'secret'>;
  progress: Progress;
}>(
  async (app, { config, progress }) => {
    const { assignment } = app;
    const worker = new HighlightWorker({
      db: app.db,
      boss: app.boss,
      search: app.searchEngine,
      mailer: app.mailer,
      settings: { ...DEFAULT_HIGHLIGHT_JOBS, ...config.highlightJobs },
      log: progress,
      timeJob: app.metrics.timeJob.bind(app.metrics),
      announce: (tx, tenantId, type, data) => app.webhooks.announce(tx, tenantId, type, data),
      ...(assignment ? { askHolder: askingHolder(assignment, config.secret) } : {}),
    });
    app.decorate('highlights', { worker });
    app.addHook('onReady', () => worker.start());
    app.addHook('onClose', () => worker.stop());
    await app.register(highlightRoutes, { prefix: SERVICE_PREFIXES.highlights });
  },
  {
    name: 'highlights',
    dependencies: ['database', 'jobs', 'identity', 'search', 'api', 'webhooks'],
  },
);
