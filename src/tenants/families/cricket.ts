import type { Family } from '../types';

export const cricket: Family = {
  name: 'cricket',
  kind: 'cricket',
  clipCategories: [
    { name: 'batter', label: 'Batter' },
    { name: 'bowler', label: 'Bowler' },
    { name: 'fielder', label: 'Fielder' },
    { name: 'runs', label: 'Runs', valueType: 'integer' },
    { name: 'wicket', label: 'Wicket' },
    { name: 'season', label: 'Season' },
    { name: 'match_format', label: 'Match format' },
    { name: 'series', label: 'Series' },
    { name: 'match', label: 'Match' },
    { name: 'team', label: 'Team' },
    { name: 'appeal', label: 'Appeal' },
    { name: 'shot', label: 'Shot' },
    { name: 'ball_attributes', label: 'Ball attributes' },
    { name: 'match_date', label: 'Match date', valueType: 'date' },
    // What a ball-by-ball file also says of each delivery (docs/match-data.md).
    { name: 'non_striker', label: 'Non-striker' },
    { name: 'player_out', label: 'Player out' },
    { name: 'extras', label: 'Extras', valueType: 'integer' },
    { name: 'extras_kind', label: 'Extras kind' },
    { name: 'innings', label: 'Innings', valueType: 'integer' },
    { name: 'over', label: 'Over', valueType: 'integer' },
    { name: 'ball', label: 'Ball', valueType: 'integer' },
  ],
  assetCategories: [
    { name: 'match', label: 'Match' },
    { name: 'series', label: 'Series' },
    { name: 'venue', label: 'Venue' },
    { name: 'match_date', label: 'Match date', valueType: 'date' },
  ],
};

/** The cricket test tenant: cricket's data, its own export encoding. */
export const cricketTest: Family = { ...cricket, name: 'cricketTest' };
