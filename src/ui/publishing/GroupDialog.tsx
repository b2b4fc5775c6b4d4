import {
  Button,
  Checkbox,
  Field,
  Input,
  Radio,
  RadioGroup,
  Select,
} from '@fluentui/react-components';
import { tokens } from '@fluentui/react-theme';
import { makeStyles } from '@griffel/react';
import { Textarea } from '@fluentui/react-textarea';
import { useState, type FormEvent } from 'react';
import type { GroupStatus, PlaylistGroup, PlaylistGroupInput } from '../../core/api/contract';
import { fromLocalInput, moved, toLocalInput, windowProblems } from '../../core/domain/publishing';
import { FormActions, FormDialog } from '../common/FormDialog';
import { useTenant } from '../common';
import { OrderControls } from './OrderControls';
import {
  isSavedElsewhere,
  publishingProblem,
  useGroups,
  usePublicCollections,
  usePublishingWrites,
} from './usePublishing';
import { WindowFields, type WindowDraft } from './WindowFields';

const useStyles = makeStyles({
  fields: { display: 'grid', gap: tokens.spacingVerticalM },
  chosen: { display: 'grid', gap: tokens.spacingVerticalXS, margin: 0, padding: 0 },
  item: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalS,
    listStyle: 'none',
    padding: `${tokens.spacingVerticalXS} 0`,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  name: { overflowWrap: 'anywhere', minWidth: 0 },
  add: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'end', flexWrap: 'wrap' },
  picker: { flex: '1 1 14em' },
  problem: { color: tokens.colorPaletteRedForeground1, margin: 0 },
});

export interface GroupDialogProps {
  /** The group to edit; a new one when absent. */
  group?: PlaylistGroup;
  onSaved(group: PlaylistGroup): void;
  onClose(): void;
}

