import { describe, expect, it } from 'vitest';
import { expectNumbers, smokeRun } from './run-bench';

/**
 * The benchmarks that measure in Chromium (bench/ui-*.ts), briefly; they need `npm run build`.
 * `npm test` runs them in its smoke set, after the server suite: beside two busy workers their
 * pages' playback and rendering were starved here, and what they time is a page on its own.
 */
describe('the benchmarks in a browser, briefly', () => {
  it('bench:ui-search times searches from the keystroke and scrolls a continuous list', async () => {
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

  it('bench:ui-playback times a collection’s first frame and the pauses between items', async () => {
    const figures = await smokeRun('ui-playback');
    expectNumbers(figures, ['first_frame_p50_ms', 'item_gap_p50_ms', 'item_gap_max_ms']);
    expect(Number(figures.transitions)).toBeGreaterThanOrEqual(3);
  }, 120_000);
});
