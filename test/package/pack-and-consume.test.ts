import { execFile } from 'node:child_process';
import { cp, mkdir, mkdtemp, readFile, rm, symlink } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Browser, Page } from 'playwright-core';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { violations } from '../e2e/axe';
import { launchChromium, partnerSite } from '../browser/browser';
import { resultCount } from '../browser/harness';
import { startTestServer, type TestServer } from '../server/helpers';

const run = promisify(execFile);
const repo = path.resolve('.');
const FIXTURE = path.join(repo, 'test/package/consumer');

/**
 * The integrators' package as a partner gets it: `npm pack` of dist/package, installed from the
 * tarball into a scratch project (test/package/consumer), whose pages are type-checked by tsc
 * against the package's typings, bundled by Vite (the React 19 page) or loaded as plain ES
 * modules through an import map, and used in Chromium against the real server.
 */
describe('the npm package, packed, installed and used by a partner', () => {
  let scratch: string;
  let server: TestServer;
  let site: Awaited<ReturnType<typeof partnerSite>>;
  let browser: Browser;
  let installed: Record<string, unknown>;

  beforeAll(async () => {
    scratch = await mkdtemp(path.join(os.tmpdir(), 'vs-package-'));
    await cp(FIXTURE, scratch, { recursive: true });
    const packed = JSON.parse(
      (
        await run('npm', ['pack', path.join(repo, 'dist/package'), '--json', '--silent'], {
          cwd: scratch,
        })
      ).stdout,
    ) as Array<{ filename: string }>;
    await run(
      'npm',
      ['install', '--offline', '--no-audit', '--no-fund', '--silent', `./${packed[0]!.filename}`],
      { cwd: scratch },
    );
    installed = JSON.parse(
      await readFile(
        path.join(scratch, 'node_modules/@video-search/elements/package.json'),
        'utf8',
      ),
    ) as Record<string, unknown>;
    // React, and its types, as the partner's project has them (the package brings neither).
    for (const dependency of ['react', 'react-dom', '@types/react', '@types/react-dom']) {
      await mkdir(path.dirname(path.join(scratch, 'node_modules', dependency)), {
        recursive: true,
      });
      await symlink(
        path.join(repo, 'node_modules', dependency),
        path.join(scratch, 'node_modules', dependency),
      );
    }
    server = await startTestServer('pglite');
    await build({
      root: scratch,
      configFile: false,
      base: '/built/',
      logLevel: 'error',
      define: { 'import.meta.env.VITE_API_BASE': JSON.stringify(server.url) },
      build: { outDir: 'built', rolldownOptions: { input: path.join(scratch, 'react.html') } },
    });
    const modulesPage = (await readFile(path.join(scratch, 'modules.html'), 'utf8')).replace(
      '%API_BASE%',
      server.url,
    );
    site = await partnerSite({ '/modules.html': modulesPage }, scratch);
    browser = await launchChromium();
  });

  afterAll(async () => {
    await browser?.close();
    await site?.close();
    await server?.close();
    if (scratch) await rm(scratch, { recursive: true, force: true });
  });

  it('installs with its exports map, manifest, typings, README and CHANGELOG', async () => {
    const own = JSON.parse(await readFile(path.join(repo, 'package/package.json'), 'utf8')) as {
      version: string;
    };
    expect(installed.version).toBe(own.version);
    expect(Object.keys(installed.exports as object)).toEqual(
      expect.arrayContaining(['.', './vs-search', './vs-player', './jsx', './loader']),
    );
    const changelog = await readFile(
      path.join(scratch, 'node_modules/@video-search/elements/CHANGELOG.md'),
      'utf8',
    );
    expect(changelog).toContain(`## ${own.version} `);
    const manifest = JSON.parse(
      await readFile(
        path.join(scratch, 'node_modules/@video-search/elements/custom-elements.json'),
        'utf8',
      ),
    ) as { modules: Array<{ path: string }> };
    // Every module the manifest names is in the package.
    for (const module of manifest.modules)
      await readFile(path.join(scratch, 'node_modules/@video-search/elements', module.path));
    await readFile(path.join(scratch, 'node_modules/@video-search/elements/README.md'));
  });

  it("type-checks the partner's pages, and refuses each misuse in misuse.tsx", async () => {
    const tsc = path.join(repo, 'node_modules/.bin/tsc');
    const result = await run(tsc, ['-p', '.', '--pretty', 'false'], { cwd: scratch }).then(
      () => ({ code: 0, stdout: '' }),
      (error: { code: number; stdout: string }) => error,
    );
    const errors = result.stdout.split('\n').filter((line) => line.includes('error TS'));
    // The React page, the ES-module page (JSDoc, checked) and the typings themselves are clean.
    expect(errors.filter((line) => !line.startsWith('misuse.tsx('))).toEqual([]);
    const lines = new Set(errors.map((line) => Number(/^misuse\.tsx\((\d+),/.exec(line)![1])));
    const source = (await readFile(path.join(FIXTURE, 'misuse.tsx'), 'utf8')).split('\n');
    const misuses = source.flatMap((text, index) =>
      text.endsWith('// refused') ? [index + 1] : [],
    );
    expect(misuses).toHaveLength(5);
    expect([...lines].sort((a, b) => a - b)).toEqual(misuses);
    expect(result.code).not.toBe(0);
  });

  async function open(address: string, width: number): Promise<Page & { errors: string[] }> {
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    const page = (await context.newPage()) as Page & { errors: string[] };
    page.setDefaultTimeout(10_000);
    page.errors = [];
    page.on('pageerror', (e) => page.errors.push(e.message));
    page.on('console', (m) => m.type() === 'error' && page.errors.push(m.text()));
    page.on('response', (r) => r.status() >= 400 && page.errors.push(`${r.status()} ${r.url()}`));
    await page.goto(`${site.url}${address}`);
    return page;
  }

  const firstClip = (page: Page) =>
    page
      .getByRole('table', { name: 'Clips found' })
      .getByRole('row')
      .locator('[role=cell] button[title]')
      .first();

  const playerReady = (page: Page) => page.getByRole('button', { name: /^(Play|Pause)$/ }).count();

  it('works on a React 19 page bundled by Vite: attributes, properties, a ref and events', async () => {
    const page = await open('/built/react.html', 1000);
    await expect.poll(() => resultCount(page).count()).toBe(1);
    // Attributes: five a page, no preview pane.
    const search = page.locator('vs-search');
    expect(await search.evaluate((el: HTMLElementTagNameMap['vs-search']) => el.pageSize)).toBe(
      '5',
    );
    expect(await search.evaluate((el: HTMLElementTagNameMap['vs-search']) => el.hidePreview)).toBe(
      true,
    );
    // A property: React sets `query`, and the search runs it (an event tells the page).
    await page.getByRole('button', { name: 'Show the fours' }).click();
    await expect
      .poll(() => page.getByRole('combobox', { name: 'Search clips' }).inputValue())
      .toBe('runs:4');
    await expect
      .poll(() => page.getByRole('status', { name: 'Searches' }).textContent())
      .toMatch(/^[1-9]\d* searche?s? so far$/);
    // An event: choosing a clip renders the page's own player for it.
    await firstClip(page).click();
    const chosen = page.getByRole('region', { name: 'Chosen clip' });
    await expect.poll(() => chosen.getByRole('heading').textContent()).toMatch(/^From \d/);
    await expect.poll(() => playerReady(page), { timeout: 20_000 }).toBe(1);
    expect(await violations(page)).toEqual([]);
    await page.screenshot({ path: '/tmp/package-react-1000.png', fullPage: true });
    expect(page.errors).toEqual([]);
    await page.context().close();
  });

  it('works on a plain ES-module page (an import map, no bundler), in a phone-wide column', async () => {
    const page = await open('/modules.html', 390);
    await expect.poll(() => resultCount(page).count()).toBe(1);
    // Laid out for its narrow column once it has measured it: a few cards, not a table's rows.
    await expect
      .poll(() =>
        page
          .getByRole('table', { name: 'Clips found' })
          .locator('[role=cell] button[title]')
          .count(),
      )
      .toBeLessThanOrEqual(5);
    await firstClip(page).click();
    await expect
      .poll(() => page.getByRole('status', { name: 'Chosen clip' }).textContent())
      .toMatch(/^From \d/);
    expect(await page.locator('vs-player').getAttribute('asset-id')).toBeTruthy();
    await expect.poll(() => playerReady(page), { timeout: 20_000 }).toBe(1);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    expect(await violations(page)).toEqual([]);
    await page.screenshot({ path: '/tmp/package-modules-390.png', fullPage: true });
    expect(page.errors).toEqual([]);
    await page.context().close();
  });
});
