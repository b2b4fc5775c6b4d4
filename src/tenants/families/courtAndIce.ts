import type { Family } from '../types';

export const basketball: Family = {
  name: 'basketball',
  kind: 'basketball',
  clipCategories: [
    { name: 'team', label: 'Team' },
    { name: 'player', label: 'Player' },
    { name: 'action', label: 'Action' },
    { name: 'points', label: 'Points', valueType: 'integer' },
    { name: 'period', label: 'Period', valueType: 'integer' },
    { name: 'game_clock', label: 'Game clock' },
    { name: 'home_away', label: 'Home or away' },
    { name: 'competition', label: 'Competition' },
    { name: 'season', label: 'Season' },
    { name: 'game', label: 'Game' },
    { name: 'match_date', label: 'Game date', valueType: 'date' },
  ],
  assetCategories: [
    { name: 'game', label: 'Game' },
    { name: 'competition', label: 'Competition' },
    { name: 'match_date', label: 'Game date', valueType: 'date' },
  ],
};

/** Women's competitions play quarters where men's play halves (SPEC §9 period rules). */
export const basketballWomen: Family = { ...basketball, name: 'basketballWomen' };

export const iceHockey: Family = {
  name: 'iceHockey',
  kind: 'iceHockey',
  clipCategories: [
    { name: 'team', label: 'Team' },
    { name: 'player', label: 'Player' },
    { name: 'event', label: 'Event' },
    { name: 'strength', label: 'Strength' },
    { name: 'period', label: 'Period', valueType: 'integer' },
    { name: 'season', label: 'Season' },
    { name: 'game', label: 'Game' },
    { name: 'match_date', label: 'Game date', valueType: 'date' },
  ],
  assetCategories: [
    { name: 'game', label: 'Game' },
    { name: 'match_date', label: 'Game date', valueType: 'date' },
  ],
};
