import { useState, type ChangeEvent } from 'react';
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

type Chosen<T> = { read: T; name: string } | { problem: string } | null;

/** A file the person chose, as its text, or null when they chose none. */
export async function chosenText(event: ChangeEvent<HTMLInputElement>) {
  const file = event.currentTarget.files?.[0];
  return file ? { text: await file.text(), name: file.name } : null;
}

const periodRows = (periods: readonly number[]) => periods.map((period) => ({ period, time: '' }));

export interface MatchDataFormContext {
  /** The formats the library takes; undefined until known. */
  formats: MatchDataFormat[] | undefined;
  /** The tenant's CSV columns as its last CSV import mapped them. */
  savedCsvMapping: CsvMapping | null;
  categories: ReadonlyArray<{ name: string; label: string }>;
  assetMatch: string | undefined;
  duration: number;
}

/**
 * The import dialog's form: the file and what it is, the times that place its events (sync
 * points or a logger's table of ball times; kick-offs; a CSV's columns), each checked in words,
 * and the request they make. Any change makes the preview stale: the import writes only what
 * was previewed.
 */
export function useMatchDataForm(context: MatchDataFormContext) {
  const [chosen, setChosen] = useState<Chosen<MatchFile>>(null);
  const [lineup, setLineup] = useState<Chosen<LineupFile>>(null);
  const [matchId, setMatchId] = useState('');
  const [sync, setSync] = useState<SyncPointRow[]>([]);
  const [ballTimes, setBallTimes] = useState<Chosen<SyncPointRow[]>>(null);
  const [periods, setPeriods] = useState<PeriodStartRow[]>([]);
  const [csv, setCsv] = useState<CsvMapping | null>(null);
  const [checked, setChecked] = useState(false);
  const [preview, setPreview] = useState<MatchDataPreview | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const stale = () => {
    setPreview(null);
    setProblem(null);
  };
  const changed =
    <T>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      stale();
    };

  const file = chosen && 'read' in chosen ? chosen.read : null;
  const { formats } = context;
  const fileProblem = (() => {
    if (!chosen) return null;
    if ('problem' in chosen) return chosen.problem;
    if (formats && !formats.includes(chosen.read.format))
      return formats.length === 0
        ? 'This library takes no match data.'
        : `This is a ${FORMAT_NAMES[chosen.read.format]} file: this library takes ${formats.map((f) => FORMAT_NAMES[f]).join(' and ')} files.`;
    return otherMatchProblem(chosen.read, context.assetMatch);
  })();

  const timeline = ((): TimelineRows | null => {
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
      return cricketTimeline(sync, file, context.duration);
    }
    if (file.format === 'csv') {
      const mappingProblem = csv ? csvMappingProblem(csv) : 'Choose the file’s columns.';
      if (mappingProblem) return { ok: false, problems: [], problem: mappingProblem };
      if (csv!.timeKind !== 'clock') return { ok: true, body: {} };
    }
    return footballTimeline(periods, context.duration);
  })();
  const idProblem = /^[A-Za-z0-9._-]{1,64}$/.test(matchId.trim())
    ? null
    : 'Give the provider’s id of the match: letters, digits, dots and dashes.';

  const chooseFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const picked = await chosenText(event);
    if (!picked) return;
    const read = readMatchFile(picked.text, picked.name);
    setChecked(false);
    if ('problem' in read) return changed(setChosen)({ problem: read.problem });
    if (read.format === 'statsbomb-lineup')
      return changed(setChosen)({
        problem:
          'This is a StatsBomb line-up file: choose the match’s events file here, and the line-up below.',
      });
    changed(setChosen)({ read, name: picked.name });
    setMatchId(read.matchId);
    setBallTimes(null);
    setSync(
      read.format === 'cricsheet'
        ? read.innings.map((i) => ({ innings: i.number, ball: i.balls[0] ?? '0.1', time: '' }))
        : [],
    );
    if (read.format === 'csv') {
      const mapping = suggestCsvMapping(read.table, context.categories, context.savedCsvMapping);
      setCsv(mapping);
      setPeriods(periodRows(csvPeriods(read.table, mapping)));
    } else {
      setCsv(null);
      setPeriods(read.format === 'statsbomb' ? periodRows(read.periods) : []);
    }
  };

  const chooseLineup = async (event: ChangeEvent<HTMLInputElement>) => {
    const picked = await chosenText(event);
    if (!picked) return changed(setLineup)(null);
    const read = readMatchFile(picked.text, picked.name);
    changed(setLineup)(
      'format' in read && read.format === 'statsbomb-lineup'
        ? { read, name: picked.name }
        : { problem: 'This is not a StatsBomb line-up file.' },
    );
  };

  const chooseBallTimes = async (event: ChangeEvent<HTMLInputElement>) => {
    const picked = await chosenText(event);
    if (!picked) return;
    const read = readBallTimes(picked.text);
    changed(setBallTimes)('problem' in read ? read : { read: read.rows, name: picked.name });
  };

  const changeCsv = (mapping: CsvMapping) => {
    changed(setCsv)(mapping);
    if (file?.format === 'csv' && mapping.period !== csv?.period)
      setPeriods(periodRows(csvPeriods(file.table, mapping)));
  };

  const request = (): MatchDataImportRequest | null =>
    file && timeline?.ok && !idProblem && !fileProblem
      ? {
          file: file.document,
          matchId: matchId.trim(),
          ...(lineup && 'read' in lineup ? { lineup: lineup.read.document } : {}),
          ...(file.format === 'csv' && csv ? { csv } : {}),
          ...timeline.body,
        }
      : null;

  return {
    file,
    fileProblem,
    lineupProblem: lineup && 'problem' in lineup ? lineup.problem : null,
    matchId,
    setMatchId: changed(setMatchId),
    idProblem: checked ? idProblem : null,
    sync,
    setSync: changed(setSync),
    ballTimes:
      ballTimes && 'read' in ballTimes
        ? { name: ballTimes.name, balls: ballTimes.read.length }
        : null,
    ballTimesProblem: ballTimes && 'problem' in ballTimes ? ballTimes.problem : null,
    clearBallTimes: () => changed(setBallTimes)(null),
    periods,
    setPeriods: changed(setPeriods),
    csv,
    changeCsv,
    /** Each row's problem and the whole's, once the person has asked for a preview. */
    rowProblems: checked && timeline && !timeline.ok ? timeline.problems : [],
    timelineProblem: checked && timeline && !timeline.ok ? timeline.problem : null,
    chooseFile,
    chooseLineup,
    chooseBallTimes,
    preview,
    setPreview,
    problem,
    setProblem,
    /** The request to send, or null (and every problem shown) when something is missing. */
    check: () => {
      setChecked(true);
      return request();
    },
    stale,
  };
}

export type MatchDataForm = ReturnType<typeof useMatchDataForm>;
