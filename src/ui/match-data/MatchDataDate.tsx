import { Button } from '@fluentui/react-components';
import { tokens } from '@fluentui/react-theme';
import { makeStyles } from '@griffel/react';
import { useState } from 'react';
import { errorInWords } from '../../core/api/error-words';
import { isoDayToDisplay } from '../../core/domain/dates';
import { dateMismatchInWords } from '../../core/domain/match-data';
import { useNotify } from '../shell/Toasts';
import { useLibraryWrites } from '../library/useLibrary';

const useStyles = makeStyles({
  note: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    padding: tokens.spacingVerticalS,
    borderRadius: tokens.borderRadiusMedium,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorPaletteYellowBorder2}`,
    backgroundColor: tokens.colorPaletteYellowBackground1,
    color: tokens.colorNeutralForeground1,
  },
  words: { flex: '1 1 18em', margin: 0, minWidth: 0, overflowWrap: 'anywhere' },
  alert: { margin: 0, flexBasis: '100%', color: tokens.colorPaletteRedForeground1 },
});

/**
 * When the file's match day is not the video's: says so, and offers to date the video as the
 * file does (the video's date is what search, the library and highlight packages show).
 */
export function MatchDataDate({
  assetId,
  fileDate,
  videoDate,
}: {
  assetId: string;
  fileDate: string | null;
  videoDate: string | null;
}) {
  const styles = useStyles();
  const writes = useLibraryWrites();
  const notify = useNotify();
  const [dated, setDated] = useState(videoDate);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const words = dateMismatchInWords(fileDate, dated);
  if (!words || !fileDate) return null;
  const shown = isoDayToDisplay(fileDate);

  const correct = async () => {
    setBusy(true);
    setProblem(null);
    try {
      await writes.update(assetId, { matchDate: fileDate });
      setDated(fileDate);
      notify(`The video is now dated ${shown}.`);
    } catch (error) {
      setProblem(`The video’s date could not be changed. ${errorInWords(error)}`);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={styles.note} role="note" aria-label="The match’s date">
      <p className={styles.words}>{words}</p>
      <Button size="small" disabled={busy} onClick={() => void correct()}>
        {busy ? 'Dating the video…' : `Date the video ${shown}`}
      </Button>
      {problem && (
        <p role="alert" className={styles.alert}>
          {problem}
        </p>
      )}
    </div>
  );
}
