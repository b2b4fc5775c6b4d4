import { describe, expect, it } from 'vitest';
import { familyConfigs, families, INTERSTITIAL_CATEGORY } from '../../src/tenants';
import { parseQuery, queryFields } from '../../src/core/api/contract/query/parse';
import { mergeReview } from './build';
import { reelOrder, ruleOrder, withoutRepeats } from './order';
import { HighlightRuleError, jsonFilterQuery, ruleQuery } from './rules';

const game = {
  id: 'g-1',
  title: 'Rovers v Athletic',
  metadata: { home: 'Rovers "United"', away: 'Athletic' },
};

describe('highlight rules', () => {
  it('turns the soccer JSON filter into one search: game, any action, the side’s team', () => {
    expect(
      jsonFilterQuery(
        'Home',
        { assetid: '{assetId}', action: ['Goal', 'Red card'], team: '{home}' },
        game,
      ),
    ).toBe('assetId:"g-1" AND (action:"Goal" OR action:"Red card") AND team:"Rovers \\"United\\""');
    // Every soccer rule reads with the soccer tenant's own fields.
    const fields = queryFields([
      ...families.soccer.clipCategories,
      { name: INTERSTITIAL_CATEGORY, label: 'Bumper' },
    ]);
    for (const rule of familyConfigs.soccer.ui.highlights!.packages)
      expect(() => parseQuery(ruleQuery(rule, game), fields), rule.label).not.toThrow();
  });

  it('says which rule is wrong, and why', () => {
    const noTeam = { ...game, metadata: {} };
    expect(() => jsonFilterQuery('Away', { assetid: '{assetId}', team: '{away}' }, noTeam)).toThrow(
      new HighlightRuleError('Away', 'the game “Rovers v Athletic” has no away team.'),
    );
    expect(() =>
      ruleQuery({ label: 'Loose', sortMode: 'startTime', query: 'action:Goal' }, game),
    ).toThrow(/“Loose” is wrong: its query does not name the game/);
    expect(() => jsonFilterQuery('Other', { assetid: 'someone-else' }, game)).toThrow(
      /“Other” is wrong/,
    );
  });
});

const clip = (id: string, at: number, duration = 5, match_date = '2026-10-01') => ({
  id,
  asset_id: `game-${match_date}`,
  start_offset: at,
  start_time: new Date(Date.UTC(2026, 9, 1, 12, 0, at)),
  duration,
  match_date,
});

describe('package order and review', () => {
  it('orders a rule’s clips latest first, or as played', () => {
    const clips = [clip('b', 20), clip('a', 10), clip('c', 30)];
    expect(ruleOrder(clips, 'startTime').map((c) => c.id)).toEqual(['c', 'b', 'a']);
    expect(ruleOrder(clips, 'startTime ascending').map((c) => c.id)).toEqual(['a', 'b', 'c']);
  });

  it('plays each moment once: a clip mostly inside another goes, the wider one stays', () => {
    const over = clip('over', 10, 40);
    const ballInOver = clip('ball', 20, 5);
    const sameStartShorter = clip('short', 10, 6);
    const overlapsALittle = clip('next', 48, 10);
    const otherGame = clip('elsewhere', 20, 5, '2026-09-01');
    const clips = [ballInOver, over, overlapsALittle, sameStartShorter, otherGame];
    expect([...withoutRepeats(clips)].sort()).toEqual(['elsewhere', 'next', 'over']);
    expect(ruleOrder(clips, 'startTime ascending').map((c) => c.id)).toEqual([
      'over',
      'elsewhere',
      'next',
    ]);
    // Half a clip inside the one before is a repeat; less is not.
    expect([...withoutRepeats([clip('a', 0, 10), clip('b', 6, 10)])]).toEqual(['a', 'b']);
    expect([...withoutRepeats([clip('a', 0, 10), clip('b', 5, 10)])]).toEqual(['a']);
    // A reel's lead and lag widen each clip before it is compared.
    const apart = [clip('a', 0, 10), clip('b', 12, 2)];
    expect(withoutRepeats(apart).size).toBe(2);
    expect([...withoutRepeats(apart, { lead: 3, lag: 3 })]).toEqual(['a']);
  });

  it('orders a reel by game then time, and stops before the cap with whole clips', () => {
    const clips = [clip('old', 5, 5, '2026-09-01'), clip('new2', 20), clip('new1', 10)];
    const reel = { query: '*', lead: 1, lag: 1, order: 'game' as const };
    expect(reelOrder(clips, { ...reel, maxSeconds: null }).map((c) => c.id)).toEqual([
      'new1',
      'new2',
      'old',
    ]);
    // Each clip takes 5 + 1 + 1 = 7 s: two fit in 20 s, three do not.
    expect(reelOrder(clips, { ...reel, maxSeconds: 20 }).map((c) => c.id)).toEqual([
      'new1',
      'new2',
    ]);
  });

  it('keeps a reviewed package’s order and choices; new clips follow; gone ones go', () => {
    const reviewed = [
      { clip_id: 'b', position: 0, excluded: true, lead: 0, lag: 0 },
      { clip_id: 'a', position: 1, excluded: false, lead: 2, lag: 1 },
      { clip_id: 'gone', position: 2, excluded: false, lead: 0, lag: 0 },
    ];
    const pad = { lead: 0, lag: 0 };
    expect(mergeReview(['a', 'b', 'new'], reviewed, true, pad).map((c) => c.clip_id)).toEqual([
      'b',
      'a',
      'new',
    ]);
    expect(mergeReview(['a', 'b', 'new'], reviewed, true, pad)[1]).toEqual({
      clip_id: 'a',
      excluded: false,
      lead: 2,
      lag: 1,
    });
    // Never reviewed: the rule's order, with the reel's pads.
    expect(mergeReview(['a', 'b'], [], false, { lead: 1, lag: 2 })).toEqual([
      { clip_id: 'a', excluded: false, lead: 1, lag: 2 },
      { clip_id: 'b', excluded: false, lead: 1, lag: 2 },
    ]);
  });
});
