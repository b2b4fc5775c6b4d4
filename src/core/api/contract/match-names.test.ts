import { describe, expect, it } from 'vitest';
import { namesTeams, teamsOfMatch } from './match-names';

describe('a match’s name', () => {
  const teams = ['Southern Stars', 'Coastal Kings'];

  it('names its two teams whatever it says besides', () => {
    for (const name of [
      'Southern Stars v Coastal Kings',
      'Southern Stars v Coastal Kings, T20 2',
      'Coastal Kings v Southern Stars Final',
      'Southern Stars v Coastal Kings (Day 1)',
      'southern  stars vs coastal kings - semi-final',
      'Big Bash 2026: Southern Stars v. Coastal Kings',
      'Super League | Coastal Kings versus Southern Stars',
    ])
      expect(namesTeams(name.replace('v.', 'vs.'), teams), name).toBe(true);
  });

  it('is another match when a team differs, or is only part of a name', () => {
    expect(namesTeams('Southern Stars v Coastal Kingsmen', teams)).toBe(false);
    expect(namesTeams('Northern Stars v Coastal Kings', teams)).toBe(false);
    expect(namesTeams('Stars v Coastal Kings', teams)).toBe(false);
    expect(namesTeams('Southern Stars v Coastal Kings', ['Southern Stars', 'Kings'])).toBe(false);
  });

  it('cannot tell without two teams on both sides', () => {
    expect(namesTeams('Training session', teams)).toBeNull();
    expect(namesTeams(undefined, teams)).toBeNull();
    expect(namesTeams('A v B', ['A'])).toBeNull();
  });

  it('gives its two teams as well as the name alone can tell', () => {
    expect(teamsOfMatch('Southern Stars v Coastal Kings, T20 2')).toEqual([
      'Southern Stars',
      'Coastal Kings',
    ]);
    expect(teamsOfMatch('IPL 2024: Mumbai Indians vs Chennai (Day 1)')).toEqual([
      'Mumbai Indians',
      'Chennai',
    ]);
    expect(teamsOfMatch('Barcelona v Girona - La Liga')).toEqual(['Barcelona', 'Girona']);
    expect(teamsOfMatch('Highlights')).toBeNull();
  });
});
