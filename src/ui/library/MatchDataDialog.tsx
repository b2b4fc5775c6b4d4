import { Button, Field, Input, makeStyles, tokens } from '@fluentui/react-components';
import {
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
} from '@fluentui/react-dialog';
import { useMemo, useState, type ChangeEvent } from 'react';
import type {
  Asset,
  MatchDataImportRecord,
  MatchDataImportRequest,
  MatchDataPreview,
  MatchDataPreviewClip,
} from '../../core/api/contract';
import { ApiError } from '../../core/api/errors';
import { errorInWords } from '../../core/api/error-words';
import { countOf } from '../../core/domain/counting';
import {
  FORMAT_NAMES,
  cricketPlacement,
  footballPlacement,
  matchDataRefusalInWords,
  otherMatchProblem,
  readMatchFile,
  videoTimeText,
  type LineupFile,
  type MatchFile,
  type PeriodStartRow,
  type Placement,
  type SyncPointRow,
} from '../../core/domain/match-data';
import { matchDataImportsQuery, matchDataWrites } from '../../core/queries/match-data';
import { useServerQuery, useTenant } from '../common';
import { PlayerView } from '../player';
import { useNotify } from '../shell/Toasts';
import { useMatchCategory } from './AssetTable';
import { PeriodStarts, SyncPoints } from './MatchDataPlacement';
import { MatchDataImports, MatchDataPreviewPanel } from './MatchDataResults';

const useStyles = makeStyles({
  surface: { width: 'min(1040px, 94vw)', maxWidth: '100%' },
  // The container is inside the scroller: a scroller with containment holds no sticky child.
  container: { containerType: 'inline-size' },
  columns: {
    display: 'grid',
    gap: tokens.spacingVerticalM,
    gridTemplateColumns: 'minmax(0, 1fr)',
    '@container (min-width: 760px)': { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)' },
  },
  side: {
    display: 'grid',
    gap: tokens.spacingVerticalS,
    alignContent: 'start',
    alignSelf: 'start',
    '@container (min-width: 760px)': { position: 'sticky', top: 0 },
  },
  form: { display: 'grid', gap: tokens.spacingVerticalM, alignContent: 'start', minWidth: 0 },
  text: { margin: 0, overflowWrap: 'anywhere' },
  alert: { margin: 0, color: tokens.colorPaletteRedForeground1, overflowWrap: 'anywhere' },
  file: { maxWidth: '100%' },
});

/** A field that takes one JSON file from the person's computer. */
function JsonFileField({
  label,
  required = false,
  problem,
  onChange,
}: {
  label: string;
  required?: boolean;
  problem: string | null;
  onChange(event: ChangeEvent<HTMLInputElement>): Promise<void>;
}) {
  const styles = useStyles();
  return (
    <Field label={label} required={required} validationMessage={problem ?? undefined}>
      {(fieldProps) => (
        <input
          {...fieldProps}
          className={styles.file}
          type="file"
          accept=".json,application/json"
          onChange={(event) => void onChange(event)}
        />
      )}
    </Field>
  );
}

type Chosen<T> = { read: T; name: string } | { problem: string } | null;

/** A chosen file's text read and recognised, or why not. */
async function chooseFile(event: ChangeEvent<HTMLInputElement>) {
  const file = event.currentTarget.files?.[0];
  if (!file) return null;
  const read = readMatchFile(await file.text(), file.name);
  return { read, name: file.name };
}

function firstRows(file: MatchFile): { sync: SyncPointRow[]; periods: PeriodStartRow[] } {
  return file.format === 'cricsheet'
    ? {
        sync: file.innings.map((i) => ({ innings: i.number, ball: i.balls[0] ?? '0.1', time: '' })),
        periods: [],
      }
    : { sync: [], periods: file.periods.map((period) => ({ period, time: '' })) };
}

/**
 * "Import match data" for one video: the provider's file, the times that put its events on the
 * video (picked in the player), a preview whose clips play at their computed times, then the
 * import; and the video's earlier imports, each undone as one step.
 */
