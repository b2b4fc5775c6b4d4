import fp from 'fastify-plugin';
import type { Progress } from '../media/media-files';
import { SERVICE_PREFIXES } from '../http/services';
import { webhookRoutes } from './routes';
import { Webhooks } from './service';
import type { PlatformSettings } from '../platform-settings';
import { SealedSecrets } from './sealed-secrets';
import type { WebhookSettings } from './settings';
import { DEFAULT_TURN_OFF_AFTER_SECONDS, DEFAULT_WEBHOOK_JOBS, WebhookWorker } from './worker';

declare module 'fastify' {
  interface FastifyInstance {
    /** The tenant's webhooks: features announce what happened through it. */
    webhooks: Webhooks;
  }
}

/**
 * Webhooks (docs/integrators.md): administrators' endpoints, told of what happens in their
 * tenant by Standard Webhooks deliveries sent as jobs. Features that announce something
 * declare this plugin among their dependencies.
 */
export const webhooksPlugin = fp<{
  config: WebhookSettings & Pick<PlatformSettings, 'secret'>;
  progress: Progress;
}>(
  async (app, { config, progress }) => {
    const policy = { allowPrivate: config.allowPrivateWebhooks === true };
    const secrets = new SealedSecrets(config.secret);
    const worker = new WebhookWorker({
      db: app.db,
      boss: app.boss,
      mailer: app.mailer,
      policy,
      secrets,
      settings: { ...DEFAULT_WEBHOOK_JOBS, ...config.webhookJobs },
      turnOffAfterSeconds: config.webhookTurnOffSeconds ?? DEFAULT_TURN_OFF_AFTER_SECONDS,
      log: progress,
    });
    const webhooks = new Webhooks(app.db, worker, policy, secrets);
    app.decorate('webhooks', webhooks);
    app.addHook('onReady', () => worker.start());
    app.addHook('onClose', () => worker.stop());
    await app.register(webhookRoutes, { prefix: SERVICE_PREFIXES.middleware, webhooks });
  },
  { name: 'webhooks', dependencies: ['database', 'jobs', 'identity', 'api'] },
);
