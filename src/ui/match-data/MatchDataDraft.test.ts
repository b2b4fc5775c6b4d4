import { describe, expect, it, vi } from 'vitest';
import type { MatchDataPreview } from '../../core/api/contract';
import { families } from '../../tenants';
import { matchDataFixtureText } from '../../../test/fixtures/match-data/fixture';
import { MatchDataDraft, matchDataView, type MatchDataFormContext } from './MatchDataDraft';

const FINAL = { text: matchDataFixtureText('cricsheet/1426312.json'), name: '1426312.json' };
const EVENTS = {
  text: matchDataFixtureText('statsbomb/15986-events.json'),
  name: '15986-events.json',
};
const LINEUP = {
  text: matchDataFixtureText('statsbomb/15986-lineup.json'),
  name: '15986-lineup.json',
};
const LOGGER = { text: matchDataFixtureText('logger/15986-logger.csv'), name: 'final-day.csv' };

const cricket: MatchDataFormContext = {
  formats: ['cricsheet', 'csv'],
  savedCsvMapping: null,
  categories: families.cricket!.clipCategories,
  assetMatch: 'Sunrisers Hyderabad v Kolkata Knight Riders',
  duration: 4 * 3600,
};
const football: MatchDataFormContext = {
  ...cricket,
  formats: ['statsbomb', 'csv'],
  categories: families.soccer!.clipCategories,
  assetMatch: undefined,
};

describe('the match data form', () => {
  it('reads a Cricsheet file into a sync point per innings, and asks for their times', () => {
    const draft = new MatchDataDraft();
    draft.chooseFile(FINAL, cricket);
    const state = draft.getSnapshot();
    expect(state.matchId).toBe('1426312');
    expect(state.sync).toEqual([
      { innings: 1, ball: '0.1', time: '' },
      { innings: 2, ball: '0.1', time: '' },
    ]);
    // Nothing said until the person asks for the preview; then what is missing, in words.
    expect(matchDataView(state, cricket).rowProblems).toEqual([]);
    expect(draft.check(cricket)).toBeNull();
    const asked = matchDataView(draft.getSnapshot(), cricket).rowProblems;
    expect(asked).toHaveLength(2);
    expect(asked[0]).toMatch(/time/i);

    draft.setSync([
      { innings: 1, ball: '0.1', time: '10:00' },
      { innings: 2, ball: '9.9', time: '1:50:00' },
    ]);
    expect(matchDataView(draft.getSnapshot(), cricket).rowProblems[1]).toBe(
      'Innings 2 has no ball 9.9.',
    );
    draft.setSync([
      { innings: 1, ball: '0.1', time: '10:00' },
      { innings: 2, ball: '0.1', time: '1:50:00' },
    ]);
    expect(draft.check(cricket)).toMatchObject({
      matchId: '1426312',
      syncPoints: [
        { innings: 1, over: 0, ball: 1, at: 600 },
        { innings: 2, over: 0, ball: 1, at: 6600 },
      ],
    });
  });

  it('makes the preview stale with any change, and tells its listeners', () => {
    const draft = new MatchDataDraft();
    const heard = vi.fn();
    draft.subscribe(heard);
    draft.chooseFile(FINAL, cricket);
    draft.setPreview({ clips: [] } as unknown as MatchDataPreview);
    draft.setProblem(null);
    expect(draft.getSnapshot().preview).not.toBeNull();
    draft.setMatchId('1426312-revised');
    expect(draft.getSnapshot()).toMatchObject({ preview: null, matchId: '1426312-revised' });
    expect(heard).toHaveBeenCalledTimes(4);
    draft.setMatchId('not an id!');
    draft.check(cricket);
    expect(matchDataView(draft.getSnapshot(), cricket).idProblem).toMatch(/letters, digits/);
  });

  it('says which files do not belong: another library’s format, another match, a line-up', () => {
    const draft = new MatchDataDraft();
    draft.chooseFile(EVENTS, cricket);
    expect(matchDataView(draft.getSnapshot(), cricket).fileProblem).toBe(
      'This is a StatsBomb file: this library takes Cricsheet and CSV files.',
    );
    draft.chooseFile(FINAL, { ...cricket, assetMatch: 'Mumbai Indians v Chennai Super Kings' });
    expect(
      matchDataView(draft.getSnapshot(), {
        ...cricket,
        assetMatch: 'Mumbai Indians v Chennai Super Kings',
      }).fileProblem,
    ).toMatch(/Sunrisers Hyderabad/);
    draft.chooseFile(LINEUP, football);
    expect(matchDataView(draft.getSnapshot(), football).fileProblem).toMatch(/line-up file/);
    draft.chooseFile({ text: '{"not": "a match"}', name: 'x.json' }, football);
    expect(matchDataView(draft.getSnapshot(), football).fileProblem).toMatch(/neither/);
  });

  it('takes a StatsBomb file with its line-up, a kick-off row per period', () => {
    const draft = new MatchDataDraft();
    draft.chooseFile(EVENTS, football);
    expect(draft.getSnapshot().periods).toEqual([
      { period: 1, time: '' },
      { period: 2, time: '' },
    ]);
    draft.chooseLineup(FINAL);
    expect(matchDataView(draft.getSnapshot(), football).lineupProblem).toBe(
      'This is not a StatsBomb line-up file.',
    );
    draft.chooseLineup(LINEUP);
    draft.setPeriods([
      { period: 1, time: '2:00' },
      { period: 2, time: '1:00:00' },
    ]);
    const request = draft.check(football);
    expect(request).toMatchObject({
      matchId: '15986',
      periodStarts: { '1': 120, '2': 3600 },
    });
    expect(request?.lineup).toBeDefined();
  });

  it('maps a logger’s CSV to the tenant’s categories, its halves giving the kick-off rows', () => {
    const draft = new MatchDataDraft();
    draft.chooseFile(LOGGER, football);
    const { csv, periods, matchId } = draft.getSnapshot();
    // No number in the file's name: the name is the match's id, as the server would take it.
    expect(matchId).toBe('final-day');
    expect(csv).toMatchObject({ period: 'Half', timeKind: 'clock' });
    expect(periods.map((p) => p.period)).toEqual([1, 2]);
    draft.changeCsv({ ...csv!, period: undefined });
    expect(draft.getSnapshot().periods.map((p) => p.period)).toEqual([1]);
  });
});
