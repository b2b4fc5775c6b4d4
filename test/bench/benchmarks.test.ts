import { describe, expect, it } from 'vitest';
import { expectNumbers, smokeRun } from './run-bench';

/**
 * Every benchmark in bench/ runs in `npm test` for a few seconds (`--smoke`), so that none can
 * stop working unseen; their full runs are benchmarks, with figures in docs/performance.md.
 */
describe('the benchmarks, briefly', () => {
  it('bench:search times searches over a corpus it writes', async () => {
    const figures = await smokeRun('search');
    expectNumbers(figures, ['p50_ms', 'p95_ms', 'rss_mb', 'index_build_s']);
    expect(Number(figures.clips)).toBeGreaterThanOrEqual(2000);
  }, 120_000);

  it('bench:search-engine times the index alone over a corpus it makes in memory', async () => {
    // Memory is measured between collections, as `npm run bench:search-engine` does.
    const figures = await smokeRun('search-engine', {}, ['--expose-gc']);
    expectNumbers(figures, ['p50_ms', 'p95_ms', 'build_s', 'index_mb', 'snapshot_mb']);
    expectNumbers(figures, ['ready_from_snapshot_s', 'first_search_after_snapshot_ms']);
    expectNumbers(figures, ['bytes_per_clip'], 1);
    expect(Number(figures.clips)).toBe(2000);
  }, 60_000);

  it('bench:load puts searches under load, past overload', async () => {
    const figures = await smokeRun('load');
    expectNumbers(figures, ['max_p50_ms', 'max_p99_ms', 'c100_p99_ms', 'overload_p99_ms']);
    expectNumbers(figures, ['searches_per_s', 'c100_searches_per_s'], 1);
  }, 120_000);

  it('bench:export times the product’s render against a bare ffmpeg', async () => {
    const figures = await smokeRun('export');
    expectNumbers(figures, ['export_1_s', 'bare_1_s', 'ratio_1', 'ratio_vertical_1']);
  }, 120_000);

  it('bench:live times a live match: playable, its clips searchable and playable, its end', async () => {
    const figures = await smokeRun('live', {}, ['--expose-gc']);
    expectNumbers(figures, ['behind_p95_s', 'segment_age_max_s', 'end_to_ready_s']);
    // Any number: memory may shrink, a clip be playable as its out point passes.
    expectNumbers(
      figures,
      [
        'server_memory_growth_mb',
        'transcode_rss_growth_mb',
        'transcode_rss_mb_per_min',
        'out_to_playable_p95_s',
      ],
      -Infinity,
    );
    expectNumbers(
      figures,
      ['first_playable_s', 'speed', 'player_delay_p95_s', 'searchable_p95_ms', 'transcode_cores'],
      0.001,
    );
    expectNumbers(figures, ['events', 'samples'], 1);
  }, 120_000);

  it('bench:ingest times uploads, the first playable segment, and the ladder against ffmpeg', async () => {
    const figures = await smokeRun('ingest');
    expectNumbers(figures, ['rss_growth_mb', 'first_playable_s', 'ingest_s', 'bare_s', 'ratio']);
    expectNumbers(figures, ['upload_mb_s'], 1);
  }, 120_000);

  it('bench:accept-queue samples a bare server’s accept queue under many connections', async () => {
    const figures = await smokeRun('accept-queue');
    expectNumbers(figures, ['timeouts', 'p99_ms', 'accept_queue_max', 'accept_queue_last']);
    expectNumbers(figures, ['answered'], 1);
    expect(Number.isFinite(Number(figures.accepted_per_s_while_busy))).toBe(true);
  }, 60_000);
});
