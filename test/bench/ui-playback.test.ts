import { describe, expect, it } from 'vitest';
import { expectNumbers, smokeRun } from './run-bench';

/**
 * bench:ui-playback, briefly; it needs `npm run build`. `npm test` runs it in its smoke set (the
 * `smoke` project, one file at a time beside the server project), not among the server
 * project's three workers: there its playback was starved of frames here.
 */
describe('bench:ui-playback --smoke', () => {
  it('times a collection’s first frame and the pauses between items', async () => {
    const figures = await smokeRun('ui-playback');
    expectNumbers(figures, ['first_frame_p50_ms', 'item_gap_p50_ms', 'item_gap_max_ms']);
    expect(Number(figures.transitions)).toBeGreaterThanOrEqual(3);
  }, 120_000);
});
