import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { databaseSettingsFromEnvironment, type DatabaseSettings } from './db/settings';
import { exportSettingsFromEnvironment, type ExportSettings } from './exports/settings';
import type { HighlightSettings } from './highlights/settings';
import { httpSettingsFromEnvironment, type HttpSettings } from './http/settings';
import { identitySettingsFromEnvironment, type IdentitySettings } from './identity/settings';
import { ingestSettingsFromEnvironment, type IngestSettings } from './ingest/settings';
import { liveSettingsFromEnvironment, type LiveSettings } from './live/settings';
import { mediaSettingsFromEnvironment, type MediaSettings } from './media/settings';
import type { PlatformSettings } from './platform-settings';
import { searchSettingsFromEnvironment, type SearchSettings } from './search/settings';
import { webhookSettingsFromEnvironment, type WebhookSettings } from './webhooks/settings';

/**
 * The server's settings: each feature's slice, typed and read from the environment in its
 * folder (`settings.ts`), and what they all share (`platform-settings.ts`).
 */
export type ServerConfig = PlatformSettings &
  HttpSettings &
  DatabaseSettings &
  MediaSettings &
  IdentitySettings &
  SearchSettings &
  IngestSettings &
  LiveSettings &
  ExportSettings &
  HighlightSettings &
  WebhookSettings;

/** Builds the configuration from the environment, reading or creating the persisted secret. */
export async function configFromEnvironment(env = process.env): Promise<ServerConfig> {
  const dataDir = path.resolve(env.DATA_DIR ?? 'data');
  await mkdir(dataDir, { recursive: true });
  return {
    dataDir,
    secret: env.JWT_SECRET
      ? new TextEncoder().encode(env.JWT_SECRET)
      : await persistedSecret(path.join(dataDir, 'secret.key')),
    ...httpSettingsFromEnvironment(env),
    ...databaseSettingsFromEnvironment(env, dataDir),
    ...mediaSettingsFromEnvironment(env, dataDir),
    ...identitySettingsFromEnvironment(env),
    ...searchSettingsFromEnvironment(env),
    ...ingestSettingsFromEnvironment(env),
    ...liveSettingsFromEnvironment(env),
    ...exportSettingsFromEnvironment(env),
    ...webhookSettingsFromEnvironment(env),
  };
}

/**
 * `DEMO_DATA`: `full` (the default) makes the demo's media and seed; `small` the tests' few short
 * files and a small seed, for a server up in seconds (the benchmarks' smoke runs use it).
 */
export function demoDataFromEnvironment(env = process.env): 'full' | 'small' {
  const value = env.DEMO_DATA ?? 'full';
  if (value !== 'full' && value !== 'small')
    throw new Error(`DEMO_DATA must be full or small, not ${JSON.stringify(value)}`);
  return value;
}

async function persistedSecret(file: string): Promise<Uint8Array> {
  try {
    const text = (await readFile(file, 'utf8')).trim();
    if (text.length >= 43) return Buffer.from(text, 'base64url');
  } catch {
    // No secret yet: make one below.
  }
  const secret = randomBytes(32);
  await writeFile(file, secret.toString('base64url'), { mode: 0o600 });
  return secret;
}
