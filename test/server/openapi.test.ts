import { execFile } from 'node:child_process';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { createConfig, lintFromString } from '@redocly/openapi-core';
import openapiTS, { type OpenAPI3 } from 'openapi-typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, startTestServer, type TestServer } from './helpers';

const run = promisify(execFile);
/** Inside the project, so that the generated client finds openapi-fetch as a client would. */
const CLIENT_DIR = path.resolve('.cache/openapi-client');

/** What an integrator writes against the generated types: signs in, lists three videos. */
const CLIENT = `import createClient from 'openapi-fetch';
import type { paths } from './paths';

export async function firstTitles(baseUrl: string, email: string, password: string) {
  const client = createClient<paths>({ baseUrl });
  const signedIn = await client.POST('/identity/v2/iam/auth/signin', {
    body: { userName: email, password, platform: 'LVS' },
  });
  if (!signedIn.data) throw new Error('sign-in refused: ' + signedIn.response.status);
  const token: string = signedIn.data.token;
  const assets = await client.GET('/asset/v3/asset', {
    params: { query: { size: 3 } },
    headers: { authorization: 'Bearer ' + token },
  });
  if (!assets.data) throw new Error('listing refused: ' + assets.response.status);
  return assets.data.content.map((asset) => asset.title);
}
`;

/** Calls the types must refuse: a number given as words, and a path the API does not have. */
const MISUSE = `import createClient from 'openapi-fetch';
import type { paths } from './paths';

const client = createClient<paths>({ baseUrl: 'http://127.0.0.1' });
void client.GET('/asset/v3/asset', { params: { query: { size: 'three' } } });
void client.GET('/asset/v3/no-such-list');
`;

const tsconfig = (files: string[]) =>
  JSON.stringify({
    compilerOptions: {
      strict: true,
      target: 'es2022',
      module: 'esnext',
      moduleResolution: 'bundler',
      lib: ['es2022', 'dom'],
      types: [],
      noEmit: true,
      skipLibCheck: true,
    },
    files,
  });

/** /openapi.json as integrators' tools read it: Redocly's recommended rules, a typed client. */
describe('the OpenAPI document', () => {
  let server: TestServer;
  let document: string;
  beforeAll(async () => {
    server = await startTestServer('pglite');
    document = await (await fetch(`${server.url}/openapi.json`)).text();
  }, 120_000);
  afterAll(async () => {
    await server?.close();
    await rm(CLIENT_DIR, { recursive: true, force: true });
  });

  it('passes Redocly’s recommended rules: no error, and an id and a refusal on every operation', async () => {
    const problems = await lintFromString({
      source: document,
      absoluteRef: `${server.url}/openapi.json`,
      config: await createConfig({ extends: ['recommended'] }),
    });
    const lines = problems.map(
      (p) => `${p.severity} ${p.ruleId}: ${p.message} at ${p.location[0]?.pointer ?? ''}`,
    );
    expect(lines).toEqual([]);
    const parsed = JSON.parse(document) as OpenAPI3;
    expect(parsed.servers).toEqual([{ url: server.url, description: 'This platform' }]);
    const operations = Object.values(parsed.paths ?? {}).flatMap((item) =>
      Object.values(item as Record<string, { operationId?: string }>),
    );
    expect(operations.length).toBeGreaterThan(80);
    const ids = operations.map((o) => o.operationId);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('makes a typed client that compiles, refuses wrong calls, and calls the platform', async () => {
    await mkdir(CLIENT_DIR, { recursive: true });
    await writeFile(path.join(CLIENT_DIR, 'paths.ts'), await openapiTS(JSON.parse(document)));
    await writeFile(path.join(CLIENT_DIR, 'client.ts'), CLIENT);
    await writeFile(path.join(CLIENT_DIR, 'misuse.ts'), MISUSE);
    await writeFile(path.join(CLIENT_DIR, 'tsconfig.json'), tsconfig(['paths.ts', 'client.ts']));
    await writeFile(path.join(CLIENT_DIR, 'misuse.json'), tsconfig(['paths.ts', 'misuse.ts']));
    const tsc = path.resolve('node_modules/.bin/tsc');
    await run(tsc, ['-p', path.join(CLIENT_DIR, 'tsconfig.json')]);
    const refused = await run(tsc, ['-p', path.join(CLIENT_DIR, 'misuse.json')]).then(
      () => '',
      (error: { stdout: string }) => error.stdout,
    );
    expect(refused).toMatch(/misuse\.ts\(5,/);
    expect(refused).toMatch(/misuse\.ts\(6,/);

    const client = (await import(path.join(CLIENT_DIR, 'client.ts'))) as {
      firstTitles(base: string, email: string, password: string): Promise<string[]>;
    };
    const titles = await client.firstTitles(
      server.url,
      'editor.cricket@vidsearch.example',
      PASSWORD,
    );
    expect(titles).toHaveLength(3);
    expect(titles.every((t) => typeof t === 'string' && t.length > 0)).toBe(true);
  }, 60_000);
});
