import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CAPABILITIES,
  CAPABILITY_TITLES,
  can,
  USER_ROLES,
  type SessionTokens,
  type UserRole,
} from '../../src/core/api/contract';
import { capabilityOf, type Access } from '../../server/http/access';
import { databaseKinds, startTestServer, type TestServer } from './helpers';

type Doc = { paths: Record<string, Record<string, { 'x-access': Access }>> };

/** The routes table of docs/roles.md: `METHOD /path` → access, as documented. */
function documentedRoutes(): Map<string, string> {
  const doc = readFileSync('docs/roles.md', 'utf8');
  const rows = [...doc.matchAll(/^\| `([A-Z]+ \/[^`]+)` +\| `([a-z-]+)` +\|/gm)];
  return new Map(rows.map((m) => [m[1]!, m[2]!]));
}

/**
 * The role matrix (docs/roles.md, from `contract/roles.ts`), checked on every route of the
 * server as a viewer, an editor and an administrator would call it, and signed out.
 */
describe.each(databaseKinds())('roles on %s', (kind) => {
  let server: TestServer;
  let doc: Doc;
  const sessions = {} as Record<UserRole, SessionTokens>;
  beforeAll(async () => {
    server = await startTestServer(kind);
    sessions.VIEWER = await server.signIn('viewer@vidsearch.example');
    sessions.EDITOR = await server.signIn('editor.cricket@vidsearch.example');
    sessions.ADMIN = await server.signIn('admin.cricket@vidsearch.example');
    doc = (await server.call<Doc>('GET', '/openapi.json')).body;
  });
  afterAll(() => server?.close());

  const operations = () =>
    Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.entries(ops).map(([method, op]) => ({
        route: `${method.toUpperCase()} ${path}`,
        method: method.toUpperCase(),
        path,
        access: op['x-access'],
      })),
    );

  it('documents every route with the access it declares', () => {
    const declared = new Map(operations().map((o) => [o.route, o.access as string]));
    expect(Object.fromEntries(documentedRoutes())).toEqual(Object.fromEntries(declared));
  });

  it('gives each role exactly the capabilities of the table, on every route', async () => {
    const wrong: string[] = [];
    let checked = 0;
    for (const { route, method, path, access } of operations()) {
      const capability = capabilityOf(access);
      if (!capability) continue;
      const url = path.replace(/\{[^}]+\}/g, crypto.randomUUID());
      const body = method === 'GET' || method === 'DELETE' ? undefined : {};
      const signedOut = await server.call(method, url, { body });
      if (signedOut.status !== 401) wrong.push(`${route} signed out -> ${signedOut.status}`);
      for (const role of USER_ROLES) {
        const res = await server.call(method, url, { token: sessions[role].token, body });
        const refused = res.status === 403 && res.body?.code === 'role_forbidden';
        checked += 1;
        if (refused === can([role], capability) || res.status === 401)
          wrong.push(`${route} as ${role} -> ${res.status} ${res.body?.code ?? ''}`);
      }
    }
    expect(wrong).toEqual([]);
    expect(checked).toBeGreaterThan(100);
  });

  it('gives a viewer holding the key the tenant answer gives no more than the viewer alone', async () => {
    const viewer = sessions.VIEWER;
    const tenant = await server.call('GET', `/identity/v2/iam/tenant/${viewer.tenantId}`, {
      token: viewer.token,
    });
    const keys = (tenant.body.apiKeys as Array<{ value: string }>).map((k) => k.value);
    expect(keys.length).toBeGreaterThan(0);
    const wrong: string[] = [];
    for (const { route, method, path, access } of operations()) {
      const capability = capabilityOf(access);
      if (!capability) continue;
      const url = path.replace(/\{[^}]+\}/g, crypto.randomUUID());
      const body = method === 'GET' || method === 'DELETE' ? undefined : {};
      const alone = await server.call(method, url, { token: viewer.token, body });
      for (const apiKey of keys) {
        const both = await server.call(method, url, { token: viewer.token, apiKey, body });
        if (both.status !== alone.status) wrong.push(`${route} token+key -> ${both.status}`);
        const keyOnly = await server.call(method, url, { apiKey, body });
        const refused = keyOnly.status === 401 || keyOnly.status === 403;
        if (!can(['VIEWER'], capability) && !refused)
          wrong.push(`${route} key alone -> ${keyOnly.status}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('documents the matrix as the table grants it', () => {
    const doc = readFileSync('docs/roles.md', 'utf8');
    for (const [name, title] of Object.entries(CAPABILITY_TITLES)) {
      const cells = USER_ROLES.map((role) =>
        can([role], name as keyof typeof CAPABILITIES) ? 'yes' : 'no',
      );
      const row = new RegExp(
        `^\\| ${title} \\(\`${name}\`\\) +\\| ${cells.map((c) => `${c} +`).join('\\| ')}\\|$`,
        'm',
      );
      expect(doc, name).toMatch(row);
    }
  });

  it('grants the viewer only viewing, and the administrator everything', () => {
    const granted = (role: UserRole) =>
      Object.keys(CAPABILITIES).filter((c) => can([role], c as keyof typeof CAPABILITIES));
    expect(granted('VIEWER')).toEqual(['view']);
    expect(granted('ADMIN')).toEqual(Object.keys(CAPABILITIES));
  });
});
