import type { FamilyName } from '../types';
import type { MatchDataSettings, StatsbombActionRule } from './types';

/**
 * Cricket's clips from ball-by-ball data (docs/match-data.md): a delivery is seen from the
 * bowler's run-up to the ball going dead; a boundary and a wicket run on for the celebration
 * and the replay. Balls between sync points are spaced as a T20 broadcast spaces them.
 */
const CRICKET_MATCH_DATA: MatchDataSettings = {
  timing: {
    default: { leadSeconds: 3, lagSeconds: 8 },
    boundary: { leadSeconds: 3, lagSeconds: 12 },
    wicket: { leadSeconds: 3, lagSeconds: 15 },
  },
  cricket: { ballSeconds: 32, overGapSeconds: 70, wicketGapSeconds: 90 },
};

/** A StatsBomb event type's cards: a red, then a yellow or a second yellow. */
const cardRules = (type: string, path: string): StatsbombActionRule[] => [
  { type, where: { path, equals: ['Red Card'] }, action: 'Red card', kind: 'card' },
  {
    type,
    where: { path, equals: ['Yellow Card', 'Second Yellow'] },
    action: 'Yellow card',
    kind: 'card',
  },
];

/**
 * Football's clips from a StatsBomb event file: which events make clips, as the soccer tenant's
 * actions (the values its filters and highlight rules use), first rule that matches wins.
 */
const SOCCER_MATCH_DATA: MatchDataSettings = {
  timing: {
    default: { leadSeconds: 6, lagSeconds: 6 },
    goal: { leadSeconds: 12, lagSeconds: 18 },
    shot: { leadSeconds: 8, lagSeconds: 5 },
    save: { leadSeconds: 8, lagSeconds: 5 },
    card: { leadSeconds: 8, lagSeconds: 6 },
    corner: { leadSeconds: 2, lagSeconds: 10 },
    offside: { leadSeconds: 8, lagSeconds: 4 },
  },
  statsbomb: [
    {
      type: 'Shot',
      where: { path: 'shot.outcome.name', equals: ['Goal'] },
      action: 'Goal',
      kind: 'goal',
    },
    { type: 'Shot', action: 'Shot', kind: 'shot' },
    {
      type: 'Goal Keeper',
      where: { path: 'goalkeeper.type.name', equals: ['Shot Saved', 'Penalty Saved', 'Save'] },
      action: 'Save',
      kind: 'save',
    },
    ...cardRules('Foul Committed', 'foul_committed.card.name'),
    { type: 'Foul Committed', action: 'Foul', kind: 'default' },
    ...cardRules('Bad Behaviour', 'bad_behaviour.card.name'),
    {
      type: 'Pass',
      where: { path: 'pass.type.name', equals: ['Corner'] },
      action: 'Corner',
      kind: 'corner',
    },
    {
      type: 'Pass',
      where: { path: 'pass.outcome.name', equals: ['Pass Offside'] },
      action: 'Offside',
      kind: 'offside',
    },
    { type: 'Offside', action: 'Offside', kind: 'offside' },
  ],
};

/**
 * Any other sport's clips, from a logger's CSV: an event seen from a few seconds before it to the
 * reaction after it; a kind column may name the tenant's kinds (none here beyond `default`).
 */
const LOGGED_MATCH_DATA: MatchDataSettings = {
  timing: { default: { leadSeconds: 5, lagSeconds: 10 } },
};

/**
 * How each family's imports of match data make clips; every family of video takes a logger's
 * CSV, and none the image library's, whose stills have no time line. The server's alone: kept
 * out of the tenant configuration every page downloads.
 */
const MATCH_DATA: Partial<Record<FamilyName, MatchDataSettings>> = {
  default: LOGGED_MATCH_DATA,
  cricket: CRICKET_MATCH_DATA,
  cricketTest: CRICKET_MATCH_DATA,
  rugbyUnion: LOGGED_MATCH_DATA,
  rugbyLeague: LOGGED_MATCH_DATA,
  basketball: LOGGED_MATCH_DATA,
  basketballWomen: LOGGED_MATCH_DATA,
  americanFootball: LOGGED_MATCH_DATA,
  iceHockey: LOGGED_MATCH_DATA,
  soccer: SOCCER_MATCH_DATA,
  horseRacing: LOGGED_MATCH_DATA,
  eventFeed: LOGGED_MATCH_DATA,
  footballLeague: SOCCER_MATCH_DATA,
};

export const matchDataSettingsOf = (family: FamilyName): MatchDataSettings | undefined =>
  MATCH_DATA[family];
