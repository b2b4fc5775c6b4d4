import {
  Button,
  Field,
  Input,
  Radio,
  RadioGroup,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useMemo, useState, type FormEvent } from 'react';
import type { ExportStatusItem, PlaylistSummary } from '../../core/api/contract';
import { EXPORT_FILE_EXTENSIONS, LIMITS } from '../../core/api/contract';
import { errorInWords } from '../../core/api/error-words';
import { exportRows, freeFileName } from '../../core/domain/exports';
import { pageQueryClient } from '../../core/cache';
import { FormDialog } from '../common/FormDialog';
import { useServerQuery, useTenant } from '../common';
import { publication, useExportActions, useExportList } from './useExports';

const useStyles = makeStyles({
  content: { display: 'grid', gap: tokens.spacingVerticalM },
  option: { display: 'grid', gap: tokens.spacingVerticalXXS },
  description: {
    margin: 0,
    marginLeft: '32px',
    color: tokens.colorNeutralForeground2,
    fontSize: tokens.fontSizeBase200,
  },
  progress: { width: '100%', accentColor: tokens.colorBrandForeground1 },
  message: { margin: 0, overflowWrap: 'anywhere' },
  alert: { margin: 0, color: tokens.colorPaletteRedForeground1 },
});

export interface ExportDialogProps {
  collection: PlaylistSummary;
  onClose(): void;
  /** The export was asked for. */
  onStarted?(item: ExportStatusItem): void;
}

/** How often a started export is read again while the dialog shows it. */
const FOLLOW_MS = 1000;

/**
 * Exports a collection: the tenant's export entries (label, description; a disabled one shown
 * but not chosen), the custom export's output types, and the file's name. Once started, the
 * dialog follows the export to its end and offers its download, so that a tenant without an
 * exports page still gets its file.
 */
export function ExportDialog({ collection, onClose, onStarted }: ExportDialogProps) {
  const styles = useStyles();
  const tenant = useTenant();
  const options = tenant.config.exports;
  const firstEnabled = options.find((o) => !o.disabled)?.name ?? '';
  const [choice, setChoice] = useState(firstEnabled);
  const option = options.find((o) => o.name === choice);
  const outputTypes = option?.custom?.options.outputTypes ?? [];
  const [outputType, setOutputType] = useState('');
  // Until the person types a name, the suggestion is one no export of theirs has yet.
  const [typedName, setTypedName] = useState<string | null>(null);
  const list = useExportList();
  const suggestion = freeFileName(
    collection.title,
    EXPORT_FILE_EXTENSIONS[choice] ?? '',
    (list.data ?? []).map((i) => i.fileName),
  );
  const fileName = typedName ?? suggestion;
  const [problem, setProblem] = useState<{ field?: string; message: string } | null>(null);
  const [sending, setSending] = useState(false);
  const [started, setStarted] = useState<ExportStatusItem | null>(null);
  const actions = useExportActions();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!option || option.disabled) {
      setProblem({ field: 'type', message: 'Choose how to export.' });
      return;
    }
    const name = fileName.trim();
    if (!/[\p{L}\p{N}]/u.test(name)) {
      setProblem({ field: 'name', message: 'Give the file a name with letters or digits.' });
      return;
    }
    if (outputTypes.length > 0 && !outputType) {
      setProblem({ field: 'output', message: 'Choose an output type.' });
      return;
    }
    setSending(true);
    setProblem(null);
    try {
      const item = await actions.start(option.name, {
        playlistId: collection.id,
        fileName: name,
        ...(outputType ? { outputType } : {}),
      });
      setStarted(item);
      onStarted?.(item);
    } catch (error) {
      setProblem({ message: `The export could not be started. ${errorInWords(error)}` });
    } finally {
      setSending(false);
    }
  };

  if (started) return <ExportFollow item={started} onClose={onClose} />;
  return (
    <FormDialog
      title={`${tenant.config.ui.verbiage.exportLabel} “${collection.title}”`}
      onClose={onClose}
      onSubmit={(e) => void submit(e)}
      contentClassName={styles.content}
      actions={
        <>
          <Button type="submit" appearance="primary" disabled={sending || !option}>
            {sending ? 'Starting…' : (option?.actionLabel ?? 'Export')}
          </Button>
          <Button onClick={onClose}>Cancel</Button>
        </>
      }
    >
      <Field
        label="Export as"
        {...(problem?.field === 'type'
          ? { validationMessage: problem.message, validationState: 'error' as const }
          : {})}
      >
        <RadioGroup value={choice} onChange={(_, d) => setChoice(d.value)}>
          {options.map((o) => (
            <div key={o.name} className={styles.option}>
              <Radio
                value={o.name}
                label={o.label}
                disabled={!!o.disabled}
                aria-describedby={`export-${o.name}-about`}
              />
              <p id={`export-${o.name}-about`} className={styles.description}>
                {o.description}
                {o.disabled ? ' Not available to you.' : ''}
              </p>
            </div>
          ))}
        </RadioGroup>
      </Field>
      {outputTypes.length > 0 && (
        <Field
          label="Output type"
          {...(problem?.field === 'output'
            ? { validationMessage: problem.message, validationState: 'error' as const }
            : {})}
        >
          <RadioGroup value={outputType} onChange={(_, d) => setOutputType(d.value)}>
            {outputTypes.map((t) => (
              <Radio key={t} value={t} label={t} />
            ))}
          </RadioGroup>
        </Field>
      )}
      <Field
        label="File name"
        hint="Without an extension."
        {...(problem?.field === 'name'
          ? { validationMessage: problem.message, validationState: 'error' as const }
          : {})}
      >
        <Input
          value={fileName}
          maxLength={LIMITS.exportFileNameLength}
          onChange={(_, d) => setTypedName(d.value)}
        />
      </Field>
      {problem && !problem.field && (
        <p role="alert" className={styles.alert}>
          {problem.message}
        </p>
      )}
    </FormDialog>
  );
}

