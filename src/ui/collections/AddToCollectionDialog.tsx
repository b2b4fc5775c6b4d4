import { FormActions, FormDialog } from '../common/FormDialog';
import { Field, Input, Text } from '@fluentui/react-components';
import { tokens } from '@fluentui/react-theme';
import { makeStyles } from '@griffel/react';
import { useMemo, useState, type FormEvent } from 'react';
import type { Playlist, SearchHit } from '../../core/api/contract';
import { clipDisplay, formatClock } from '../../core/domain/clip-display';
import { clipOfHit } from '../../core/domain/collection-edit';
import { addToCollectionLabel } from '../../core/domain/collections';
import { useDebouncedValue, useTenant } from '../common';
import { CollectionNameField, isCollectionNameValid } from './CollectionNameField';
import { useCollectionList, useCollectionWrites, writeProblem } from './useCollections';
import { countOf } from '../../core/domain/counting';
import { errorInWords } from '../../core/api/error-words';

/** Collections offered at once; more are found by name. */
const SHOWN = 20;
const FIND_DELAY_MS = 250;
const NEW = 'new';

const useStyles = makeStyles({
  content: { display: 'grid', gap: tokens.spacingVerticalM },
  clip: { margin: 0, color: tokens.colorNeutralForeground2 },
  fieldset: {
    display: 'grid',
    gap: tokens.spacingVerticalS,
    margin: 0,
    padding: 0,
    border: 'none',
    minWidth: 0,
  },
  legend: {
    fontWeight: tokens.fontWeightSemibold,
    padding: 0,
    marginBottom: tokens.spacingVerticalS,
  },
  choices: {
    display: 'grid',
    gap: tokens.spacingVerticalXXS,
    maxHeight: '240px',
    overflowY: 'auto',
    padding: tokens.spacingVerticalXXS,
    borderRadius: tokens.borderRadiusMedium,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke1}`,
  },
  choice: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalS}`,
    borderRadius: tokens.borderRadiusMedium,
    cursor: 'pointer',
    ':hover': { backgroundColor: tokens.colorNeutralBackground1Hover },
  },
  radio: {
    accentColor: tokens.colorBrandBackground,
    width: '16px',
    height: '16px',
    margin: 0,
    ':focus-visible': { outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}` },
  },
  meta: { color: tokens.colorNeutralForeground2, marginLeft: 'auto', whiteSpace: 'nowrap' },
  choiceName: { minWidth: 0, overflowWrap: 'anywhere' },
  alert: { color: tokens.colorPaletteRedForeground1 },
});

/** What was done, and the toast that says so (with a way to open it, given a link). */
export interface AddedResult {
  collection: Playlist;
  created: boolean;
  message: string;
  action?: { label: string; onClick: () => void };
}

export interface AddToCollectionDialogProps {
  /** The search results to add, in order. */
  hits: Partial<SearchHit>[];
  /** A collection's page, `{id}` standing for its id: the toast then offers to open it. */
  collectionLink?: string | undefined;
  /** After the items were saved. */
  onDone(result: AddedResult): void;
  onClose(): void;
}

/** Words for clips added: "Added to “Shortlist”.", "5 clips added to the new project “Final”." */
function addedMessage(
  count: number,
  item: string,
  created: boolean,
  word: string,
  title: string,
): string {
  const what = count > 1 ? `${countOf(count, item)} added` : 'Added';
  return created ? `${what} to the new ${word} “${title}”.` : `${what} to “${title}”.`;
}

/**
 * Adds search results to one of the person's collections or to a new one (SPEC §3), under the
 * tenant's own label for the action. Loaded when first opened.
 */
export function AddToCollectionDialog({
  hits,
  collectionLink,
  onDone,
  onClose,
}: AddToCollectionDialogProps) {
  const styles = useStyles();
  const ui = useTenant().config.ui;
  const word = ui.verbiage.collection.toLowerCase();
  const plural = ui.verbiage.collections.toLowerCase();
  const label = addToCollectionLabel(ui.verbiage);
  const writes = useCollectionWrites();
  const [find, setFind] = useState('');
  const title = useDebouncedValue(find.trim(), FIND_DELAY_MS);
  const query = useMemo(
    () => ({ page: 1, title, limit: SHOWN, sort: '-updated_at' as const }),
    [title],
  );
  const list = useCollectionList(query);
  const [choice, setChoice] = useState<string | null>(null);
  const [name, setName] = useState('');
  const [missingName, setMissingName] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const found = list.data?.results;
  // The most recently changed collection is the likeliest; with none, a new one.
  if (choice === null && found && !title) setChoice(found[0]?.id ?? NEW);
  // Only what is on screen can be chosen: a search that hides the choice unchooses it.
  const chosen = choice === NEW || found?.some((c) => c.id === choice) ? choice : null;

  let clips: ReturnType<typeof clipOfHit>[];
  try {
    clips = hits.map(clipOfHit);
  } catch {
    clips = [];
  }
  const described = (hit: Partial<SearchHit>) => {
    const { title, subtitle } = clipDisplay(hit, ui.thumbnailJson);
    return `“${[title, subtitle].filter(Boolean).join(' · ')}” (${formatClock(hit.duration ?? 0)})`;
  };
  const what =
    hits.length === 1 ? described(hits[0]!) : countOf(hits.length, ui.verbiage.item ?? 'clip');

  async function submit(event: FormEvent) {
    event.preventDefault();
    event.stopPropagation();
    if (!chosen) return;
    if (chosen === NEW && !name.trim()) {
      setMissingName(true);
      return;
    }
    // Too long: the field already says so; nothing is sent, and nothing is cut.
    if (chosen === NEW && !isCollectionNameValid(name)) return;
    setBusy(true);
    setProblem(null);
    try {
      const collection =
        chosen === NEW
          ? await writes.create({ title: name.trim(), visibility: 'private', clips })
          : await writes.append(chosen, clips);
      const created = chosen === NEW;
      const link = collectionLink?.replaceAll('{id}', encodeURIComponent(collection.id));
      onDone({
        collection,
        created,
        message: addedMessage(
          hits.length,
          ui.verbiage.item ?? 'clip',
          created,
          word,
          collection.title,
        ),
        ...(link
          ? {
              action: { label: `Open “${collection.title}”`, onClick: () => location.assign(link) },
            }
          : {}),
      });
    } catch (error) {
      setProblem(writeProblem(error));
      setBusy(false);
    }
  }

  return (
    <FormDialog
      title={label}
      onClose={onClose}
      onSubmit={(e) => void submit(e)}
      contentClassName={styles.content}
      actions={
        <FormActions
          label="Add"
          busyLabel="Adding…"
          busy={busy}
          disabled={!chosen || clips.length === 0}
          onCancel={onClose}
        />
      }
    >
      {clips.length === 0 ? (
        <Text role="alert" className={styles.alert}>
          This clip has no asset, start or length, so it cannot be added.
        </Text>
      ) : (
        <p className={styles.clip}>{what}</p>
      )}
      <Field label={`Find a ${word} by name`}>
        <Input type="search" value={find} onChange={(_, d) => setFind(d.value)} />
      </Field>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>Add to which {word}?</legend>
        <div className={styles.choices}>
          <label className={styles.choice}>
            <input
              type="radio"
              name="collection"
              className={styles.radio}
              checked={chosen === NEW}
              onChange={() => setChoice(NEW)}
            />
            New {word}
          </label>
          {(found ?? []).map((c) => (
            <label key={c.id} className={styles.choice}>
              <input
                type="radio"
                name="collection"
                className={styles.radio}
                checked={chosen === c.id}
                onChange={() => setChoice(c.id)}
              />
              <span className={styles.choiceName} title={c.title}>
                {c.title}
              </span>
              <span className={styles.meta}>{countOf(c.total_items, 'item')}</span>
            </label>
          ))}
        </div>
        {list.isPending && <Text role="status">Loading your {plural}…</Text>}
        {list.error && (
          <Text role="alert" className={styles.alert}>
            Your {plural} could not be loaded. {errorInWords(list.error)}
          </Text>
        )}
        {list.data && found?.length === 0 && title && (
          <Text role="status">
            No {word} is called “{title}”.
          </Text>
        )}
        {list.data && found && list.data.total > found.length && (
          <Text size={200}>
            Showing the {found.length} most recently changed of {list.data.total}; find others by
            name.
          </Text>
        )}
      </fieldset>
      {chosen === NEW && (
        <CollectionNameField
          label={`Name of the new ${word}`}
          word={word}
          value={name}
          missing={missingName}
          onChange={setName}
          onMissingChange={setMissingName}
        />
      )}
      {problem && (
        <Text role="alert" className={styles.alert}>
          {problem}
        </Text>
      )}
    </FormDialog>
  );
}
