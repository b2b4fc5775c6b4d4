import type { ExportJobSettings } from './worker';
import type { Mp4Encoding } from './renderers/mp4-command';

/** Where finished exports are kept, how they render, and where cart handoffs go. */
export interface ExportSettings {
  /** Where finished exports are kept; `dataDir/exports` when absent. */
  exportsDir?: string;
  /** Overrides of how export jobs run (server/exports/worker.ts has the defaults). */
  exportJobs?: Partial<ExportJobSettings>;
  /** How MP4 exports are encoded; SPEC §9's when absent. Tests use a quick, small one. */
  exportEncoding?: Mp4Encoding;
  /** The IAM role (ARN) MediaConvert job exports are written to run as. */
  mediaConvertRole?: string;
  /** Signs cart handoffs; the tenants' carts hold it too. Derived from `secret` when absent. */
  cartSecret?: Uint8Array;
  /** Where cart handoffs go: this server's stand-in (`self`, the default) or the tenant's cart. */
  cartCallback?: 'self' | 'tenant';
}

/** `MEDIACONVERT_ROLE_ARN`, `CART_SECRET`, `CART_CALLBACK`. */
export function exportSettingsFromEnvironment(env: NodeJS.ProcessEnv): ExportSettings {
  return {
    ...(env.MEDIACONVERT_ROLE_ARN ? { mediaConvertRole: roleArn(env.MEDIACONVERT_ROLE_ARN) } : {}),
    ...(env.CART_SECRET ? { cartSecret: cartSecret(env.CART_SECRET) } : {}),
    ...(env.CART_CALLBACK ? { cartCallback: cartCallback(env.CART_CALLBACK) } : {}),
  };
}

function cartSecret(value: string): Uint8Array {
  if (value.length < 32) throw new Error('CART_SECRET must be at least 32 characters long');
  return new TextEncoder().encode(value);
}

function cartCallback(value: string): 'self' | 'tenant' {
  if (value !== 'self' && value !== 'tenant') {
    throw new Error(`CART_CALLBACK must be self or tenant, not ${JSON.stringify(value)}`);
  }
  return value;
}

function roleArn(value: string): string {
  if (!/^arn:aws[\w-]*:iam::\d{12}:role\/[\w+=,.@/-]{1,512}$/.test(value)) {
    throw new Error(
      `MEDIACONVERT_ROLE_ARN must be an IAM role's ARN (arn:aws:iam::<account>:role/<name>), not ${JSON.stringify(value)}`,
    );
  }
  return value;
}
