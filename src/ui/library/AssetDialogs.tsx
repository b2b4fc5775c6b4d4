import { Button, Checkbox, Field, Input } from '@fluentui/react-components';
import { tokens } from '@fluentui/react-theme';
import { makeStyles } from '@griffel/react';
import {
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
} from '@fluentui/react-dialog';
import { useMemo, useState, type FormEvent } from 'react';
import type { Asset, AssetUpdateRequest } from '../../core/api/contract';
import { ApiError } from '../../core/api/errors';
import { errorInWords } from '../../core/api/error-words';
import { importAddressProblem, importRefusalInWords } from '../../core/domain/library';
import { assetUsageQuery, importFoldersQuery } from '../../core/queries/library';
import { useCan, useServerQuery, useTenant } from '../common';
import { ConfirmDialog } from '../common/ConfirmDialog';
import { FormActions, FormDialog } from '../common/FormDialog';
import { PlayerView } from '../player';
import { useNotify } from '../shell/Toasts';
import { AssetDetailsFields, useAssetDetails } from './AssetDetailsFields';
import type { LibraryDialog } from './LibraryList';
import { EndLiveDialog, GoLiveDialog, LiveConnectionDialog } from './LiveDialogs';
import { useLibraryWrites } from './useLibrary';
import { RightsFields } from '../rights/RightsFields';
import type { AssetRights } from '../../core/api/contract/rights';
import { rightsFormOf, sameWindow, windowOfForm } from '../../core/domain/rights-form';
import { assetRightsQuery, setAssetRights } from '../../core/queries/rights';

const TITLE_MAX = 200;

const useStyles = makeStyles({
  content: { display: 'grid', gap: tokens.spacingVerticalM, overflowWrap: 'anywhere' },
  alert: { margin: 0, color: tokens.colorPaletteRedForeground1 },
  player: { width: 'min(880px, 86vw)', maxWidth: '100%' },
});

export interface AssetDialogProps {
  dialog: Exclude<LibraryDialog, { kind: 'match-data' }>;
  onClose(): void;
  onDeleted(asset: Asset): void;
}

/**
 * The library's dialogs: edit, delete, play, add from an address, and a live match's; loaded
 * when opened.
 */
export function AssetDialog({ dialog, onClose, onDeleted }: AssetDialogProps) {
  switch (dialog.kind) {
    case 'edit':
      return <EditDialog asset={dialog.asset} onClose={onClose} />;
    case 'delete':
      return <DeleteDialog asset={dialog.asset} onClose={onClose} onDeleted={onDeleted} />;
    case 'play':
      return <PlayDialog asset={dialog.asset} onClose={onClose} />;
    case 'import':
      return <ImportDialog onClose={onClose} />;
    case 'go-live':
      return <GoLiveDialog onClose={onClose} />;
    case 'live-connection':
      return <LiveConnectionDialog asset={dialog.asset} onClose={onClose} />;
    case 'end-live':
      return <EndLiveDialog asset={dialog.asset} onClose={onClose} />;
  }
}

function EditDialog({ asset, onClose }: { asset: Asset; onClose(): void }) {
  const tenantId = useTenant().tenantId;
  const rights = useServerQuery(
    useMemo(() => assetRightsQuery(tenantId, asset.id), [tenantId, asset.id]),
  );
  if (rights.error)
    return (
      <FormDialog
        title={`Edit ${asset.title}`}
        onClose={onClose}
        onSubmit={(event) => {
          event.preventDefault();
          onClose();
        }}
        actions={<FormActions label="Close" onCancel={onClose} />}
      >
        <p role="alert">The video’s rights could not be loaded. {errorInWords(rights.error)}</p>
      </FormDialog>
    );
  if (!rights.data) return null;
  return <EditForm asset={asset} rights={rights.data} onClose={onClose} />;
}

function EditForm({
  asset,
  rights,
  onClose,
}: {
  asset: Asset;
  rights: AssetRights;
  onClose(): void;
}) {
  const styles = useStyles();
  const writes = useLibraryWrites();
  const notify = useNotify();
  const tenantId = useTenant().tenantId;
  const mayPublish = useCan('publish');
  const form = useAssetDetails(asset);
  const [rightsForm, setRightsForm] = useState(() => rightsFormOf(rights.asset));
  const window = windowOfForm(rightsForm);
  const [released, setReleased] = useState(asset.public);
  const [checked, setChecked] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    event.stopPropagation();
    setChecked(true);
    if (!form.details || !('window' in window)) return;
    const change: AssetUpdateRequest = {
      ...form.details,
      ...(mayPublish && released !== asset.public ? { public: released } : {}),
    };
    setBusy(true);
    setProblem(null);
    try {
      await writes.update(asset.id, change);
      if (!sameWindow(rights.asset, window.window))
        await setAssetRights(tenantId, asset.id, window.window);
      notify(`${form.details.title} is saved.`);
      onClose();
    } catch (error) {
      setProblem(`The changes could not be saved. ${errorInWords(error)}`);
    } finally {
      setBusy(false);
    }
  }

  return (
    <FormDialog
      title={`Edit ${asset.title}`}
      onClose={onClose}
      onSubmit={submit}
      contentClassName={styles.content}
      actions={<FormActions label="Save" busy={busy} onCancel={onClose} />}
    >
      <AssetDetailsFields form={form} checked={checked} />
      <RightsFields
        form={rightsForm}
        onChange={setRightsForm}
        problem={checked && 'problem' in window ? window : null}
      />
      {mayPublish && (
        <Checkbox
          checked={released}
          onChange={(_, data) => setReleased(data.checked === true)}
          label="Public: visitors of the organisation’s partner pages can find and play it"
        />
      )}
      {problem && (
        <p role="alert" className={styles.alert}>
          {problem}
        </p>
      )}
    </FormDialog>
  );
}

