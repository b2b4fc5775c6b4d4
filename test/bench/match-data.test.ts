import { describe, it } from 'vitest';
import { expectNumbers, smokeRun } from './run-bench';

/** bench:match-data, briefly: one preview and import of a T20 and of a football match, a season of 4. */
describe('bench:match-data --smoke', () => {
  it('times the preview and the import of whole matches, and the clips found by search', async () => {
    const figures = await smokeRun('match-data');
    expectNumbers(figures, [
      't20_preview_ms',
      't20_import_ms',
      'football_preview_ms',
      'football_import_ms',
      'searchable_ms',
      'season_matches',
      'season_deliveries',
      'season_s',
      'largest_deliveries',
      'six_largest_previews_ms',
      'health_wait_ms',
    ]);
  }, 120_000);
});
