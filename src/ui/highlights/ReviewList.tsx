import { Button, Input } from '@fluentui/react-components';
import { tokens } from '@fluentui/react-theme';
import { makeStyles } from '@griffel/react';
import { useId, useState } from 'react';
import { Checkbox } from '@fluentui/react-checkbox';
import { HIGHLIGHT_MAX_PAD_SECONDS } from '../../core/api/contract';
import { clipDisplay, formatClock } from '../../core/domain/clip-display';
import { clipHappenings, type ReviewItem } from '../../core/domain/highlight-review';
import { useTenant } from '../common';
import type { PackageReview } from './PackageReview';

const useStyles = makeStyles({
  list: {
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    display: 'grid',
    gap: tokens.spacingVerticalS,
    containerType: 'inline-size',
  },
  item: {
    display: 'grid',
    gridTemplateColumns: 'auto minmax(0, 1fr) auto',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    padding: tokens.spacingVerticalS,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground2,
    '@container (max-width: 560px)': { gridTemplateColumns: 'auto minmax(0, 1fr)' },
  },
  left: { opacity: 0.75 },
  text: { display: 'grid', gap: tokens.spacingVerticalXXS, minWidth: 0 },
  title: { fontWeight: tokens.fontWeightSemibold, overflowWrap: 'anywhere' },
  fresh: {
    display: 'inline-block',
    marginInlineStart: tokens.spacingHorizontalS,
    padding: `0 ${tokens.spacingHorizontalS}`,
    borderRadius: tokens.borderRadiusCircular,
    backgroundColor: tokens.colorBrandBackground,
    color: tokens.colorNeutralForegroundOnBrand,
    fontSize: tokens.fontSizeBase200,
  },
  meta: { color: tokens.colorNeutralForeground2, fontSize: tokens.fontSizeBase200 },
  controls: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'end',
    gap: tokens.spacingHorizontalS,
    '@container (max-width: 560px)': { gridColumn: '1 / -1' },
  },
  pads: { display: 'flex', gap: tokens.spacingHorizontalS },
  pad: { display: 'grid', gap: '2px', fontSize: tokens.fontSizeBase200, width: '84px' },
  padProblem: { color: tokens.colorPaletteRedForeground1, fontSize: tokens.fontSizeBase200 },
});

export interface ReviewListProps {
  review: PackageReview;
  items: readonly ReviewItem[];
  /** Indexes shown (a group value's clips); every one when absent. */
  shown?: ReadonlySet<number>;
  playingIndex?: number | null;
  onPlay(index: number): void;
  /** Played only, not reviewed: for a role that does not review packages. Default false. */
  readOnly?: boolean;
}

/**
 * The package's clips in order, each kept or left out, moved up or down, and widened by a
 * lead and a lag in seconds; the changes are the review's until it is saved.
 */
export function ReviewList({
  review,
  items,
  shown,
  playingIndex,
  onPlay,
  readOnly = false,
}: ReviewListProps) {
  const styles = useStyles();
  const { thumbnailJson: layout, highlights } = useTenant().config.ui;
  return (
    <ol className={styles.list} aria-label="Clips of the package, in order">
      {items.map((item, index) => {
        if (shown && !shown.has(index)) return null;
        const { title, subtitle } = clipDisplay(item.clip, layout);
        const name = `${index + 1}. ${title}`;
        return (
          <li
            key={item.clip.id.split('/')[0]}
            className={`${styles.item} ${item.excluded ? styles.left : ''}`}
            aria-current={playingIndex === index ? 'true' : undefined}
          >
            {!readOnly && (
              <Checkbox
                checked={!item.excluded}
                onChange={() => review.toggle(index)}
                aria-label={`Keep ${name}`}
              />
            )}
            <div className={styles.text}>
              <span className={styles.title}>
                {name}
                {item.clip.isNew && <span className={styles.fresh}>New</span>}
              </span>
              <span className={styles.meta}>
                {[
                  ...clipHappenings(item.clip.payload, highlights),
                  subtitle,
                  `${formatClock(item.clip.offset)} – ${formatClock(item.clip.offset + item.clip.duration)}`,
                ]
                  .filter(Boolean)
                  .join(' · ')}
                {item.excluded ? ' · left out' : ''}
              </span>
            </div>
            <div className={styles.controls}>
              <Button size="small" onClick={() => onPlay(index)} aria-label={`Play ${name}`}>
                Play
              </Button>
              {!readOnly && (
                <ReviewControls
                  review={review}
                  index={index}
                  item={item}
                  name={name}
                  last={index === items.length - 1}
                />
              )}
            </div>
          </li>
        );
      })}
    </ol>
  );
}

function ReviewControls({
  review,
  index,
  item,
  name,
  last,
}: {
  review: PackageReview;
  index: number;
  item: ReviewItem;
  name: string;
  last: boolean;
}) {
  const styles = useStyles();
  return (
    <>
      <Button
        size="small"
        disabled={index === 0}
        onClick={() => review.move(index, -1)}
        aria-label={`Move ${name} up`}
      >
        Up
      </Button>
      <Button
        size="small"
        disabled={last}
        onClick={() => review.move(index, 1)}
        aria-label={`Move ${name} down`}
      >
        Down
      </Button>
      <div className={styles.pads}>
        {(['lead', 'lag'] as const).map((side) => (
          <PadField
            key={side}
            label={side === 'lead' ? 'Lead' : 'Lag'}
            name={name}
            seconds={item[side]}
            onChange={(seconds) => review.setPad(index, side, seconds)}
          />
        ))}
      </div>
    </>
  );
}

/**
 * A lead or lag in seconds: what the person types stays as typed; a value outside 0 to the
 * most allowed is refused in words on the field, and the clip keeps its last good one.
 */
function PadField({
  label,
  name,
  seconds,
  onChange,
}: {
  label: 'Lead' | 'Lag';
  name: string;
  seconds: number;
  onChange(seconds: number): void;
}) {
  const styles = useStyles();
  const [typed, setTyped] = useState<string | null>(null);
  const problemId = useId();
  const value = typed ?? String(seconds);
  const number = Number(value);
  const problem =
    typed !== null &&
    (value.trim() === '' ||
      !Number.isFinite(number) ||
      number < 0 ||
      number > HIGHLIGHT_MAX_PAD_SECONDS)
      ? `From 0 to ${HIGHLIGHT_MAX_PAD_SECONDS} seconds.`
      : null;
  return (
    <label className={styles.pad}>
      {label} (s)
      <Input
        size="small"
        type="number"
        min={0}
        max={HIGHLIGHT_MAX_PAD_SECONDS}
        step={0.5}
        value={value}
        onChange={(_, d) => {
          setTyped(d.value);
          const next = Number(d.value);
          if (
            d.value.trim() !== '' &&
            Number.isFinite(next) &&
            next >= 0 &&
            next <= HIGHLIGHT_MAX_PAD_SECONDS
          )
            onChange(next);
        }}
        onBlur={() => problem === null && setTyped(null)}
        aria-label={`${label} seconds for ${name}`}
        aria-invalid={problem !== null}
        {...(problem ? { 'aria-describedby': problemId } : {})}
      />
      {problem && (
        <span id={problemId} className={styles.padProblem}>
          {problem}
        </span>
      )}
    </label>
  );
}
