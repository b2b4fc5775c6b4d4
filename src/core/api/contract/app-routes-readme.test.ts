import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { APP_ROUTES } from './app-routes';

describe('the README’s routes', () => {
  it('lists every route of the app’s table', () => {
    const readme = readFileSync('README.md', 'utf8');
    const listed = /Routes: ([^]*?)\. The routes/.exec(readme)?.[1] ?? '';
    const named = new Set([...listed.matchAll(/`(\/[^`]*)`/g)].map((m) => m[1]));
    expect(named.size).toBeGreaterThan(10);
    for (const route of APP_ROUTES) expect(named, route.path).toContain(route.path);
  });
});
