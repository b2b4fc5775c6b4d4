import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HighlightGroupValue } from '../../src/core/api/contract';
import { databaseKinds, startTestServer, type TestServer } from './helpers';
import {
  highlightPerson,
  idOf,
  inMatchOrder,
  shareInside,
  value,
  type SeededClip,
} from './highlight-helpers';

/** The highlights service's rules: packages of seeded games checked against their rules by construction. */
describe.each(databaseKinds())('highlights on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  }, 120_000);
  afterAll(() => server?.close());

  const person = (tenantKey: string) => highlightPerson(server, tenantKey);

  it('builds a basketball game’s packages by period, team and the last two minutes', async () => {
    const p = await person('basketball-men');
    const game = p.games[0]!;
    const packages = await p.build(game.id);
    expect(packages.map((x) => [x.packageName, x.status, x.statusName])).toEqual(
      expect.arrayContaining([
        ['Game summary (short)', 'ready', 'Ready'],
        ['Game summary (long)', 'ready', 'Ready'],
        ['Home team highlights', 'ready', 'Ready'],
        ['Away team highlights', 'ready', 'Ready'],
      ]),
    );
    const seeded = await p.clipsOf(game.id);
    const scoring = (c: SeededClip) =>
      Number(value(c, 'points')) >= 1 || ['Dunk', 'Block'].includes(value(c, 'action') ?? '');
    const expected: Record<string, SeededClip[]> = {
      'Game summary (long)': seeded.filter(scoring),
      'Home team highlights': seeded.filter((c) => scoring(c) && value(c, 'home_away') === 'Home'),
      'Away team highlights': seeded.filter((c) => scoring(c) && value(c, 'home_away') === 'Away'),
      // Men's competitions are decided in the 2nd period: its last two minutes, overtime, threes.
      'Game summary (short)': seeded.filter(
        (c) =>
          scoring(c) &&
          ((value(c, 'period') === '2' && /^[01]:/.test(value(c, 'game_clock') ?? '')) ||
            Number(value(c, 'period')) > 2 ||
            value(c, 'points') === '3'),
      ),
    };
    for (const pkg of packages) {
      const clips = await p.allClips(pkg.id);
      // In match order, each moment once: the rule's clips less those half inside another.
      const shown = clips.clips.map((c) => idOf(c.id));
      const wanted = inMatchOrder(expected[pkg.packageName]!);
      expect(shown, pkg.packageName).toEqual(
        wanted.map((c) => c.id).filter((id) => shown.includes(id)),
      );
      const kept = wanted.filter((c) => shown.includes(c.id));
      for (const left of wanted.filter((c) => !shown.includes(c.id))) {
        expect(Math.max(...kept.map((k) => shareInside(left, k))), left.id).toBeGreaterThanOrEqual(
          0.5,
        );
      }
      expect(shown.length, pkg.packageName).toBeGreaterThan(wanted.length / 2);
      expect(pkg.clipCount).toBe(clips.count);
      // What the rule found, repeats included: the page says how many it left out.
      expect(pkg.found, pkg.packageName).toBe(wanted.length);
      expect(pkg).toMatchObject({
        isNew: true,
        game: expect.stringContaining(' @ '),
        season: expect.any(String),
      });
    }
    expect(expected['Home team highlights']!.length).toBeGreaterThan(0);
  });

  it('groups cricket packages by actions (with codes), batter and bowler', async () => {
    const p = await person('cricket');
    const packages = await p.build(p.games[0]!.id);
    const boundaries = packages.find((x) => x.packageName === 'Boundaries')!;
    expect(boundaries.status).toBe('ready');
    const { clips, count } = await p.allClips(boundaries.id);
    expect(
      clips.every((c) =>
        ['4', '6'].includes(String(c.payload.find((i) => i.category === 'runs')?.value)),
      ),
    ).toBe(true);
    const actions = await p.call<HighlightGroupValue[]>(
      'GET',
      `/highlights/${boundaries.id}/lists?name=actions`,
    );
    expect(actions.status).toBe(200);
    const codes = {
      Four: 'B4',
      Six: 'B6',
      Wicket: 'WKT',
      Appeal: 'APL',
      'No ball': 'NB',
      Wide: 'WD',
    };
    for (const a of actions.body) expect(a.code).toBe(codes[a.value as keyof typeof codes]);
    expect(
      actions.body
        .filter((a) => ['Four', 'Six'].includes(a.value))
        .reduce((s, a) => s + a.count, 0),
    ).toBe(count);
    const batters = await p.call<HighlightGroupValue[]>(
      'GET',
      `/highlights/${boundaries.id}/lists?name=batter`,
    );
    expect(batters.body.reduce((s, b) => s + b.count, 0)).toBe(count);
    const first = batters.body[0]!;
    const theirs = await p.allClips(boundaries.id, `&batter=${encodeURIComponent(first.value)}`);
    expect(theirs.count).toBe(first.count);
    const sixes = await p.allClips(boundaries.id, '&actions=Six');
    expect(
      sixes.clips.every((c) =>
        c.payload.some((i) => i.category === 'runs' && String(i.value) === '6'),
      ),
    ).toBe(true);
    expect((await p.call('GET', `/highlights/${boundaries.id}/lists?name=venue`)).status).toBe(400);
  });

  it('reads the soccer tenant’s JSON filters: each team’s package holds only that team', async () => {
    const p = await person('soccer');
    const game = p.games[0]!;
    const packages = await p.build(game.id);
    for (const [name, side] of [
      ['Home team highlights', 'home'],
      ['Away team highlights', 'away'],
    ] as const) {
      const pkg = packages.find((x) => x.packageName === name)!;
      expect(pkg.status, pkg.reason ?? '').toBe('ready');
      const { clips } = await p.allClips(pkg.id);
      const seeded = await p.clipsOf(game.id);
      const wanted = seeded.filter(
        (c) =>
          value(c, 'team') === game.metadata[side] &&
          ['Goal', 'Save', 'Shot', 'Red card'].includes(value(c, 'action') ?? ''),
      );
      expect(clips.map((c) => idOf(c.id)).sort(), name).toEqual(wanted.map((c) => c.id).sort());
    }
  });

  it('bands long football plays by distance, and lists all scores in the order played', async () => {
    const p = await person('american-football');
    const packages = await p.build(p.games[0]!.id);
    const band = packages.find((x) => x.packageName.includes('21-30'))!;
    for (const c of (await p.allClips(band.id)).clips) {
      const distance = Number(c.payload.find((i) => i.category === 'distance')?.value);
      expect(distance).toBeGreaterThanOrEqual(21);
      expect(distance).toBeLessThanOrEqual(30);
    }
    const scores = packages.find((x) => x.packageName === 'All scores')!;
    expect(scores.sortMode).toBe('startTime ascending');
    const times = (await p.allClips(scores.id)).clips.map((c) => Date.parse(c.startTime));
    expect(times).toEqual(times.toSorted((a, b) => a - b));
  });
});
