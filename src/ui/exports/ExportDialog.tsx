import {
  Button,
  Field,
  Input,
  Radio,
  RadioGroup,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import {
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
} from '@fluentui/react-dialog';
import { Textarea } from '@fluentui/react-textarea';
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import type { CartHandoff, ExportStatusItem, PlaylistSummary } from '../../core/api/contract';
import { EXPORT_FILE_EXTENSIONS, LIMITS } from '../../core/api/contract';
import { errorInWords } from '../../core/api/error-words';
import { deliveryOf, exportRows, freeFileName, type ExportRow } from '../../core/domain/exports';
import { formatDateTime } from '../../core/domain/dates';
import { outputTypesOf } from '../../tenants';
import { pageQueryClient } from '../../core/cache';
import { FormDialog } from '../common/FormDialog';
import { useServerQuery, useTenant } from '../common';
import { useCopy } from '../common/useCopy';
import { visuallyHidden } from '../common/visually-hidden';
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
  link: { display: 'grid', gap: tokens.spacingVerticalS },
  linkActions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  hidden: visuallyHidden,
  command: { fontFamily: tokens.fontFamilyMonospace, overflowWrap: 'anywhere' },
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
  const outputTypes = option ? outputTypesOf(option) : [];
  const [outputType, setOutputType] = useState('');
  const [notes, setNotes] = useState('');
  // A request or a cart order has no file of the person's to name.
  const asksName = choice !== 'form' && choice !== 'custom';
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
  const [handoff, setHandoff] = useState<CartHandoff | null>(null);
  const actions = useExportActions();
  // Once the person changes what was wrong, the field stops saying so.
  const putRight = (field: string) => {
    if (problem?.field === field) setProblem(null);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!option || option.disabled) {
      setProblem({ field: 'type', message: 'Choose how to export.' });
      return;
    }
    const name = fileName.trim();
    if (asksName && !/[\p{L}\p{N}]/u.test(name)) {
      setProblem({ field: 'name', message: 'Give the file a name with letters or digits.' });
      return;
    }
    if (outputTypes.length > 0 && !outputTypes.includes(outputType)) {
      setProblem({ field: 'output', message: 'Choose an output type.' });
      return;
    }
    if (notes.length > LIMITS.exportNotesLength) {
      setProblem({
        field: 'notes',
        message: `Keep the notes to ${LIMITS.exportNotesLength} characters.`,
      });
      return;
    }
    setSending(true);
    setProblem(null);
    try {
      const { handoff: toCart, ...item } = await actions.start(option.name, {
        playlistId: collection.id,
        ...(asksName ? { fileName: name } : {}),
        ...(outputTypes.length > 0 ? { outputType } : {}),
        ...(option.name === 'form' && notes.trim() ? { notes: notes.trim() } : {}),
      });
      onStarted?.(item);
      if (toCart) setHandoff(toCart);
      else setStarted(item);
    } catch (error) {
      setProblem({ message: `The export could not be started. ${errorInWords(error)}` });
    } finally {
      setSending(false);
    }
  };

  if (handoff) return <ToCart handoff={handoff} onClose={onClose} />;
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
        <RadioGroup
          value={choice}
          onChange={(_, d) => {
            setChoice(d.value);
            setOutputType('');
            setProblem(null);
          }}
        >
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
          <RadioGroup
            value={outputType}
            onChange={(_, d) => {
              setOutputType(d.value);
              putRight('output');
            }}
          >
            {outputTypes.map((t) => (
              <Radio key={t} value={t} label={t} />
            ))}
          </RadioGroup>
        </Field>
      )}
      {option?.form && (
        <Field
          label="Notes for the person who releases it"
          hint={`Your request goes to ${option.form.recipient}, who replies to you by mail. Up to ${LIMITS.exportNotesLength} characters.`}
          {...(problem?.field === 'notes'
            ? { validationMessage: problem.message, validationState: 'error' as const }
            : {})}
        >
          <Textarea
            value={notes}
            resize="vertical"
            onChange={(_, d) => {
              setNotes(d.value);
              putRight('notes');
            }}
          />
        </Field>
      )}
      {asksName && (
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
            onChange={(_, d) => {
              setTypedName(d.value);
              putRight('name');
            }}
          />
        </Field>
      )}
      {problem && !problem.field && (
        <p role="alert" className={styles.alert}>
          {problem.message}
        </p>
      )}
    </FormDialog>
  );
}

