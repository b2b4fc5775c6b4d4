import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { tenants } from '../../src/tenants';
import { demoAccounts, demoSignInGuide } from './accounts';

describe('the demo sign-in guide printed at start', () => {
  const keys = tenants.map((t) => t.key);
  const guide = demoSignInGuide(keys).join('\n');

  it('names every demo account, the per-tenant editors as one line', () => {
    for (const { email } of demoAccounts(keys)) {
      if (email.startsWith('editor.')) continue;
      expect(guide).toContain(email);
    }
    expect(guide).toContain('editor.<tenant>@vidsearch.example');
    expect(guide).toContain(`editor of one tenant each: ${keys.join(', ')}`);
    expect(guide).toMatch(/admin@vidsearch\.example +administrator of every tenant/);
    expect(guide).toMatch(
      /admin\.cricket@vidsearch\.example +administrator of the cricket tenant only/,
    );
    expect(guide).toMatch(
      /analyst@vidsearch\.example +editor of 4 tenancies \(cricket, rugby-union, basketball-men, soccer\)/,
    );
  });

  it('covers every account the README’s table lists, and the table every account', () => {
    const readme = readFileSync('README.md', 'utf8');
    const listed = [...readme.matchAll(/^\| `([^`]+@vidsearch\.example)`/gm)].map((m) => m[1]!);
    expect(listed.length).toBeGreaterThan(3);
    for (const email of listed) expect(guide).toContain(email);
    for (const { email } of demoAccounts(keys))
      expect(listed, email).toContain(
        email.startsWith('editor.') ? 'editor.<tenant>@vidsearch.example' : email,
      );
  });
});
