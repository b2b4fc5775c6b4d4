import { describe, expect, it } from 'vitest';
import { programCommand } from '../../bench/program-command';
import { expectNumbers, runBenchmark, withDataDir } from './run-bench';

/**
 * bench:cluster, briefly: two processes on their own PostgreSQL behind nginx
 * (scripts/with-cluster.sh), tenants spread over them, the small demo, a small corpus in two
 * tenants (their searches sent by the proxy to the process holding each), one more process joining, a live feed's events found on both processes, and an
 * upload through the proxy into the uploads bucket.
 */
describe('bench:cluster --smoke', () => {
  it('searches a corpus through the proxy, and times a new process to ready', async () => {
    const figures = await withDataDir((dir) =>
      runBenchmark(
        [
          'scripts/with-cluster.sh',
          '2',
          ...programCommand('bench/cluster.ts'),
          '--smoke',
          '--tenants',
          '2',
        ],
        { DEMO_DATA: 'small', CLUSTER_DATA_DIR: dir },
      ),
    );
    expect(Number(figures.processes)).toBe(2);
    expect(Number(figures.clips)).toBeGreaterThanOrEqual(4000);
    // Each tenant's index on one process: together they hold every clip once, neither all.
    expect(Number(figures.held_clips_total)).toBeGreaterThanOrEqual(4000);
    expect(Number(figures.held_clips_max)).toBeLessThan(Number(figures.held_clips_total));
    expect(Number(figures.spread_errors)).toBe(0);
    // Clients name the process holding their tenant, and the proxy sends them there: few
    // searches are passed on (without the names, about half or more are).
    expect(Number(figures.spread_passed_on)).toBeLessThan(0.45);
    expectNumbers(figures, [
      'p50_ms',
      'p95_ms',
      'c16_p99_ms',
      'new_process_ready_s',
      'feed_p95_ms',
      'upload_s',
      'upload_ready_s',
      'spread_p99_ms',
      'rss_mb_max',
    ]);
    // Parts far larger than the proxy's other requests go through (its limit there is 2 MB).
    expect(Number(figures.upload_mb)).toBeGreaterThan(4);
    expect(Number(figures.c16_errors)).toBe(0);
    expect(Number(figures.feed_events)).toBe(5);
  }, 240_000);
});
