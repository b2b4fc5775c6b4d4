import { Button, Field, Input } from '@fluentui/react-components';
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
import { useMemo, useState } from 'react';
import type { Asset, MatchDataImportRecord, MatchDataPreviewClip } from '../../core/api/contract';
import { ApiError } from '../../core/api/errors';
import { errorInWords } from '../../core/api/error-words';
import { countOf } from '../../core/domain/counting';
import { FORMAT_NAMES, matchDataRefusalInWords, videoTimeText } from '../../core/domain/match-data';
import { matchDataImportsQuery, matchDataWrites } from '../../core/queries/match-data';
import { useServerQuery, useTenant } from '../common';
import { PlayerView } from '../player';
import { useNotify } from '../shell/Toasts';
import { useMatchCategory } from '../library/AssetTable';
import { FileField } from './FileField';
import { MatchDataCsvColumns } from './MatchDataCsvColumns';
import { MatchDataDate } from './MatchDataDate';
import { PeriodStarts, SyncPoints } from './MatchDataTimeline';
import { MatchDataImports, MatchDataPreviewPanel } from './MatchDataResults';
import type { MatchDataDraft } from './MatchDataDraft';
import { useMatchDataForm } from './useMatchDataForm';

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

/**
 * "Import match data" for one video: the provider's file, the times that put its events on the
 * video (picked in the player), a preview whose clips play at their computed times, then the
 * import; and the video's earlier imports, each undone as one step.
 */
export function MatchDataDialog({
  asset,
  onClose,
  draft,
}: {
  asset: Asset;
  onClose(): void;
  /** The form to start from; a new, empty one when not given. */
  draft?: MatchDataDraft;
}) {
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
  const categories = tenant.family.clipCategories;
  const labelOf = (category: string) =>
    categories.find((c) => c.name.toLowerCase() === category)?.label ?? category;
  const form = useMatchDataForm(
    {
      formats,
      savedCsvMapping: imports.data?.csvMapping ?? null,
      categories,
      assetMatch,
      duration: asset.duration,
    },
    draft,
  );
  const { file, preview } = form;
  const [busy, setBusy] = useState<'preview' | 'import' | null>(null);
  const [playhead, setPlayhead] = useState<number | null>(null);
  const [range, setRange] = useState<{ start: number; end: number; what: string } | null>(null);

  const send = async (what: 'preview' | 'import') => {
    const request = form.check();
    if (!request || !file) return;
    setBusy(what);
    form.setProblem(null);
    try {
      if (what === 'preview') form.setPreview(await writes.preview(request));
      else {
        const done = await writes.import(request);
        notify(
          `${countOf(done.clips, 'clip')} imported from ${preview?.match ?? file.match}` +
            (done.removed ? `, ${done.removed} taken away` : '') +
            (done.kept.length ? `; ${countOf(done.kept.length, 'correction')} kept.` : '.'),
        );
        onClose();
      }
    } catch (error) {
      const code = error instanceof ApiError ? error.code : null;
      form.setProblem(
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
      form.stale();
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
                  <FileField
                    label="The provider’s file (.json, or a logger’s .csv)"
                    accept=".json,application/json,.csv,text/csv"
                    required
                    problem={form.fileProblem}
                    onChange={form.chooseFile}
                  />
                  {file?.format === 'statsbomb' && (
                    <FileField
                      label="Its line-up file (optional: checks the players’ names)"
                      accept=".json,application/json"
                      problem={form.lineupProblem}
                      onChange={form.chooseLineup}
                    />
                  )}
                  {file && !form.fileProblem && (
                    <>
                      <p className={styles.text} role="status">
                        {file.format === 'csv'
                          ? `A CSV of ${countOf(file.table.rows.length, 'row')}.`
                          : `${file.match}: a ${FORMAT_NAMES[file.format]} file.`}
                      </p>
                      <Field
                        label="The provider’s id of the match"
                        hint="From the file’s name. Importing the match again with the same id replaces its clips."
                        validationMessage={form.idProblem ?? undefined}
                      >
                        <Input value={form.matchId} onChange={(_, d) => form.setMatchId(d.value)} />
                      </Field>
                      {file.format === 'csv' && form.csv && (
                        <MatchDataCsvColumns
                          columns={file.table.columns}
                          categories={categories}
                          mapping={form.csv}
                          onChange={form.changeCsv}
                        />
                      )}
                      {file.format === 'cricsheet' ? (
                        <SyncPoints
                          file={file}
                          rows={form.sync}
                          onChange={form.setSync}
                          playhead={playhead}
                          problems={form.rowProblems}
                          ballTimes={form.ballTimes}
                          ballTimesProblem={form.ballTimesProblem}
                          onBallTimes={form.chooseBallTimes}
                          onClearBallTimes={form.clearBallTimes}
                        />
                      ) : (
                        (file.format === 'statsbomb' || form.csv?.timeKind === 'clock') && (
                          <PeriodStarts
                            rows={form.periods}
                            onChange={form.setPeriods}
                            playhead={playhead}
                            problems={form.rowProblems}
                          />
                        )
                      )}
                    </>
                  )}
                  {form.timelineProblem && (
                    <p role="alert" className={styles.alert}>
                      {form.timelineProblem}
                    </p>
                  )}
                  {form.problem && (
                    <p role="alert" className={styles.alert}>
                      {form.problem}
                    </p>
                  )}
                  {preview && (
                    <MatchDataDate
                      assetId={asset.id}
                      fileDate={preview.date}
                      videoDate={asset.matchDate}
                    />
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
              disabled={!file || !!form.fileProblem || busy !== null}
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
