import { FormActions, FormDialog } from '../common/FormDialog';
import { Field, Input, Text } from '@fluentui/react-components';
import { tokens } from '@fluentui/react-theme';
import { makeStyles } from '@griffel/react';
import { useMemo, useState, type FormEvent } from 'react';
import { LIMITS, type SavedSearch } from '../../core/api/contract';
import { errorInWords } from '../../core/api/error-words';
import { characterCount, lengthProblem } from '../../core/domain/counting';
import { chosenFilters, type SearchState } from '../../core/domain/search-state';
import type { FilterCategories } from '../../core/domain/search-expression';
import { termLabels } from './Chips';
import {
  saveRefusal,
  suggestedName,
  useSavedSearchList,
  useSavedSearchWrites,
} from './useSavedSearches';

const NAME_MAX = LIMITS.savedSearchNameLength;
const TOO_MANY = `You have ${LIMITS.savedSearchesPerPerson} saved searches, the most one person keeps. Delete one on the home page, then save this one.`;
const nameTaken = (name: string) =>
  `You already have a saved search called “${name}”. Choose another name.`;

const useStyles = makeStyles({
  content: { display: 'grid', gap: tokens.spacingVerticalM },
  what: { margin: 0, color: tokens.colorNeutralForeground2, overflowWrap: 'anywhere' },
  alert: { color: tokens.colorPaletteRedForeground1 },
});

export interface SaveSearchDialogProps {
  state: SearchState;
  categories: FilterCategories;
  labelOf: (category: string) => string;
  onSaved: (saved: SavedSearch) => void;
  onClose: () => void;
}

/** Saves the current search under a name of the person's (loaded when first opened). */
export function SaveSearchDialog({
  state,
  categories,
  labelOf,
  onSaved,
  onClose,
}: SaveSearchDialogProps) {
  const styles = useStyles();
  const writes = useSavedSearchWrites();
  // The person's list, to say at once when a name is taken or the list is full; the server
  // refuses both anyway, for a save made meanwhile elsewhere.
  const kept = useSavedSearchList().data?.results;
  const labels = useMemo(
    () => termLabels(state.query, categories, labelOf),
    [state.query, categories, labelOf],
  );
  const dates = [...chosenFilters(state.query, categories).values()];
  const [name, setName] = useState(() => suggestedName(labels));
  const [nameProblem, setNameProblem] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const tooLong = lengthProblem(name.trim(), NAME_MAX, 'name');

  async function submit(event: FormEvent) {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) return setNameProblem('Give the search a name.');
    if (tooLong) return;
    if (kept?.some((k) => k.name.toLowerCase() === trimmed.toLowerCase()))
      return setNameProblem(nameTaken(trimmed));
    if (kept && kept.length >= LIMITS.savedSearchesPerPerson) return setProblem(TOO_MANY);
    setBusy(true);
    setProblem(null);
    try {
      onSaved(
        await writes.save({
          name: trimmed,
          query: state.query,
          sort: state.sort,
          view: state.view,
        }),
      );
    } catch (error) {
      const refusal = saveRefusal(error);
      if (refusal === 'name-taken') setNameProblem(nameTaken(trimmed));
      else if (refusal === 'too-many') setProblem(TOO_MANY);
      else setProblem(`The search could not be saved. ${errorInWords(error)}`);
      setBusy(false);
    }
  }

  return (
    <FormDialog
      title="Save this search"
      onClose={onClose}
      onSubmit={(e) => void submit(e)}
      contentClassName={styles.content}
      actions={
        <FormActions label="Save search" busyLabel="Saving…" busy={busy} onCancel={onClose} />
      }
    >
      <p className={styles.what}>
        {labels.length ? labels.join(' · ') : 'Every clip'} ·{' '}
        {state.sort === 'newest' ? 'newest first' : 'oldest first'} ·{' '}
        {state.view === 'assets' ? 'shown as assets' : 'shown as clips'}
      </p>
      {dates.some((d) => d.kind === 'relative') && (
        <p className={styles.what}>
          Its period moves with the calendar: it is counted from the day you open the search.
        </p>
      )}
      {dates.some((d) => d.kind === 'range') && (
        <p className={styles.what}>
          Its dates are fixed. For a search that moves with the calendar, choose a period such as
          “Last 7 days” under the date filter first.
        </p>
      )}
      <Field
        label="Name"
        required
        validationMessage={nameProblem ?? tooLong ?? undefined}
        hint={characterCount(name.trim(), NAME_MAX)}
      >
        <Input
          value={name}
          onChange={(_, d) => {
            setName(d.value);
            setNameProblem(null);
          }}
        />
      </Field>
      {problem && (
        <Text role="alert" className={styles.alert}>
          {problem}
        </Text>
      )}
    </FormDialog>
  );
}
