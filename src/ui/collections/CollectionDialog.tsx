import {
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
} from '@fluentui/react-dialog';
import { FormActions, FormDialog } from '../common/FormDialog';
import { useDestructiveStyles } from '../common/useDestructiveStyles';
import { Button, Field, Text } from '@fluentui/react-components';
import { tokens } from '@fluentui/react-theme';
import { makeStyles } from '@griffel/react';
import { Textarea } from '@fluentui/react-textarea';
import { useId, useState, type FormEvent } from 'react';
import type { Playlist, PlaylistClip, PlaylistSummary, Visibility } from '../../core/api/contract';
import { COLLECTION_DESCRIPTION_MAX } from '../../core/domain/collections';
import { CollectionNameField, isCollectionNameValid } from './CollectionNameField';
import { characterCount, lengthProblem } from '../../core/domain/counting';
import { isConflict, useCollectionWrites, writeProblem } from './useCollections';
import { countOf } from '../../core/domain/counting';

const VISIBILITIES: Array<[Visibility, string]> = [
  ['private', 'Only me'],
  ['tenant', 'Everyone in the organisation'],
  ['public', 'Public'],
];

const useStyles = makeStyles({
  // A long name wraps, anywhere if it must, inside the dialog.
  content: { display: 'grid', gap: tokens.spacingVerticalM, overflowWrap: 'anywhere' },
  alert: { color: tokens.colorPaletteRedForeground1 },
  select: {
    font: 'inherit',
    padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalS}`,
    borderRadius: tokens.borderRadiusMedium,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStrokeAccessible}`,
    backgroundColor: tokens.colorNeutralBackground1,
    color: tokens.colorNeutralForeground1,
  },
});

export type CollectionDialogProps =
  | {
      kind: 'create';
      word: string;
      /** A name to start from, and the clips the new collection holds. */
      title?: string;
      clips?: PlaylistClip[];
      onDone(saved: Playlist): void;
      onClose(): void;
    }
  | {
      kind: 'rename';
      word: string;
      collection: PlaylistSummary;
      onDone(saved: Playlist): void;
      onClose(): void;
    }
  | {
      kind: 'delete';
      word: string;
      collection: PlaylistSummary;
      onDone(): void;
      onClose(): void;
    };

/** Creates, renames or deletes a collection; loaded when first opened. */
export function CollectionDialog(props: CollectionDialogProps) {
  return props.kind === 'delete' ? <DeleteDialog {...props} /> : <DetailsDialog {...props} />;
}

function DetailsDialog(props: Exclude<CollectionDialogProps, { kind: 'delete' }>) {
  const styles = useStyles();
  const writes = useCollectionWrites();
  const existing = props.kind === 'rename' ? props.collection : null;
  const [title, setTitle] = useState(
    existing?.title ?? (props.kind === 'create' ? (props.title ?? '') : ''),
  );
  const [description, setDescription] = useState(existing?.description ?? '');
  const [visibility, setVisibility] = useState<Visibility>(existing?.visibility ?? 'private');
  const [busy, setBusy] = useState(false);
  const [missingTitle, setMissingTitle] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const visibilityId = useId();
  const word = props.word.toLowerCase();
  const descriptionTooLong = lengthProblem(
    description.trim(),
    COLLECTION_DESCRIPTION_MAX,
    'description',
  );

  async function submit(event: FormEvent) {
    event.preventDefault();
    event.stopPropagation();
    if (!title.trim()) {
      setMissingTitle(true);
      return;
    }
    // Too long: the fields already say so; nothing is sent, and nothing is cut.
    if (!isCollectionNameValid(title) || descriptionTooLong) return;
    setBusy(true);
    setProblem(null);
    try {
      const body = { title: title.trim(), description: description.trim(), visibility };
      const saved = existing
        ? await writes.update(existing.id, { ...body, version: existing.version })
        : await writes.create(
            props.kind === 'create' && props.clips ? { ...body, clips: props.clips } : body,
          );
      props.onDone(saved);
    } catch (error) {
      setProblem(
        isConflict(error)
          ? `This ${word} was changed elsewhere since you opened it. Close this and try again to see the change.`
          : writeProblem(error),
      );
    } finally {
      setBusy(false);
    }
  }

  return (
    <FormDialog
      title={existing ? `Rename ${word}` : `New ${word}`}
      onClose={props.onClose}
      onSubmit={submit}
      contentClassName={styles.content}
      actions={
        <FormActions label={existing ? 'Save' : 'Create'} busy={busy} onCancel={props.onClose} />
      }
    >
      <CollectionNameField
        label="Name"
        word={word}
        value={title}
        missing={missingTitle}
        onChange={setTitle}
        onMissingChange={setMissingTitle}
      />
      <Field
        label="Description"
        hint={characterCount(description.trim(), COLLECTION_DESCRIPTION_MAX)}
        validationMessage={descriptionTooLong ?? undefined}
      >
        <Textarea
          value={description}
          resize="vertical"
          onChange={(_, d) => setDescription(d.value)}
        />
      </Field>
      <label htmlFor={visibilityId}>Who can see it</label>
      <select
        id={visibilityId}
        className={styles.select}
        value={visibility}
        onChange={(e) => setVisibility(e.currentTarget.value as Visibility)}
      >
        {VISIBILITIES.map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </select>
      {problem && (
        <Text role="alert" className={styles.alert}>
          {problem}
        </Text>
      )}
    </FormDialog>
  );
}

function DeleteDialog(props: Extract<CollectionDialogProps, { kind: 'delete' }>) {
  const destructive = useDestructiveStyles();
  const styles = useStyles();
  const writes = useCollectionWrites();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const word = props.word.toLowerCase();

  async function confirm() {
    setBusy(true);
    setProblem(null);
    try {
      await writes.remove(props.collection.id);
      props.onDone();
    } catch (error) {
      setProblem(writeProblem(error));
      setBusy(false);
    }
  }

  return (
    <Dialog open modalType="alert" onOpenChange={(_, data) => data.open || props.onClose()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>Delete {word}?</DialogTitle>
          <DialogContent className={styles.content}>
            <Text>
              “{props.collection.title}” and its {countOf(props.collection.total_items, 'item')}{' '}
              will be deleted. This cannot be undone.
            </Text>
            {problem && (
              <Text role="alert" className={styles.alert}>
                {problem}
              </Text>
            )}
          </DialogContent>
          <DialogActions>
            <Button onClick={props.onClose}>Cancel</Button>
            <Button
              appearance="primary"
              className={destructive.filled}
              disabled={busy}
              onClick={() => void confirm()}
            >
              Delete
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
