import type { JobSettings } from '../jobs/worker';
import { wholeNumber } from '../platform-settings';

/** How webhook deliveries run. */
export interface WebhookSettings {
  /** Overrides of how deliveries are tried (server/webhooks/worker.ts has the defaults). */
  webhookJobs?: Partial<JobSettings>;
  /**
   * Seconds an endpoint fails every delivery before it is turned off and the tenant's
   * administrators told (`WEBHOOK_TURN_OFF_HOURS`, in hours; a day when absent).
   */
  webhookTurnOffSeconds?: number;
  /**
   * Endpoints may be private or loopback addresses, over plain http
   * (`ALLOW_PRIVATE_WEBHOOKS=1`): a lab, and the tests' receivers. Never in production.
   */
  allowPrivateWebhooks?: boolean;
}

/** `WEBHOOK_TURN_OFF_HOURS`, `ALLOW_PRIVATE_WEBHOOKS`. */
export function webhookSettingsFromEnvironment(env: NodeJS.ProcessEnv): WebhookSettings {
  return {
    ...(env.WEBHOOK_TURN_OFF_HOURS
      ? {
          webhookTurnOffSeconds:
            wholeNumber('WEBHOOK_TURN_OFF_HOURS', env.WEBHOOK_TURN_OFF_HOURS) * 3600,
        }
      : {}),
    ...(env.ALLOW_PRIVATE_WEBHOOKS === '1' ? { allowPrivateWebhooks: true } : {}),
  };
}
