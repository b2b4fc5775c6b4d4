import { Button } from '@fluentui/react-components';
import { tokens } from '@fluentui/react-theme';
import { makeStyles } from '@griffel/react';
import { useId, useState } from 'react';
import type {
  MatchDataNote,
  MatchDataImportRecord,
  MatchDataPreview,
  MatchDataPreviewClip,
} from '../../core/api/contract';
import { countOf, formatCount } from '../../core/domain/counting';
import { formatDateTime, isoDayToDisplay } from '../../core/domain/dates';
import {
  FORMAT_NAMES,
  kindsInWords,
  notesByReason,
  videoTimeText,
} from '../../core/domain/match-data';

/** How many kept corrections are listed before "and N more". */
const LISTED = 8;

const useStyles = makeStyles({
  section: { display: 'grid', gap: tokens.spacingVerticalS, minWidth: 0 },
  heading: { margin: 0, fontSize: tokens.fontSizeBase400 },
  text: { margin: 0 },
  list: { display: 'grid', gap: tokens.spacingVerticalXS, margin: 0, padding: 0 },
  item: {
    listStyle: 'none',
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    padding: `${tokens.spacingVerticalXS} 0`,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke3}`,
  },
  words: { flex: '1 1 18em', minWidth: 0, overflowWrap: 'anywhere' },
  meta: { display: 'block', color: tokens.colorNeutralForeground2 },
  notes: { margin: 0, paddingLeft: tokens.spacingHorizontalXL, overflowWrap: 'anywhere' },
});

/** Events with something to say of them, grouped by what: "Not placed (117): give …". */
function Notes({ notes, label }: { notes: readonly MatchDataNote[]; label: string }) {
  const styles = useStyles();
  if (notes.length === 0) return null;
  return (
    <>
      <p className={styles.text}>
        {label} ({formatCount(notes.length)}):
      </p>
      <ul className={styles.notes}>
        {notesByReason(notes).map((group) => (
          <li key={group.reason}>
            {group.reason[0]!.toUpperCase() + group.reason.slice(1)}
            {group.count > 1 ? ` (${formatCount(group.count)})` : ''}: {group.examples.join('; ')}
            {group.count > group.examples.length
              ? `; and ${formatCount(group.count - group.examples.length)} more`
              : ''}
            .
          </li>
        ))}
      </ul>
    </>
  );
}

/** Corrections made by hand that the import keeps, a few of them and how many more. */
function Kept({ kept, labelOf }: { kept: MatchDataPreview['kept']; labelOf(c: string): string }) {
  const styles = useStyles();
  if (kept.length === 0) return null;
  return (
    <>
      <p className={styles.text}>
        {countOf(kept.length, 'correction')} made by hand since the last import{' '}
        {kept.length === 1 ? 'is' : 'are'} kept:
      </p>
      <ul className={styles.notes}>
        {kept.slice(0, LISTED).map((k) => (
          <li key={`${k.clipId}/${k.category}`}>
            {k.summary}: {labelOf(k.category)} stays {k.kept.join(', ') || 'empty'} (the file says{' '}
            {k.file.join(', ') || 'nothing'})
          </li>
        ))}
        {kept.length > LISTED && <li>and {kept.length - LISTED} more</li>}
      </ul>
    </>
  );
}

/** What an import would write, before anything is written; each clip can be played. */
export function MatchDataPreviewPanel({
  preview,
  labelOf,
  onPlay,
}: {
  preview: MatchDataPreview;
  labelOf(category: string): string;
  onPlay(clip: MatchDataPreviewClip): void;
}) {
  const styles = useStyles();
  const headingId = useId();
  const again = preview.replaces + preview.removes > 0;
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.heading}>
        Preview: nothing is written yet
      </h3>
      <p className={styles.text} role="status">
        {preview.match}
        {preview.date ? `, ${isoDayToDisplay(preview.date)}` : ''} ({FORMAT_NAMES[preview.format]}):{' '}
        {countOf(preview.clips, 'clip')} of {countOf(preview.events, 'event')}.{' '}
        {kindsInWords(preview.byKind, preview.format)}.
      </p>
      {again && (
        <p className={styles.text}>
          It imports this match again: {countOf(preview.replaces, 'clip')} replaced
          {preview.removes > 0
            ? `, ${countOf(preview.removes, 'clip')} of events the file no longer places taken away`
            : ''}
          .
        </p>
      )}
      {preview.liveClips.replaced + preview.liveClips.kept > 0 && (
        <p className={styles.text}>
          The file stands for the live feed’s clips: {countOf(preview.liveClips.replaced, 'clip')}{' '}
          of the feed taken away
          {preview.liveClips.kept > 0
            ? `, ${countOf(preview.liveClips.kept, 'clip')} an editor changed kept`
            : ''}
          .
        </p>
      )}
      <Kept kept={preview.kept} labelOf={labelOf} />
      <Notes label="Not placed" notes={preview.skipped} />
      <Notes label="To know" notes={preview.warnings} />
      <h4 className={styles.heading}>The first clips</h4>
      <ol className={styles.list} aria-label="The first clips, in the match’s order">
        {preview.first.map((clip) => (
          <li key={clip.id} className={styles.item}>
            <span className={styles.words}>
              {clip.summary}
              <span className={styles.meta}>
                at {videoTimeText(clip.at)}, {clip.placedBy}
              </span>
            </span>
            <Button size="small" aria-label={`Play ${clip.summary}`} onClick={() => onPlay(clip)}>
              Play
            </Button>
          </li>
        ))}
      </ol>
    </section>
  );
}

/** The asset's earlier imports, each undone as one step. */
export function MatchDataImports({
  imports,
  onUndo,
}: {
  imports: readonly MatchDataImportRecord[];
  onUndo(record: MatchDataImportRecord): Promise<string | null>;
}) {
  const styles = useStyles();
  const headingId = useId();
  const [asking, setAsking] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  if (imports.length === 0) return null;
  const undo = async (record: MatchDataImportRecord) => {
    setBusy(true);
    setProblem(await onUndo(record));
    setBusy(false);
    setAsking(null);
  };
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.heading}>
        Imported before
      </h3>
      {problem && (
        <p role="alert" className={styles.text}>
          {problem}
        </p>
      )}
      <ul className={styles.list}>
        {imports.map((record) => {
          const what = `${record.match} (${FORMAT_NAMES[record.format]}), ${countOf(record.clips, 'clip')}`;
          return (
            <li key={record.changeId} className={styles.item}>
              <span className={styles.words}>
                {what}
                {record.removed > 0 ? `, ${record.removed} taken away` : ''}
                <span className={styles.meta}>
                  {formatDateTime(new Date(record.at))} · {record.email}
                  {record.undoneAt ? ` · undone by ${record.undoneBy ?? 'someone'}` : ''}
                </span>
              </span>
              {!record.undoneAt &&
                (asking === record.changeId ? (
                  <span role="group" aria-label={`Undo the import of ${what}?`}>
                    <Button
                      size="small"
                      appearance="primary"
                      disabled={busy}
                      onClick={() => void undo(record)}
                    >
                      {busy ? 'Undoing…' : 'Undo the import'}
                    </Button>{' '}
                    <Button size="small" disabled={busy} onClick={() => setAsking(null)}>
                      Keep it
                    </Button>
                  </span>
                ) : (
                  <Button
                    size="small"
                    aria-label={`Undo the import of ${what}`}
                    onClick={() => setAsking(record.changeId)}
                  >
                    Undo
                  </Button>
                ))}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