/** Creates or edits a playlist group: its words, locations, status, window and collections. */
export function GroupDialog({ group, onSaved, onClose }: GroupDialogProps) {
  const styles = useStyles();
  const locations = useTenant().config.ui.placements.locations;
  const collections = usePublicCollections();
  const groups = useGroups();
  // Told of a newer save by someone else, the person may save again over it.
  const [overwrite, setOverwrite] = useState(false);
  const latest = groups.data?.find((g) => g.id === group?.id);
  const writes = usePublishingWrites();
  const [title, setTitle] = useState(group?.title ?? '');
  const [description, setDescription] = useState(group?.description ?? '');
  const [placements, setPlacements] = useState<string[]>(group?.placements ?? [...locations]);
  const [status, setStatus] = useState<GroupStatus>(group?.status ?? 'draft');
  const [window, setWindow] = useState<WindowDraft>({
    from: toLocalInput(group?.window.from ?? null),
    until: toLocalInput(group?.window.until ?? null),
  });
  const [playlists, setPlaylists] = useState<string[]>(group?.playlists ?? []);
  const [adding, setAdding] = useState('');
  const [shown, setShown] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const known = collections.data?.results ?? [];
  const nameOf = (id: string) =>
    known.find((c) => c.id === id)?.title ?? 'A collection that is not public';
  const windowIssues = shown.window ? windowProblems(window.from, window.until) : {};

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const issues: Record<string, string> = {};
    if (!title.trim()) issues.title = 'Give the group a title.';
    if (placements.length === 0) issues.placements = 'Choose where it is published.';
    const windowed = windowProblems(window.from, window.until);
    if (windowed.from || windowed.until) issues.window = 'window';
    setShown(issues);
    if (Object.keys(issues).length > 0) return;
    const input: PlaylistGroupInput = {
      title: title.trim(),
      description: description.trim(),
      placements,
      playlists,
      status,
      window: {
        from: fromLocalInput(window.from) ?? null,
        until: fromLocalInput(window.until) ?? null,
      },
    };
    setBusy(true);
    setProblem(null);
    try {
      const version = overwrite && latest ? latest.version : group?.version;
      const saved =
        group && version
          ? await writes.updateGroup(group.id, { ...input, version })
          : await writes.createGroup(input);
      onSaved(saved);
    } catch (error) {
      if (isSavedElsewhere(error)) {
        setProblem(
          `The group “${input.title}” was saved by someone else since you opened it. Save again to put yours in its place, or Cancel to keep theirs.`,
        );
        setOverwrite(true);
        await writes.reload();
      } else setProblem(publishingProblem(error, `The group “${input.title}”`));
    } finally {
      setBusy(false);
    }
  };

  const available = known.filter((c) => !playlists.includes(c.id));
  return (
    <FormDialog
      title={group ? `Edit “${group.title}”` : 'New playlist group'}
      onClose={onClose}
      onSubmit={(e) => void submit(e)}
      contentClassName={styles.fields}
      actions={
        <FormActions label="Save the group" busyLabel="Saving…" busy={busy} onCancel={onClose} />
      }
    >
      <Field
        label="Title"
        required
        validationState={shown.title ? 'error' : 'none'}
        validationMessage={shown.title}
      >
        <Input value={title} maxLength={200} onChange={(_, d) => setTitle(d.value)} />
      </Field>
      <Field label="Description">
        <Textarea
          value={description}
          maxLength={2000}
          onChange={(_, d) => setDescription(d.value)}
        />
      </Field>
      <Field
        label="Published to"
        validationState={shown.placements ? 'error' : 'none'}
        validationMessage={shown.placements}
      >
        <div role="group" aria-label="Published to">
          {locations.map((location) => (
            <Checkbox
              key={location}
              label={location}
              checked={placements.includes(location)}
              onChange={(_, d) =>
                setPlacements((now) =>
                  d.checked ? [...now, location] : now.filter((p) => p !== location),
                )
              }
            />
          ))}
        </div>
      </Field>
      <Field label="Status">
        <RadioGroup value={status} onChange={(_, d) => setStatus(d.value as GroupStatus)}>
          <Radio value="draft" label="Draft: visitors do not see it" />
          <Radio value="published" label="Published: visitors see it in its window" />
        </RadioGroup>
      </Field>
      <WindowFields
        value={window}
        onChange={(next) => {
          setWindow(next);
          setShown((s) => ({ ...s, window: 'window' }));
        }}
        problems={shown.window ? windowIssues : {}}
      />
      <fieldset className={styles.fields}>
        <legend>Collections, in order</legend>
        {playlists.length === 0 ? (
          <p>No collections yet. Add public ones below.</p>
        ) : (
          <ol className={styles.chosen}>
            {playlists.map((id, i) => (
              <li key={id} className={styles.item}>
                <span className={styles.name}>{nameOf(id)}</span>
                <OrderControls
                  name={nameOf(id)}
                  index={i}
                  count={playlists.length}
                  onMove={(delta) => setPlaylists((now) => moved(now, i, delta))}
                  onRemove={() => setPlaylists((now) => now.filter((p) => p !== id))}
                />
              </li>
            ))}
          </ol>
        )}
        <div className={styles.add}>
          <Field
            className={styles.picker}
            label="A public collection to add"
            hint="Only public collections are listed: visitors never see any other."
          >
            <Select value={adding} onChange={(_, d) => setAdding(d.value)}>
              <option value="">
                {collections.isLoading
                  ? 'Loading…'
                  : available.length === 0
                    ? 'No public collection to add'
                    : `Choose one of ${available.length}`}
              </option>
              {available.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.title}
                </option>
              ))}
            </Select>
          </Field>
          <Button
            disabled={!adding}
            onClick={() => {
              setPlaylists((now) => [...now, adding]);
              setAdding('');
            }}
          >
            Add the collection
          </Button>
        </div>
      </fieldset>
      {problem && (
        <p role="alert" className={styles.problem}>
          {problem}
        </p>
      )}
    </FormDialog>
  );
}
