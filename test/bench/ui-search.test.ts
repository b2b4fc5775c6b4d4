import { describe, expect, it } from 'vitest';
import { expectNumbers, smokeRun } from './run-bench';

/**
 * bench:ui-search, briefly; it needs `npm run build`. `npm test` runs it in its smoke set (the
 * `smoke` project, one file at a time beside the server project), not among the server
 * project's three workers: there its pages' rendering was starved here.
 */
describe('bench:ui-search --smoke', () => {
  it('times searches from the keystroke and scrolls a continuous list', async () => {
    const figures = await smokeRun('ui-search');
    expectNumbers(figures, [
      'keystroke_p50_ms',
      'keystroke_p95_ms',
      'server_p95_ms',
      'scroll_longest_task_ms',
      'load_longest_task_ms',
      'scroll_longest_frame_ms',
    ]);
    expect(Number(figures.scroll_rows)).toBeGreaterThanOrEqual(2000);
  }, 120_000);
});
