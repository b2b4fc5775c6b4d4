import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import path from 'node:path';
import { chromium, type Browser, type BrowserServer, type Page } from 'playwright-core';

/** Chromium's headless shell: the same engine without the browser around it. */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

const CANDIDATES = [
  process.env.CHROME_PATH,
  HEADLESS_SHELL,
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
];

const ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/**
 * The system Chromium's path; a clear failure (never a skip) when there is none. Tests take the
 * headless shell first: their pages render alike in it, and on a busy 2-core machine it takes
 * about half the CPU the full browser does (the browser was the suite's largest share). The
 * benchmarks take the full browser, as a person's.
 */
function chromiumPath(fullBrowser: boolean): string {
  const executablePath = CANDIDATES.find(
    (p) => p && existsSync(p) && !(fullBrowser && p === HEADLESS_SHELL),
  );
  if (!executablePath) {
    throw new Error(
      'No Chromium or Chrome found. Install one (Debian: apt-get install chromium-headless-shell) or set CHROME_PATH.',
    );
  }
  return executablePath;
}

/**
 * Set by the test run's global setup: each test worker then keeps one Chromium for all its files
 * (`launchChromium`). Unset for anything else, the benchmarks' smoke runs included.
 */
const PER_WORKER = 'VS_TEST_BROWSER_PER_WORKER';

/** Each test worker's files use one Chromium, one file at a time (`launchChromium`). */
export function shareChromiumPerWorker(): void {
  process.env[PER_WORKER] = '1';
}

let workerChromium: Promise<BrowserServer> | undefined;

/**
 * Chromium for a test or a benchmark. In a test worker, a connection to the worker's own
 * Chromium, started with its first file (a connection is fast, a launch is not); closing it
 * closes what the file opened. One per worker, not one for the run: two files' pages in one
 * browser starved each other's playback of frames here. Elsewhere, a Chromium of its own.
 * Its pages prefer reduced motion, as a person may: Fluent then skips its fades (toasts,
 * dialogs), so what a test or axe reads is the resting state, never a frame mid-fade. A context
 * may still ask otherwise.
 */
export async function launchChromium({ fullBrowser = false } = {}): Promise<Browser> {
  let browser: Browser;
  // A full browser asked for in a worker is one of its own, not the worker's shared one.
  if (process.env[PER_WORKER] && !fullBrowser) {
    workerChromium ??= chromium.launchServer({ executablePath: chromiumPath(false), args: ARGS });
    browser = await chromium.connect((await workerChromium).wsEndpoint());
  } else {
    browser = await chromium.launch({ executablePath: chromiumPath(fullBrowser), args: ARGS });
  }
  return preferReducedMotion(browser);
}

/** Playwright sets media features per context: every new context and page prefers reduced motion. */
function preferReducedMotion(browser: Browser): Browser {
  const newContext = browser.newContext.bind(browser);
  const newPage = browser.newPage.bind(browser);
  browser.newContext = (options = {}) => newContext({ reducedMotion: 'reduce', ...options });
  browser.newPage = (options = {}) => newPage({ reducedMotion: 'reduce', ...options });
  return browser;
}

const TYPES: Record<string, string> = {
  '.js': 'text/javascript',
  '.html': 'text/html; charset=utf-8',
  '.woff2': 'font/woff2',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
};

/** A partner's web server: serves dist/ (or `root`) and the given pages, on its own loopback port. */
export async function partnerSite(
  pagesOrMake: Record<string, string> | ((url: string) => Record<string, string>),
  root = 'dist',
): Promise<{ url: string; close(): Promise<void> }> {
  // Pages may be made from the site's own URL, for pages that name their origin.
  let pages: Record<string, string> = typeof pagesOrMake === 'function' ? {} : pagesOrMake;
  const dist = path.resolve(root);
  const server: Server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://x');
    const page = pages[url.pathname];
    if (page !== undefined) {
      response.writeHead(200, { 'content-type': TYPES['.html']! }).end(page);
      return;
    }
    const file = path.join(dist, path.normalize(url.pathname));
    if (!file.startsWith(dist)) return void response.writeHead(403).end();
    try {
      const body = await readFile(file);
      response
        .writeHead(200, {
          'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream',
          // As a partner's server would: a page after the first takes its scripts from the cache.
          'cache-control': 'max-age=600',
        })
        .end(body);
    } catch {
      response.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address() as { port: number };
  const url = `http://127.0.0.1:${address.port}`;
  if (typeof pagesOrMake === 'function') pages = pagesOrMake(url);
  return {
    url,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A page that keeps its Content Security Policy violations and console errors, for a test to check. */
export type PolicyWatchedPage = Page & { violations: string[]; errors: string[] };

/**
 * A new page (own context) at a width that records every policy violation (from before its
 * first script runs) and every console error and page error.
 */
export async function policyWatchedPage(
  browser: Browser,
  width: number,
): Promise<PolicyWatchedPage> {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const page = (await context.newPage()) as PolicyWatchedPage;
  page.violations = [];
  page.errors = [];
  await page.exposeFunction('reportViolation', (text: string) => page.violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener(
      'securitypolicyviolation',
      (e) =>
        (window as unknown as { reportViolation(t: string): void }).reportViolation(
          `${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber} ${e.sample}`,
        ),
      true,
    );
  });
  page.on('pageerror', (e) => page.errors.push(e.message));
  page.on('console', (m) => m.type() === 'error' && page.errors.push(m.text()));
  return page;
}