export function MatchDataDialog({ asset, onClose }: { asset: Asset; onClose(): void }) {
  const styles = useStyles();
  const tenant = useTenant();
  const notify = useNotify();
  const matchCategory = useMatchCategory();
  const assetMatch = matchCategory ? asset.metadata[matchCategory] : undefined;
  const writes = useMemo(
    () => matchDataWrites(tenant.tenantId, asset.id),
    [tenant.tenantId, asset.id],
  );
  const imports = useServerQuery(
    useMemo(() => matchDataImportsQuery(tenant.tenantId, asset.id), [tenant.tenantId, asset.id]),
  );
  const formats = imports.data?.formats;
  const labelOf = (category: string) =>
    tenant.family.clipCategories.find((c) => c.name.toLowerCase() === category)?.label ?? category;
  const [chosen, setChosen] = useState<Chosen<MatchFile>>(null);
  const [lineup, setLineup] = useState<Chosen<LineupFile>>(null);
  const [matchId, setMatchId] = useState('');
  const [sync, setSync] = useState<SyncPointRow[]>([]);
  const [periods, setPeriods] = useState<PeriodStartRow[]>([]);
  const [checked, setChecked] = useState(false);
  const [preview, setPreview] = useState<MatchDataPreview | null>(null);
  const [busy, setBusy] = useState<'preview' | 'import' | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [playhead, setPlayhead] = useState<number | null>(null);
  const [range, setRange] = useState<{ start: number; end: number; what: string } | null>(null);

  const file = chosen && 'read' in chosen ? chosen.read : null;
  const fileProblem = (() => {
    if (!chosen) return null;
    if ('problem' in chosen) return chosen.problem;
    if (formats && !formats.includes(chosen.read.format))
      return formats.length === 0
        ? 'This library takes no match data.'
        : `This is a ${FORMAT_NAMES[chosen.read.format]} file: this library takes ${formats.map((f) => FORMAT_NAMES[f]).join(' and ')} files.`;
    return otherMatchProblem(chosen.read, assetMatch);
  })();
  const placement: Placement | null = !file
    ? null
    : file.format === 'cricsheet'
      ? cricketPlacement(sync, file, asset.duration)
      : footballPlacement(periods, asset.duration);
  const idProblem = /^[A-Za-z0-9._-]{1,64}$/.test(matchId.trim())
    ? null
    : 'Give the provider’s id of the match: letters, digits, dots and dashes.';

  // Anything changed makes the preview stale: the import writes only what was previewed.
  const changed =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setPreview(null);
      setProblem(null);
    };

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const picked = await chooseFile(event);
    if (!picked) return;
    if ('problem' in picked.read) return changed(setChosen)({ problem: picked.read.problem });
    const read = picked.read;
    if (read.format === 'statsbomb-lineup')
      return changed(setChosen)({
        problem:
          'This is a StatsBomb line-up file: choose the match’s events file here, and the line-up below.',
      });
    changed(setChosen)({ read, name: picked.name });
    setMatchId(read.matchId);
    const rows = firstRows(read);
    setSync(rows.sync);
    setPeriods(rows.periods);
    setChecked(false);
  };
  const onLineup = async (event: ChangeEvent<HTMLInputElement>) => {
    const picked = await chooseFile(event);
    if (!picked) return changed(setLineup)(null);
    const read = picked.read;
    changed(setLineup)(
      'format' in read && read.format === 'statsbomb-lineup'
        ? { read, name: picked.name }
        : { problem: 'This is not a StatsBomb line-up file.' },
    );
  };

  const body = (): MatchDataImportRequest | null =>
    file && placement?.ok && !idProblem && !fileProblem
      ? {
          file: file.document,
          matchId: matchId.trim(),
          ...(lineup && 'read' in lineup ? { lineup: lineup.read.document } : {}),
          ...placement.body,
        }
      : null;

  const send = async (what: 'preview' | 'import') => {
    setChecked(true);
    const request = body();
    if (!request || !file) return;
    setBusy(what);
    setProblem(null);
    try {
      if (what === 'preview') setPreview(await writes.preview(request));
      else {
        const done = await writes.import(request);
        notify(
          `${countOf(done.clips, 'clip')} imported from ${file.match}` +
            (done.removed ? `, ${done.removed} taken away` : '') +
            (done.kept.length ? `; ${countOf(done.kept.length, 'correction')} kept.` : '.'),
        );
        onClose();
      }
    } catch (error) {
      const code = error instanceof ApiError ? error.code : null;
      setProblem(
        matchDataRefusalInWords(code, file, assetMatch) ??
          `${what === 'preview' ? 'The preview' : 'The import'} could not be made. ${errorInWords(error)}`,
      );
    } finally {
      setBusy(null);
    }
  };

  const undo = async (record: MatchDataImportRecord) => {
    try {
      await writes.undo(record.changeId);
      notify(
        `The import of ${record.match} was undone: ${countOf(record.clips, 'clip')} taken back.`,
      );
      setPreview(null);
      return null;
    } catch (error) {
      const code = error instanceof ApiError ? error.code : null;
      return code === 'changed_since'
        ? 'A clip of it was changed since: undo that change in the metadata history first.'
        : `The import could not be undone. ${errorInWords(error)}`;
    }
  };

  const play = (clip: MatchDataPreviewClip) =>
    setRange({ start: clip.offset, end: clip.offset + clip.duration, what: clip.summary });

  return (
    <Dialog open onOpenChange={(_, data) => data.open || onClose()}>
      <DialogSurface className={styles.surface}>
        <DialogBody>
          <DialogTitle>Import match data: {asset.title}</DialogTitle>
          <DialogContent>
            <div className={styles.container}>
              <div className={styles.columns}>
                <div className={styles.side}>
                  <PlayerView
                    key={range ? `${range.start}-${range.end}` : 'whole'}
                    assetId={asset.id}
                    {...(range
                      ? { start: String(range.start), end: String(range.end), autoplay: true }
                      : {})}
                    onTimeUpdate={(update) => setPlayhead(update.assetTime)}
                  />
                  <p className={styles.text}>
                    {range ? `Playing ${range.what}. ` : ''}
                    {playhead === null
                      ? 'Play the video to find a moment.'
                      : `The player is at ${videoTimeText(playhead)}.`}{' '}
                    {range && (
                      <Button size="small" onClick={() => setRange(null)}>
                        Show the whole video
                      </Button>
                    )}
                  </p>
                </div>
                <div className={styles.form}>
                  <p className={styles.text}>
                    {formats?.length
                      ? `A ${formats.map((f) => FORMAT_NAMES[f]).join(' or ')} file of this video’s match makes its clips: nothing is written before the preview.`
                      : imports.data
                        ? 'This library takes no match data.'
                        : 'Reading what this library takes…'}
                  </p>
                  <JsonFileField
                    label="The provider’s file (.json)"
                    required
                    problem={fileProblem}
                    onChange={onFile}
                  />
                  {file?.format === 'statsbomb' && (
                    <JsonFileField
                      label="Its line-up file (optional: checks the players’ names)"
                      problem={lineup && 'problem' in lineup ? lineup.problem : null}
                      onChange={onLineup}
                    />
                  )}
                  {file && !fileProblem && (
                    <>
                      <p className={styles.text} role="status">
                        {file.match}: a {FORMAT_NAMES[file.format]} file.
                      </p>
                      <Field
                        label="The provider’s id of the match"
                        hint="From the file’s name. Importing the match again with the same id replaces its clips."
                        validationMessage={checked ? (idProblem ?? undefined) : undefined}
                      >
                        <Input value={matchId} onChange={(_, d) => changed(setMatchId)(d.value)} />
                      </Field>
                      {file.format === 'cricsheet' ? (
                        <SyncPoints
                          file={file}
                          rows={sync}
                          onChange={changed(setSync)}
                          playhead={playhead}
                          problems={checked && placement && !placement.ok ? placement.problems : []}
                        />
                      ) : (
                        <PeriodStarts
                          rows={periods}
                          onChange={changed(setPeriods)}
                          playhead={playhead}
                          problems={checked && placement && !placement.ok ? placement.problems : []}
                        />
                      )}
                    </>
                  )}
                  {checked && placement && !placement.ok && placement.problem && (
                    <p role="alert" className={styles.alert}>
                      {placement.problem}
                    </p>
                  )}
                  {problem && (
                    <p role="alert" className={styles.alert}>
                      {problem}
                    </p>
                  )}
                  {preview && (
                    <MatchDataPreviewPanel preview={preview} labelOf={labelOf} onPlay={play} />
                  )}
                  {imports.error && (
                    <p role="alert" className={styles.alert}>
                      The earlier imports could not be read. {errorInWords(imports.error)}
                    </p>
                  )}
                  <MatchDataImports imports={imports.data?.imports ?? []} onUndo={undo} />
                </div>
              </div>
            </div>
          </DialogContent>
          <DialogActions>
            <Button
              appearance={preview ? 'secondary' : 'primary'}
              disabled={!file || !!fileProblem || busy !== null}
              onClick={() => void send('preview')}
            >
              {busy === 'preview' ? 'Previewing…' : 'Preview'}
            </Button>
            <Button
              appearance="primary"
              disabled={!preview || preview.clips === 0 || busy !== null}
              onClick={() => void send('import')}
            >
              {busy === 'import'
                ? 'Importing…'
                : preview
                  ? `Import ${countOf(preview.clips, 'clip')}`
                  : 'Import'}
            </Button>
            <Button onClick={onClose}>Close</Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
