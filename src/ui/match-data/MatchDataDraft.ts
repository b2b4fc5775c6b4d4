import type {
  CsvMapping,
  MatchDataFormat,
  MatchDataImportRequest,
  MatchDataPreview,
} from '../../core/api/contract';
import {
  FORMAT_NAMES,
  cricketTimeline,
  footballTimeline,
  otherMatchProblem,
  readMatchFile,
  type LineupFile,
  type MatchFile,
  type PeriodStartRow,
  type TimelineRows,
  type SyncPointRow,
} from '../../core/domain/match-data';
import {
  csvMappingProblem,
  csvPeriods,
  readBallTimes,
  suggestCsvMapping,
} from '../../core/domain/match-data-csv';

/** A file a person chose: its text and name. */
export interface PickedFile {
  text: string;
  name: string;
}

type Chosen<T> = { read: T; name: string } | { problem: string } | null;

/** What the person has given so far; a new object after every change. */
export interface MatchDataState {
  chosen: Chosen<MatchFile>;
  lineup: Chosen<LineupFile>;
  matchId: string;
  sync: SyncPointRow[];
  ballTimes: Chosen<SyncPointRow[]>;
  periods: PeriodStartRow[];
  csv: CsvMapping | null;
  /** The person asked for a preview or the import: every problem is shown from then on. */
  checked: boolean;
  /** The server's preview of exactly this state; null once anything changes. */
  preview: MatchDataPreview | null;
  /** Why the last preview or import failed, in words. */
  problem: string | null;
}

/** What the form is checked against: the library and the video. */
export interface MatchDataFormContext {
  /** The formats the library takes; undefined until known. */
  formats: MatchDataFormat[] | undefined;
  /** The tenant's CSV columns as its last CSV import mapped them. */
  savedCsvMapping: CsvMapping | null;
  categories: ReadonlyArray<{ name: string; label: string }>;
  assetMatch: string | undefined;
  duration: number;
}

const EMPTY: MatchDataState = {
  chosen: null,
  lineup: null,
  matchId: '',
  sync: [],
  ballTimes: null,
  periods: [],
  csv: null,
  checked: false,
  preview: null,
  problem: null,
};

const periodRows = (periods: readonly number[]) => periods.map((period) => ({ period, time: '' }));

const LINEUP_AS_EVENTS =
  'This is a StatsBomb line-up file: choose the match’s events file here, and the line-up below.';

/**
 * The import dialog's form: the file and what it is, the times that place its events (sync
 * points or a logger's table of ball times; kick-offs; a CSV's columns), and the request they
 * make. Any change makes the preview stale: the import writes only what was previewed.
 * Framework-free: the dialog renders `matchDataView` of its snapshot.
 */
export class MatchDataDraft {
  readonly #listeners = new Set<() => void>();
  #state = EMPTY;

  subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };

  getSnapshot = (): MatchDataState => this.#state;

  /** The match's file, read at once; the rows it needs start empty. */
  chooseFile(picked: PickedFile, context: MatchDataFormContext): void {
    const read = readMatchFile(picked.text, picked.name);
    const fresh = { checked: false, preview: null, problem: null };
    if ('problem' in read) return this.#set({ ...fresh, chosen: { problem: read.problem } });
    if (read.format === 'statsbomb-lineup')
      return this.#set({ ...fresh, chosen: { problem: LINEUP_AS_EVENTS } });
    const csv =
      read.format === 'csv'
        ? suggestCsvMapping(read.table, context.categories, context.savedCsvMapping)
        : null;
    this.#set({
      ...fresh,
      chosen: { read, name: picked.name },
      matchId: read.matchId,
      ballTimes: null,
      sync:
        read.format === 'cricsheet'
          ? read.innings.map((i) => ({ innings: i.number, ball: i.balls[0] ?? '0.1', time: '' }))
          : [],
      csv,
      periods:
        read.format === 'csv' && csv
          ? periodRows(csvPeriods(read.table, csv))
          : read.format === 'statsbomb'
            ? periodRows(read.periods)
            : [],
    });
  }

  /** A StatsBomb line-up file beside the events; null: none. */
  chooseLineup(picked: PickedFile | null): void {
    if (!picked) return this.#change({ lineup: null });
    const read = readMatchFile(picked.text, picked.name);
    this.#change({
      lineup:
        'format' in read && read.format === 'statsbomb-lineup'
          ? { read, name: picked.name }
          : { problem: 'This is not a StatsBomb line-up file.' },
    });
  }

  /** A logger's table of ball times, in place of the sync points. */
  chooseBallTimes(picked: PickedFile): void {
    const read = readBallTimes(picked.text);
    this.#change({
      ballTimes: 'problem' in read ? read : { read: read.rows, name: picked.name },
    });
  }

  clearBallTimes(): void {
    this.#change({ ballTimes: null });
  }

  setMatchId(matchId: string): void {
    this.#change({ matchId });
  }

  setSync(sync: SyncPointRow[]): void {
    this.#change({ sync });
  }

  setPeriods(periods: PeriodStartRow[]): void {
    this.#change({ periods });
  }

  /** A CSV's columns; a new period column gives its periods' rows again. */
  changeCsv(csv: CsvMapping): void {
    const file = fileOf(this.#state);
    const periods =
      file?.format === 'csv' && csv.period !== this.#state.csv?.period
        ? periodRows(csvPeriods(file.table, csv))
        : this.#state.periods;
    this.#change({ csv, periods });
  }

  setPreview(preview: MatchDataPreview | null): void {
    this.#set({ preview });
  }

  setProblem(problem: string | null): void {
    this.#set({ problem });
  }

  /** The preview and any problem are of another state now. */
  stale(): void {
    this.#set({ preview: null, problem: null });
  }

  /** The request to send, or null (and every problem shown from now on). */
  check(context: MatchDataFormContext): MatchDataImportRequest | null {
    this.#set({ checked: true });
    return matchDataView(this.#state, context).request;
  }

  #change(patch: Partial<MatchDataState>): void {
    this.#set({ ...patch, preview: null, problem: null });
  }

  #set(patch: Partial<MatchDataState>): void {
    this.#state = { ...this.#state, ...patch };
    for (const listener of this.#listeners) listener();
  }
}