/**
 * The custom export's last step: the browser posts the signed collection to the tenant's cart,
 * at once, with a button in case the page did not go.
 */
function ToCart({ handoff, onClose }: { handoff: CartHandoff; onClose(): void }) {
  const styles = useStyles();
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => form.current?.submit(), []);
  return (
    <Dialog open onOpenChange={(_, data) => data.open || onClose()}>
      <DialogSurface>
        <form ref={form} method="post" action={handoff.action}>
          <input type="hidden" name="payload" value={handoff.fields.payload} />
          <input type="hidden" name="signature" value={handoff.fields.signature} />
          <DialogBody>
            <DialogTitle>Taking you to the cart</DialogTitle>
            <DialogContent className={styles.content}>
              <p role="status" className={styles.message}>
                Your order goes to {new URL(handoff.action).host}. If the page does not change,
                continue from here.
              </p>
            </DialogContent>
            <DialogActions>
              <Button type="submit" appearance="primary">
                Continue to cart
              </Button>
              <Button onClick={onClose}>Close</Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
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
  const delivery = row ? deliveryOf(row) : null;
  // A playback link is the thing itself: its playlist file is no download for a person.
  const downloads = delivery && 'link' in delivery ? [] : (row?.files ?? []);
  return (
    <FormDialog
      title={
        !done
          ? 'Exporting'
          : delivery && 'link' in delivery
            ? 'Your playback link is ready'
            : row?.kind === 'form'
              ? 'Request sent'
              : delivery
                ? 'Delivered'
                : 'Your export is ready'
      }
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
          {downloads.map((file, i) => (
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
        {row ? followWords(row) : 'The export could not be made.'}
      </p>
      {row?.kind === 'mediaconvert' && done && (
        <p className={styles.message}>
          Submit it with{' '}
          <code className={styles.command}>
            aws mediaconvert create-job --cli-input-json file://{row.fileName}
          </code>
          . Its sources and mark are read from this platform until {formatDateTime(row.expiryDate)}.
        </p>
      )}
      {delivery && 'link' in delivery && <ShareLink url={delivery.link} row={row!} />}
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

/** What the dialog says of an export, as it runs and once it has ended. */
function followWords(row: ExportRow): string {
  if (row.status === 'In progress')
    return `${row.fileName}: ${row.progress}% done. You can close this; the export carries on.`;
  if (row.status !== 'Completed')
    return `${row.fileName} could not be made. ${row.reason ?? ''}`.trim();
  const delivery = deliveryOf(row);
  if (!delivery) return `${row.fileName} is ready.`;
  if ('link' in delivery)
    return `Anyone with this link can watch the whole collection until ${formatDateTime(row.expiryDate)}.`;
  if (row.kind === 'form')
    return `Your request was sent to ${delivery.place}, who will reply to you by mail. A copy is in your mail too.`;
  return `${row.fileName} was delivered to ${delivery.place}.`;
}

/** A link to share: shown whole, to select, with a button that copies it. */
function ShareLink({ url, row }: { url: string; row: ExportRow }) {
  const styles = useStyles();
  const [copied, copy] = useCopy();
  return (
    <div className={styles.link}>
      <Field
        label="Playback link"
        {...(copied === 'failed'
          ? {
              validationMessage: 'The browser would not copy it: select the link and copy it.',
              validationState: 'warning' as const,
            }
          : {})}
      >
        <Input readOnly value={url} onFocus={(e) => e.currentTarget.select()} />
      </Field>
      <div className={styles.linkActions}>
        <Button appearance="primary" onClick={() => void copy(url)}>
          {copied === 'copied' ? 'Copied' : 'Copy link'}
        </Button>
      </div>
      <span role="status" className={styles.hidden}>
        {copied === 'copied' ? `The link to ${row.fileName} is copied.` : ''}
      </span>
    </div>
  );
}
