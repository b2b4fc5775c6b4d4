import { describe, expect, it } from 'vitest';
import { familyOf, tenantByKey } from '../../../src/tenants';
import { matchDataSettingsOf } from '../../../src/tenants/config/match-data';
import { readStatsbomb } from '../../../src/core/domain/match-files/statsbomb';
import { corpusClips } from '../corpus-clips';
import { SeededRandom } from '../random';
import type { ArchiveMatch } from './cricket';
import { footballArchive } from './football';
import { realStatsbombMatch } from './real-matches';

const soccer = tenantByKey('soccer')!;
const rules = matchDataSettingsOf(soccer.family)!.statsbomb!;

describe('a generated football archive', () => {
  const real = realStatsbombMatch();
  const realEvents = readStatsbomb(real.events, 'real', rules).events;
  const actions = (events: typeof realEvents) =>
    events
      .map((e) => String(e.values.find((v) => v.category === 'action')?.value))
      .sort((a, b) => a.localeCompare(b));

  it('replays the real match’s shots, saves, fouls, cards and corners at their minutes', () => {
    const archive = footballArchive(new SeededRandom('t'), real, rules, 100);
    const first = archive.next().value as ArchiveMatch;
    expect(actions(first.events)).toEqual(actions(realEvents));
    const minutes = (events: typeof realEvents) =>
      events.map((e) => e.values.find((v) => v.category === 'minute')?.value);
    expect(minutes(first.events)).toEqual(minutes(realEvents));
  });

  it('names its sides from the real clubs and its players from the real line-ups’ names', () => {
    const archive = footballArchive(new SeededRandom('t'), real, rules, 200);
    const matches = Array.from({ length: 200 }, () => archive.next().value as ArchiveMatch);
    const players = new Set(
      matches.flatMap((m) =>
        m.events.flatMap((e) =>
          e.values.filter((v) => v.category === 'player').map((v) => v.value),
        ),
      ),
    );
    expect(players.size).toBeGreaterThan(150);
    const teams = new Set(matches.flatMap((m) => m.title.split(' v ')));
    for (const team of teams) expect(team).toMatch(/^(Barcelona|Girona)( B| C| Juvenil A)?$/);
    // None of the real match's players is named as they were.
    const realPlayers = new Set(
      realEvents.flatMap((e) =>
        e.values.filter((v) => v.category === 'player').map((v) => v.value),
      ),
    );
    expect([...players].filter((p) => realPlayers.has(p)).length).toBeLessThan(players.size / 10);
  });

  it('is the soccer tenant’s corpus, in its categories', () => {
    const categories = new Set(familyOf(soccer).clipCategories.map((c) => c.name));
    const clips = [...corpusClips(soccer, 500, () => undefined).inIdOrder()];
    expect(clips).toHaveLength(500);
    for (const clip of clips) {
      expect(clip.items.some((i) => i.category === 'action')).toBe(true);
      for (const item of clip.items) expect(categories.has(item.category)).toBe(true);
    }
  });
});
