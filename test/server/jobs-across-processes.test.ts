import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportSession, type ExportSession } from './export-helpers';
import { startTestServer, type TestServer } from './helpers';
import { startPeer } from './peers';
import { highlightPerson } from './highlight-helpers';

/** Runs of `queue` this process finished, from its /metrics. */
async function runsOn(server: TestServer, queue: string): Promise<number> {
  const metrics = await server.call('GET', '/metrics');
  const line = new RegExp(
    `^vs_job_duration_seconds_count\\{queue="${queue}",outcome="completed"\\} (\\d+)$`,
    'm',
  ).exec(String(metrics.body));
  return line ? Number(line[1]) : 0;
}

/**
 * Export and highlight jobs on two processes sharing one PostgreSQL queue (pg-boss): whichever
 * process a job was asked on, it runs on one of them, once. Run where the suite has a
 * PostgreSQL (DATABASE_URL), as CI and `scripts/with-postgres.sh npm test` do.
 */
describe.runIf(process.env.DATABASE_URL)('jobs across processes', () => {
  let a: TestServer;
  let b: TestServer;
  let schema: string;

  beforeAll(async () => {
    a = await startTestServer('postgres');
    schema = a.booted.app.config.databaseSchema!;
    b = await startPeer(a);
  }, 120_000);
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('runs each export once, on either process, whichever was asked', async () => {
    const sessions: ExportSession[] = [
      await exportSession(a, 'cricket'),
      await exportSession(b, 'cricket'),
    ];
    const asked: Array<{ session: ExportSession; id: string }> = [];
    for (let i = 0; i < 8; i++) {
      const session = sessions[i % 2]!;
      const playlistId = await session.createCollection(
        [session.clip(i % 2, i, 2, `Batter ${i}`)],
        `Overs ${i}`,
      );
      const started = await session.start('edl', { playlistId });
      expect(started.status).toBe(202);
      asked.push({ session, id: started.body.id });
    }
    for (const { session, id } of asked) {
      const done = await session.until(id, (item) => item.status === 'SUCCESS');
      expect(done.files).toHaveLength(2);
    }
    const rows = await a.booted.app.db.query<{ id: string; attempts: number; job_id: string }>(
      'SELECT id, attempts, job_id FROM exports WHERE id = ANY($1)',
      [asked.map((x) => x.id)],
    );
    expect(rows.map((r) => r.attempts)).toEqual(asked.map(() => 1));
    // The export is SUCCESS inside its job; the queue marks the job completed just after.
    const jobs = () =>
      a.booted.app.db.query<{ state: string; retry_count: number }>(
        `SELECT state, retry_count FROM "${schema}_jobs".job WHERE id = ANY($1::uuid[])`,
        [rows.map((r) => r.job_id)],
      );
    await expect
      .poll(async () => (await jobs()).map((j) => `${j.state} ${j.retry_count}`))
      .toEqual(Array.from({ length: 8 }, () => 'completed 0'));
    // An EDL is light work: it runs on the light exports' queue.
    await expect
      .poll(async () => (await runsOn(a, 'exports-light')) + (await runsOn(b, 'exports-light')))
      .toBe(8);
  }, 240_000);

  it('builds each game’s highlights once, on either process', async () => {
    const people = [await highlightPerson(a, 'cricket'), await highlightPerson(b, 'cricket')];
    const before = (await runsOn(a, 'highlights')) + (await runsOn(b, 'highlights'));
    const games = people[0]!.games.slice(0, 2);
    expect(games).toHaveLength(2);
    const built = await Promise.all(games.map((game, i) => people[i]!.build(game.id)));
    for (const packages of built) {
      expect(packages.length).toBeGreaterThan(0);
      expect(packages.every((p) => p.status === 'ready')).toBe(true);
    }
    await expect
      .poll(async () => (await runsOn(a, 'highlights')) + (await runsOn(b, 'highlights')) - before)
      .toBe(2);
    const jobs = await a.booted.app.db.query<{ retry_count: number }>(
      `SELECT retry_count FROM "${schema}_jobs".job
        WHERE name = 'highlights' AND data->>'assetId' = ANY($1)`,
      [games.map((g) => g.id)],
    );
    expect(jobs.map((j) => j.retry_count)).toEqual([0, 0]);
  }, 240_000);
});