const fileOf = (state: MatchDataState) =>
  state.chosen && 'read' in state.chosen ? state.chosen.read : null;

function fileProblemOf(state: MatchDataState, context: MatchDataFormContext): string | null {
  const { chosen } = state;
  const { formats } = context;
  if (!chosen) return null;
  if ('problem' in chosen) return chosen.problem;
  if (formats && !formats.includes(chosen.read.format))
    return formats.length === 0
      ? 'This library takes no match data.'
      : `This is a ${FORMAT_NAMES[chosen.read.format]} file: this library takes ${formats.map((f) => FORMAT_NAMES[f]).join(' and ')} files.`;
  return otherMatchProblem(chosen.read, context.assetMatch);
}

function timelineOf(state: MatchDataState, context: MatchDataFormContext): TimelineRows | null {
  const file = fileOf(state);
  const { ballTimes, csv } = state;
  if (!file) return null;
  if (file.format === 'cricsheet') {
    if (ballTimes && 'read' in ballTimes) {
      const placed = cricketTimeline(ballTimes.read, file, context.duration);
      if (placed.ok || placed.problem) return placed;
      const row = placed.problems.findIndex(Boolean);
      return {
        ok: false,
        problems: [],
        problem: `Row ${row + 2} of ${ballTimes.name}: ${placed.problems[row]}`,
      };
    }
    return cricketTimeline(state.sync, file, context.duration);
  }
  if (file.format === 'csv') {
    const mappingProblem = csv ? csvMappingProblem(csv) : 'Choose the file’s columns.';
    if (mappingProblem) return { ok: false, problems: [], problem: mappingProblem };
    if (csv!.timeKind !== 'clock') return { ok: true, body: {} };
  }
  return footballTimeline(state.periods, context.duration);
}

/** The form as the dialog shows it: the file read, each problem in words, the request. */
export function matchDataView(state: MatchDataState, context: MatchDataFormContext) {
  const file = fileOf(state);
  const fileProblem = fileProblemOf(state, context);
  const timeline = timelineOf(state, context);
  const idProblem = /^[A-Za-z0-9._-]{1,64}$/.test(state.matchId.trim())
    ? null
    : 'Give the provider’s id of the match: letters, digits, dots and dashes.';
  const { lineup, ballTimes, checked } = state;
  const request: MatchDataImportRequest | null =
    file && timeline?.ok && !idProblem && !fileProblem
      ? {
          file: file.document,
          matchId: state.matchId.trim(),
          ...(lineup && 'read' in lineup ? { lineup: lineup.read.document } : {}),
          ...(file.format === 'csv' && state.csv ? { csv: state.csv } : {}),
          ...timeline.body,
        }
      : null;
  return {
    file,
    fileProblem,
    lineupProblem: lineup && 'problem' in lineup ? lineup.problem : null,
    idProblem: checked ? idProblem : null,
    ballTimes:
      ballTimes && 'read' in ballTimes
        ? { name: ballTimes.name, balls: ballTimes.read.length }
        : null,
    ballTimesProblem: ballTimes && 'problem' in ballTimes ? ballTimes.problem : null,
    /** Each row's problem and the whole's, once the person has asked for a preview. */
    rowProblems: checked && timeline && !timeline.ok ? timeline.problems : [],
    timelineProblem: checked && timeline && !timeline.ok ? timeline.problem : null,
    request,
  };
}
