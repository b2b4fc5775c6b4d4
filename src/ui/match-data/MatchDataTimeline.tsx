import { Button, Field, Input } from '@fluentui/react-components';
import { tokens } from '@fluentui/react-theme';
import { makeStyles, mergeClasses } from '@griffel/react';
import type { ChangeEvent } from 'react';
import { countOf } from '../../core/domain/counting';
import {
  videoTimeText,
  type MatchFile,
  type PeriodStartRow,
  type SyncPointRow,
} from '../../core/domain/match-data';
import { FileField } from './FileField';
import { FieldGroup, GroupNote, SelectField } from './MatchDataFields';

const useStyles = makeStyles({
  row: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1.5fr) minmax(4.5em, 0.7fr) minmax(6.5em, 1fr)',
    alignItems: 'start',
    gap: tokens.spacingHorizontalS,
    paddingBottom: tokens.spacingVerticalS,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke3}`,
  },
  periodRow: { gridTemplateColumns: 'minmax(0, 1fr)' },
  buttons: {
    gridColumn: '1 / -1',
    display: 'flex',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalXS,
  },
  input: { width: '100%', minWidth: 0 },
});

const PERIOD_NAMES: Record<number, string> = {
  1: 'First half',
  2: 'Second half',
  3: 'Extra time, first half',
  4: 'Extra time, second half',
};

interface Common {
  /** The player's time now, in seconds into the video; null before it plays. */
  playhead: number | null;
  problems: ReadonlyArray<string | null>;
}

/** The balls whose video time the person gives (a cricket file has no time per ball). */
export function SyncPoints({
  file,
  rows,
  onChange,
  playhead,
  problems,
  ballTimes,
  ballTimesProblem,
  onBallTimes,
  onClearBallTimes,
}: Common & {
  file: Extract<MatchFile, { format: 'cricsheet' }>;
  rows: readonly SyncPointRow[];
  onChange(rows: SyncPointRow[]): void;
  /** A logger's table of ball times chosen instead of sync points. */
  ballTimes: { name: string; balls: number } | null;
  ballTimesProblem: string | null;
  onBallTimes(event: ChangeEvent<HTMLInputElement>): Promise<void>;
  onClearBallTimes(): void;
}) {
  return (
    <FieldGroup
      legend="Sync points"
      hint="The video time of some balls: at least the first of each innings. Balls in between are placed by their order, at a broadcast’s pace. Play the video to a ball’s delivery, then use the player’s time."
    >
      {ballTimes ? (
        <GroupNote status>
          Every ball’s time from {ballTimes.name}: {countOf(ballTimes.balls, 'ball')}.{' '}
          <Button size="small" onClick={onClearBallTimes}>
            Give sync points instead
          </Button>
        </GroupNote>
      ) : (
        <SyncPointRows
          rows={rows}
          file={file}
          onChange={onChange}
          playhead={playhead}
          problems={problems}
        />
      )}
      <FileField
        label="Or the logger’s table of ball times (CSV: innings, over, ball, time)"
        accept=".csv,text/csv"
        problem={ballTimesProblem}
        onChange={onBallTimes}
      />
    </FieldGroup>
  );
}

function SyncPointRows({
  file,
  rows,
  onChange,
  playhead,
  problems,
}: Common & {
  file: Extract<MatchFile, { format: 'cricsheet' }>;
  rows: readonly SyncPointRow[];
  onChange(rows: SyncPointRow[]): void;
}) {
  const styles = useStyles();
  const set = (i: number, change: Partial<SyncPointRow>) =>
    onChange(rows.map((row, k) => (k === i ? { ...row, ...change } : row)));
  return (
    <>
      {rows.map((row, i) => {
        const name = `innings ${row.innings}, ball ${row.ball.trim() || 'not given'}`;
        return (
          <div key={i} className={styles.row} role="group" aria-label={`Sync point ${i + 1}`}>
            <SelectField
              label="Innings"
              value={String(row.innings)}
              options={file.innings.map((innings) => ({
                value: String(innings.number),
                label: `${innings.number} (${innings.team})`,
              }))}
              onChange={(value) => set(i, { innings: Number(value) })}
            />
            <Field label="Ball">
              <Input
                className={styles.input}
                value={row.ball}
                placeholder="0.1"
                onChange={(_, data) => set(i, { ball: data.value })}
              />
            </Field>
            <Field label="Video time" validationMessage={problems[i] ?? undefined}>
              <Input
                className={styles.input}
                value={row.time}
                placeholder="h:mm:ss"
                onChange={(_, data) => set(i, { time: data.value })}
              />
            </Field>
            <div className={styles.buttons}>
              <Button
                disabled={playhead === null}
                aria-label={`Use the player’s time for ${name}`}
                onClick={() => playhead !== null && set(i, { time: videoTimeText(playhead) })}
              >
                Use the player’s time
              </Button>
              <Button
                aria-label={`Remove sync point ${i + 1}`}
                onClick={() => onChange(rows.filter((_, k) => k !== i))}
              >
                Remove
              </Button>
            </div>
          </div>
        );
      })}
      <div>
        <Button
          onClick={() =>
            onChange([...rows, { innings: rows.at(-1)?.innings ?? 1, ball: '', time: '' }])
          }
        >
          Add a sync point
        </Button>
      </div>
    </>
  );
}

/** The video time of each period's kick-off (a football file counts from each period's start). */
export function PeriodStarts({
  rows,
  onChange,
  playhead,
  problems,
}: Common & { rows: readonly PeriodStartRow[]; onChange(rows: PeriodStartRow[]): void }) {
  const styles = useStyles();
  return (
    <FieldGroup
      legend="Kick-offs"
      hint="The video time of each period’s kick-off: every event follows from it. Play the video to the kick-off, then use the player’s time."
    >
      {rows.map((row, i) => {
        const name = PERIOD_NAMES[row.period] ?? `Period ${row.period}`;
        const set = (time: string) => onChange(rows.map((r, k) => (k === i ? { ...r, time } : r)));
        return (
          <div key={row.period} className={mergeClasses(styles.row, styles.periodRow)}>
            <Field label={`${name}: kick-off`} validationMessage={problems[i] ?? undefined}>
              <Input
                className={styles.input}
                value={row.time}
                placeholder="h:mm:ss"
                onChange={(_, data) => set(data.value)}
              />
            </Field>
            <div className={styles.buttons}>
              <Button
                disabled={playhead === null}
                aria-label={`Use the player’s time for the ${name.toLowerCase()}’s kick-off`}
                onClick={() => playhead !== null && set(videoTimeText(playhead))}
              >
                Use the player’s time
              </Button>
            </div>
          </div>
        );
      })}
    </FieldGroup>
  );
}