function DeleteDialog({
  asset,
  onClose,
  onDeleted,
}: {
  asset: Asset;
  onClose(): void;
  onDeleted(asset: Asset): void;
}) {
  const tenant = useTenant();
  const writes = useLibraryWrites();
  const notify = useNotify();
  const usage = useServerQuery(
    useMemo(() => assetUsageQuery(tenant.tenantId, asset.id), [tenant.tenantId, asset.id]),
  );
  const words = tenant.config.ui.verbiage;
  const takes = usage.data
    ? usage.data.clips === 0
      ? 'It has no clips, and no collection uses it.'
      : `Its ${usage.data.clips} ${usage.data.clips === 1 ? 'clip goes' : 'clips go'} with it, from search and from ${usage.data.collections} ${(usage.data.collections === 1 ? words.collection : words.collections).toLowerCase()} that ${usage.data.collections === 1 ? 'uses' : 'use'} them.`
    : usage.error
      ? `What it takes with it could not be read. ${errorInWords(usage.error)}`
      : 'Reading what it takes with it…';
  return (
    <ConfirmDialog
      title={`Delete ${asset.title}?`}
      confirmLabel="Delete"
      onClose={onClose}
      onConfirm={async () => {
        try {
          await writes.remove(asset.id);
          notify(`${asset.title} was deleted.`);
          onDeleted(asset);
          onClose();
          return null;
        } catch (error) {
          return `It could not be deleted. ${errorInWords(error)}`;
        }
      }}
    >
      <p>The video and all its renditions are deleted. This cannot be undone.</p>
      <p role="status">{takes}</p>
    </ConfirmDialog>
  );
}

function PlayDialog({ asset, onClose }: { asset: Asset; onClose(): void }) {
  const styles = useStyles();
  return (
    <Dialog open onOpenChange={(_, data) => data.open || onClose()}>
      <DialogSurface className={styles.player}>
        <DialogBody>
          <DialogTitle>{asset.title}</DialogTitle>
          <DialogContent className={styles.content}>
            <PlayerView assetId={asset.id} />
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>Close</Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}

function ImportDialog({ onClose }: { onClose(): void }) {
  const styles = useStyles();
  const writes = useLibraryWrites();
  const notify = useNotify();
  const [url, setUrl] = useState('');
  const [title, setTitle] = useState('');
  const [checked, setChecked] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const { tenantId } = useTenant();
  const folderQuery = useServerQuery(useMemo(() => importFoldersQuery(tenantId), [tenantId]));
  const buckets = folderQuery.data ?? [];
  const urlProblem = importAddressProblem(url, buckets);

  async function submit(event: FormEvent) {
    event.preventDefault();
    event.stopPropagation();
    setChecked(true);
    if (urlProblem) return;
    setBusy(true);
    setProblem(null);
    try {
      await writes.importFrom({
        url: url.trim(),
        ...(title.trim() ? { title: title.trim() } : {}),
      });
      notify('The library is fetching the video: its status is in the list.');
      onClose();
    } catch (error) {
      const code = error instanceof ApiError ? error.code : null;
      setProblem(
        importRefusalInWords(code, buckets) || `It could not be added. ${errorInWords(error)}`,
      );
    } finally {
      setBusy(false);
    }
  }

  return (
    <FormDialog
      title="Add a video from an address"
      onClose={onClose}
      onSubmit={submit}
      contentClassName={styles.content}
      actions={<FormActions label="Add" busy={busy} onCancel={onClose} />}
    >
      <Field
        label={buckets.length > 0 ? 'Address (https, or your bucket)' : 'Address (https)'}
        required
        hint={
          buckets.length > 0
            ? `An https address that opens for anyone, or a file in ${buckets.join(' or ')}.`
            : 'The library fetches the file itself: it must open for anyone, without signing in.'
        }
        validationMessage={checked ? (urlProblem ?? undefined) : undefined}
      >
        <Input
          type="url"
          value={url}
          onChange={(_, data) => {
            setUrl(data.value);
            // The server's answer was to the address before: it no longer stands.
            setProblem(null);
          }}
        />
      </Field>
      <Field label="Title" hint="Taken from the file's name when left empty.">
        <Input value={title} maxLength={TITLE_MAX} onChange={(_, data) => setTitle(data.value)} />
      </Field>
      {problem && (
        <p role="alert" className={styles.alert}>
          {problem}
        </p>
      )}
    </FormDialog>
  );
}
