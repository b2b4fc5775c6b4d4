import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const run = (out: string, dir = 'src/elements') =>
  spawnSync(process.execPath, ['scripts/manifest.mjs', out, dir], { encoding: 'utf8' });

describe('custom-elements.json', () => {
  it('describes every element’s attributes and events from its JSDoc', () => {
    const out = path.join(mkdtempSync(path.join(tmpdir(), 'cem-')), 'custom-elements.json');
    execFileSync(process.execPath, ['scripts/manifest.mjs', out]);
    const manifest = JSON.parse(readFileSync(out, 'utf8'));
    expect(manifest.schemaVersion).toBe('2.1.0');
    const login = manifest.modules.find((m: { path: string }) => m.path === 'elements/vs-login.js')
      .declarations[0];
    expect(login.tagName).toBe('vs-login');
    expect(
      login.attributes.map((a: { name: string; fieldName: string }) => [a.name, a.fieldName]),
    ).toEqual([
      ['heading', 'heading'],
      ['hide-password-reset', 'hidePasswordReset'],
      ['tenant', 'tenant'],
    ]);
    expect(login.events.map((e: { name: string }) => e.name)).toEqual(['vs-auth-change']);
  });

  it('fails when an attribute is missing from the JSX typings or undocumented', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'cem-src-'));
    cpSync('src/elements', dir, { recursive: true });
    const jsx = path.join(dir, 'jsx.ts');
    writeFileSync(jsx, readFileSync(jsx, 'utf8').replace("'hide-password-reset'?: boolean;", ''));
    const login = path.join(dir, 'vs-login.tsx');
    writeFileSync(
      login,
      readFileSync(login, 'utf8').replace(/ \* @attr \{string\} heading[^\n]*\n/, ''),
    );
    const result = run(path.join(dir, 'out.json'), dir);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(
      'vs-login: attribute hide-password-reset (boolean) is missing from jsx.ts',
    );
    expect(result.stderr).toContain('vs-login: attribute heading has no @attr');
  });
});
