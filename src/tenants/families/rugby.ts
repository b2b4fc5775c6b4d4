import type { CategoryDefinition, Family } from '../types';

const rugbyClipCategories: readonly CategoryDefinition[] = [
  { name: 'team', label: 'Team' },
  { name: 'player', label: 'Player' },
  { name: 'action', label: 'Action' },
  { name: 'outcome', label: 'Outcome' },
  { name: 'half', label: 'Half', valueType: 'integer' },
  { name: 'competition', label: 'Competition' },
  { name: 'season', label: 'Season' },
  { name: 'match', label: 'Match' },
  { name: 'venue', label: 'Venue' },
  { name: 'match_date', label: 'Match date', valueType: 'date' },
];

const rugbyAssetCategories: readonly CategoryDefinition[] = [
  { name: 'match', label: 'Match' },
  { name: 'competition', label: 'Competition' },
  { name: 'venue', label: 'Venue' },
  { name: 'match_date', label: 'Match date', valueType: 'date' },
];

export const rugbyUnion: Family = {
  name: 'rugbyUnion',
  kind: 'rugby',
  clipCategories: rugbyClipCategories,
  assetCategories: rugbyAssetCategories,
};

export const rugbyLeague: Family = {
  name: 'rugbyLeague',
  kind: 'rugby',
  clipCategories: rugbyClipCategories,
  assetCategories: rugbyAssetCategories,
};
