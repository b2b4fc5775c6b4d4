import { Field, Input, Radio, RadioGroup } from '@fluentui/react-components';
import { tokens } from '@fluentui/react-theme';
import { makeStyles } from '@griffel/react';
import { Textarea } from '@fluentui/react-textarea';
import { useState, type FormEvent } from 'react';
import type { CartHandoff, ExportStatusItem, PlaylistSummary } from '../../core/api/contract';
import { EXPORT_FILE_EXTENSIONS, LIMITS } from '../../core/api/contract';
import { refusalOfUseInWords } from '../../core/api/rights-words';
import { freeFileName } from '../../core/domain/exports';
import { outputTypesOf } from '../../tenants';
import { FormActions, FormDialog } from '../common/FormDialog';
import { useTenant } from '../common';
import { ExportFollow, ToCart } from './ExportFollow';
import { FramingFields } from './FramingFields';
import { aspectsOf, type Aspect } from '../../core/api/contract/framing';
import { useExportActions, useExportList } from './useExports';

const useStyles = makeStyles({
  content: { display: 'grid', gap: tokens.spacingVerticalM },
  option: { display: 'grid', gap: tokens.spacingVerticalXXS },
  description: {
    margin: 0,
    marginLeft: '32px',
    color: tokens.colorNeutralForeground2,
    fontSize: tokens.fontSizeBase200,
  },
  alert: { margin: 0, color: tokens.colorPaletteRedForeground1 },
});

export interface ExportDialogProps {
  collection: PlaylistSummary;
  onClose(): void;
  /** The export was asked for. */
  onStarted?(item: ExportStatusItem): void;
}

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
  const [recipient, setRecipient] = useState('');
  const [aspect, setAspect] = useState<Aspect>('16:9');
  const [captions, setCaptions] = useState(false);
  const frames = !!option && (aspectsOf(option).length > 1 || !!option.captions);
  const recipients = option?.form?.recipients ?? [];
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
  const [started, setStarted] = useState<{
    item: ExportStatusItem;
    rightsNotice?: string;
  } | null>(null);
  const [handoff, setHandoff] = useState<CartHandoff | null>(null);
  const actions = useExportActions();
  const problemOn = (field: string) =>
    problem?.field === field
      ? { validationMessage: problem.message, validationState: 'error' as const }
      : {};
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
    if (recipients.length > 1 && !recipients.some((r) => r.email === recipient)) {
      setProblem({ field: 'recipient', message: 'Choose who receives the request.' });
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
      const {
        handoff: toCart,
        rightsNotice,
        ...item
      } = await actions.start(option.name, {
        playlistId: collection.id,
        ...(asksName ? { fileName: name } : {}),
        ...(outputTypes.length > 0 ? { outputType } : {}),
        ...(option.form && notes.trim() ? { notes: notes.trim() } : {}),
        ...(recipients.length > 1 ? { recipient } : {}),
        ...(frames && aspect !== '16:9' ? { aspect } : {}),
        ...(frames && captions ? { captions } : {}),
      });
      onStarted?.(item);
      if (toCart) setHandoff(toCart);
      else setStarted({ item, ...(rightsNotice ? { rightsNotice } : {}) });
    } catch (error) {
      setProblem({ message: `The export could not be started. ${refusalOfUseInWords(error)}` });
    } finally {
      setSending(false);
    }
  };

  if (handoff) return <ToCart handoff={handoff} onClose={onClose} />;
  if (started) return <ExportFollow {...started} onClose={onClose} />;
  return (
    <FormDialog
      title={`${tenant.config.ui.verbiage.exportLabel} “${collection.title}”`}
      onClose={onClose}
      onSubmit={(e) => void submit(e)}
      contentClassName={styles.content}
      actions={
        <FormActions
          label={option?.actionLabel ?? 'Export'}
          busyLabel="Starting…"
          busy={sending}
          disabled={!option}
          onCancel={onClose}
        />
      }
    >
      <Field label="Export as" {...problemOn('type')}>
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
        <Field label="Output type" {...problemOn('output')}>
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
      {option?.form && option.form.recipients.length > 1 && (
        <Field label="Send to" {...problemOn('recipient')}>
          <RadioGroup
            value={recipient}
            onChange={(_, d) => {
              setRecipient(d.value);
              putRight('recipient');
            }}
          >
            {option.form.recipients.map((r) => (
              <Radio key={r.email} value={r.email} label={`${r.name} (${r.email})`} />
            ))}
          </RadioGroup>
        </Field>
      )}
      {option?.form && (
        <Field
          label="Notes for the person who releases it"
          hint={`${option.form.recipients.length === 1 ? `Your request goes to ${option.form.recipients[0]!.name} (${option.form.recipients[0]!.email}).` : 'The desk you choose'} replies to you by mail. Up to ${LIMITS.exportNotesLength} characters.`}
          {...problemOn('notes')}
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
      {frames && (
        <FramingFields
          option={option}
          collectionId={collection.id}
          aspect={aspect}
          onAspect={setAspect}
          captions={captions}
          onCaptions={setCaptions}
        />
      )}
      {asksName && (
        <Field label="File name" hint="Without an extension." {...problemOn('name')}>
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
