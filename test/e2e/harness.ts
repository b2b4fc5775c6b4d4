import { existsSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import type { ServerConfig } from '../../server/config';
import { launchChromium } from '../browser/browser';
import { startTestServer, type TestServer } from '../server/helpers';

export interface AppUnderTest {
  server: TestServer;
  browser: Browser;
}

/** The real server (serving the built app) and Chromium, for the whole file. */
export function appUnderTest(overrides: Partial<ServerConfig> = {}): AppUnderTest {
  const app = {} as AppUnderTest;
  beforeAll(async () => {
    if (!existsSync('dist/app/index.html'))
      throw new Error('dist/app is missing: run npm run build first');
    app.server = await startTestServer('pglite', overrides);
    app.browser = await launchChromium();
  });
  afterAll(async () => {
    await app.browser?.close();
    await app.server?.close();
  });
  return app;
}
