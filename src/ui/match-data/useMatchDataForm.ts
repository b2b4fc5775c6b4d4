import { useState, useSyncExternalStore, type ChangeEvent } from 'react';
import {
  MatchDataDraft,
  matchDataView,
  type MatchDataFormContext,
  type PickedFile,
} from './MatchDataDraft';

export type { MatchDataFormContext };

/** A file the person chose, as its text, or null when they chose none. */
export async function chosenText(event: ChangeEvent<HTMLInputElement>): Promise<PickedFile | null> {
  const file = event.currentTarget.files?.[0];
  return file ? { text: await file.text(), name: file.name } : null;
}

/**
 * The import dialog's form (`MatchDataDraft`), its files read from the person's choice; `given`
 * starts it from a draft already filled in (the catalogue's stories of its states).
 */
export function useMatchDataForm(context: MatchDataFormContext, given?: MatchDataDraft) {
  const [draft] = useState(() => given ?? new MatchDataDraft());
  const state = useSyncExternalStore(draft.subscribe, draft.getSnapshot);
  const { request: _request, ...view } = matchDataView(state, context);
  return {
    ...view,
    matchId: state.matchId,
    sync: state.sync,
    periods: state.periods,
    csv: state.csv,
    preview: state.preview,
    problem: state.problem,
    setMatchId: (text: string) => draft.setMatchId(text),
    setSync: (rows: typeof state.sync) => draft.setSync(rows),
    setPeriods: (rows: typeof state.periods) => draft.setPeriods(rows),
    changeCsv: (mapping: NonNullable<typeof state.csv>) => draft.changeCsv(mapping),
    clearBallTimes: () => draft.clearBallTimes(),
    setPreview: (preview: typeof state.preview) => draft.setPreview(preview),
    setProblem: (problem: string | null) => draft.setProblem(problem),
    stale: () => draft.stale(),
    chooseFile: async (event: ChangeEvent<HTMLInputElement>) => {
      const picked = await chosenText(event);
      if (picked) draft.chooseFile(picked, context);
    },
    chooseLineup: async (event: ChangeEvent<HTMLInputElement>) =>
      draft.chooseLineup(await chosenText(event)),
    chooseBallTimes: async (event: ChangeEvent<HTMLInputElement>) => {
      const picked = await chosenText(event);
      if (picked) draft.chooseBallTimes(picked);
    },
    /** The request to send, or null (and every problem shown) when something is missing. */
    check: () => draft.check(context),
  };
}

export type MatchDataForm = ReturnType<typeof useMatchDataForm>;
