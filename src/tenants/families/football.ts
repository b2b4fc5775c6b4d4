import type { Family } from '../types';

export const americanFootball: Family = {
  name: 'americanFootball',
  kind: 'americanFootball',
  clipCategories: [
    { name: 'team', label: 'Team' },
    { name: 'player', label: 'Player' },
    { name: 'play_type', label: 'Play type' },
    { name: 'result', label: 'Result' },
    { name: 'down', label: 'Down', valueType: 'integer' },
    { name: 'yards', label: 'Yards', valueType: 'integer' },
    { name: 'distance', label: 'Distance', valueType: 'integer' },
    { name: 'quarter', label: 'Quarter', valueType: 'integer' },
    { name: 'season', label: 'Season' },
    { name: 'game', label: 'Game' },
    { name: 'match_date', label: 'Game date', valueType: 'date' },
  ],
  assetCategories: [
    { name: 'game', label: 'Game' },
    { name: 'match_date', label: 'Game date', valueType: 'date' },
  ],
};

const associationFootballCategories = [
  { name: 'team', label: 'Team' },
  { name: 'player', label: 'Player' },
  { name: 'action', label: 'Action' },
  { name: 'half', label: 'Half', valueType: 'integer' },
  { name: 'minute', label: 'Minute', valueType: 'integer' },
  { name: 'competition', label: 'Competition' },
  { name: 'season', label: 'Season' },
  { name: 'match', label: 'Match' },
  { name: 'match_date', label: 'Match date', valueType: 'date' },
] as const;

export const soccer: Family = {
  name: 'soccer',
  kind: 'soccer',
  clipCategories: associationFootballCategories,
  assetCategories: [
    { name: 'match', label: 'Match' },
    { name: 'competition', label: 'Competition' },
    { name: 'match_date', label: 'Match date', valueType: 'date' },
  ],
};

/** A football league whose packages band scores by shot distance (SPEC §9). */
export const footballLeague: Family = {
  name: 'footballLeague',
  kind: 'soccer',
  clipCategories: [
    ...associationFootballCategories,
    { name: 'distance', label: 'Distance (yards)', valueType: 'integer' },
  ],
  assetCategories: soccer.assetCategories,
};