/** A started export, followed until it ends: its progress, then its download or why it failed. */
function ExportFollow({ item, onClose }: { item: ExportStatusItem; onClose(): void }) {
  const styles = useStyles();
  const tenantId = useTenant().tenantId;
  const options = useMemo(
    () => ({
      queryKey: ['exports', tenantId, 'one', item.id] as const,
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        publication().get(tenantId, item.id, signal),
      initialData: item,
      refetchInterval: (query: { state: { data: ExportStatusItem | undefined } }) =>
        ['SUCCESS', 'DELIVERED', 'FAILURE', 'REVOKED'].includes(query.state.data?.status ?? '')
          ? false
          : FOLLOW_MS,
    }),
    [tenantId, item],
  );
  const read = useServerQuery(options);
  const [row] = exportRows([read.data ?? item], new Date(read.dataUpdatedAt || 0));
  const done = row?.status === 'Completed';
  return (
    <FormDialog
      title={done ? 'Your export is ready' : 'Exporting'}
      onClose={() => {
        void pageQueryClient().invalidateQueries({ queryKey: ['exports', tenantId] });
        onClose();
      }}
      onSubmit={(e) => {
        e.preventDefault();
        onClose();
      }}
      contentClassName={styles.content}
      actions={
        <>
          {row?.files.map((file, i) => (
            <Button
              key={file.url}
              as="a"
              href={file.url}
              download={file.name}
              appearance={i === 0 ? 'primary' : 'secondary'}
            >
              {i === 0
                ? `Download ${file.name}`
                : `Download ${file.name.split('.').pop()?.toUpperCase()}`}
            </Button>
          ))}
          <Button type="submit">Close</Button>
        </>
      }
    >
      <p role="status" className={styles.message}>
        {row?.status === 'In progress'
          ? `${row.fileName}: ${row.progress}% done. You can close this; the export carries on.`
          : row?.status === 'Completed'
            ? `${row.fileName} is ready.`
            : `${row?.fileName ?? 'The export'} could not be made. ${row?.reason ?? ''}`}
      </p>
      {row?.status === 'In progress' && (
        <progress
          className={styles.progress}
          max={100}
          value={row.progress}
          aria-label={`${row.fileName}: ${row.progress}% done`}
        />
      )}
    </FormDialog>
  );
}
