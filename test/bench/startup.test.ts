import { describe, expect, it } from 'vitest';
import { expectNumbers, smokeRun } from './run-bench';

/** `npm start` from nothing and again (bench/startup.ts), briefly: the README's first command. */
describe('bench:startup --smoke', () => {
  it('starts the server from nothing and again over its data, and times both', async () => {
    const figures = await smokeRun('startup');
    expectNumbers(figures, ['first_start_s', 'later_start_s']);
    expect(Number(figures.first_start_s)).toBeGreaterThan(0);
  }, 120_000);
});
