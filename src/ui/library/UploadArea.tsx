import { Button } from '@fluentui/react-components';
import { tokens } from '@fluentui/react-theme';
import { makeStyles, mergeClasses } from '@griffel/react';
import { Suspense, useRef, useState, type DragEvent } from 'react';
import type { UploadEntry } from '../../core/api/uploads';
import {
  bytesInWords,
  FILE_PICKER_ACCEPT,
  fileRefusal,
  maxUploadBytes,
} from '../../core/domain/library';
import { ACCEPTED_CONTAINERS } from '../../core/api/contract';
import { useTenant } from '../common/useTenant';
import { lazyNamed } from '../common/lazyNamed';
import { useUploads } from './useLibrary';

const useStyles = makeStyles({
  zone: {
    display: 'grid',
    gap: tokens.spacingVerticalS,
    justifyItems: 'start',
    padding: tokens.spacingVerticalL,
    border: `${tokens.strokeWidthThick} dashed ${tokens.colorNeutralStrokeAccessible}`,
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorNeutralBackground2,
  },
  over: {
    border: `${tokens.strokeWidthThick} dashed ${tokens.colorBrandStroke1}`,
    backgroundColor: tokens.colorNeutralBackground1Selected,
  },
  lead: { margin: 0, fontWeight: tokens.fontWeightSemibold },
  hint: { margin: 0, color: tokens.colorNeutralForeground2, fontSize: tokens.fontSizeBase200 },
  buttons: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  list: { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: tokens.spacingVerticalS },
  item: {
    display: 'grid',
    gap: tokens.spacingVerticalXXS,
    padding: tokens.spacingVerticalS,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
  },
  name: { fontWeight: tokens.fontWeightSemibold, overflowWrap: 'anywhere' },
  progress: { width: '100%', maxWidth: '420px', accentColor: tokens.colorBrandForeground1 },
  problem: { margin: 0, color: tokens.colorPaletteRedForeground1 },
  words: { margin: 0, color: tokens.colorNeutralForeground2, fontSize: tokens.fontSizeBase200 },
});

// The form loads when files are first added: the library's first paint does without it.
const UploadDetailsDialog = lazyNamed(() => import('./UploadDetailsDialog'), 'UploadDetailsDialog');

/**
 * Where videos come in: dropped or chosen files, an address the server fetches, or a live
 * match's stream.
 */
export function UploadArea({
  onAddFromAddress,
  onGoLive,
}: {
  onAddFromAddress(): void;
  onGoLive(): void;
}) {
  const styles = useStyles();
  const { tracker, entries } = useUploads();
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const limit = maxUploadBytes(useTenant().config);
  // Files chosen or dropped wait for their details (title, match, date) before they are sent.
  const [adding, setAdding] = useState<File[] | null>(null);
  // One the library would refuse (its kind, its size) is said at once, with no form to fill.
  const add = (files: File[]) => {
    const refused = files.filter((f) => fileRefusal(f, limit));
    if (refused.length > 0) tracker.add(refused, limit);
    const taken = files.filter((f) => !fileRefusal(f, limit));
    if (taken.length > 0) setAdding(taken);
  };

  const dropped = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    add([...event.dataTransfer.files]);
  };

  return (
    <div className={styles.list}>
      <div
        role="group"
        aria-label="Add videos"
        className={mergeClasses(styles.zone, over && styles.over)}
        onDragOver={(event) => {
          event.preventDefault();
          event.dataTransfer.dropEffect = 'copy';
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={dropped}
      >
        <p className={styles.lead}>Drop video files here, or choose them</p>
        <p className={styles.hint}>
          {ACCEPTED_CONTAINERS}, up to {bytesInWords(limit)} a file. Uploads carry on where they
          stopped after a lost connection or a reload: choose the same file again.
        </p>
        <div className={styles.buttons}>
          <Button appearance="primary" onClick={() => input.current?.click()}>
            Choose video files
          </Button>
          <Button onClick={onAddFromAddress}>Add from an address</Button>
          <Button onClick={onGoLive}>Go live</Button>
        </div>
        <input
          ref={input}
          type="file"
          multiple
          hidden
          accept={FILE_PICKER_ACCEPT}
          aria-label="Video files"
          onChange={(event) => {
            const files = [...(event.target.files ?? [])];
            event.target.value = '';
            add(files);
          }}
        />
      </div>
      {adding && (
        <Suspense fallback={null}>
          <UploadDetailsDialog
            files={adding}
            onClose={() => setAdding(null)}
            onUpload={(details) => {
              tracker.add(adding, limit, details);
              setAdding(null);
            }}
          />
        </Suspense>
      )}
      {entries.length > 0 && (
        <ul className={styles.list} aria-label="Uploads from this page">
          {entries.map((entry) => (
            <UploadItem key={entry.id} entry={entry} styles={styles} />
          ))}
        </ul>
      )}
    </div>
  );
}

function UploadItem({
  entry,
  styles,
}: {
  entry: UploadEntry;
  styles: ReturnType<typeof useStyles>;
}) {
  const { tracker } = useUploads();
  const percent = entry.size > 0 ? Math.floor((entry.sent / entry.size) * 100) : 0;
  const moving =
    entry.phase === 'starting' || entry.phase === 'sending' || entry.phase === 'reconnecting';
  return (
    <li className={styles.item} aria-label={entry.fileName}>
      <span className={styles.name}>{entry.fileName}</span>
      {entry.phase !== 'failed' && entry.phase !== 'sent' && (
        <progress
          className={styles.progress}
          max={100}
          value={percent}
          aria-label={`Upload of ${entry.fileName}: ${percent}%`}
        />
      )}
      <p className={styles.words} role="status">
        {phaseWords(entry, percent)}
      </p>
      {entry.problem && <p className={styles.problem}>{entry.problem}</p>}
      <div className={styles.buttons}>
        {moving && (
          <Button size="small" onClick={() => tracker.pause(entry.id)}>
            Pause
          </Button>
        )}
        {(entry.phase === 'paused' || (entry.phase === 'failed' && entry.sent > 0)) && (
          <Button size="small" onClick={() => tracker.resume(entry.id)}>
            Resume
          </Button>
        )}
        {entry.phase !== 'sent' && entry.phase !== 'failed' && (
          <Button
            size="small"
            aria-label={`Cancel the upload of ${entry.fileName}`}
            onClick={() => void tracker.cancel(entry.id)}
          >
            Cancel
          </Button>
        )}
        {(entry.phase === 'sent' || entry.phase === 'failed') && (
          <Button
            size="small"
            aria-label={`Dismiss ${entry.fileName}`}
            onClick={() => tracker.dismiss(entry.id)}
          >
            Dismiss
          </Button>
        )}
      </div>
    </li>
  );
}

function phaseWords(entry: UploadEntry, percent: number): string {
  const amount = `${bytesInWords(entry.sent)} of ${bytesInWords(entry.size)}`;
  switch (entry.phase) {
    case 'starting':
      return 'Starting…';
    case 'sending':
      return `${entry.resumed ? 'Carrying on: ' : 'Uploading: '}${percent}% (${amount})`;
    case 'reconnecting':
      return `The connection was lost at ${percent}%. Trying again…`;
    case 'paused':
      return `Paused at ${percent}% (${amount}).`;
    case 'sent':
      // Its row below says where its processing is: words here would go stale.
      return 'Uploaded. Its row below shows its processing.';
    case 'failed':
      return 'Not uploaded.';
  }
}
