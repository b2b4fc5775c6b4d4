import { tokens } from '@fluentui/react-theme';
import { makeStyles } from '@griffel/react';
import { useState, type PointerEvent } from 'react';
import { Thumbnail } from '../common/Thumbnail';

/** Stills a frame can show along its clip as the pointer crosses it. */
const SCRUB_STEPS = 6;

const useStyles = makeStyles({
  // As wide as its still, and no wider than its cell: the grey box a still waits in is as
  // wide as the still that comes, so nothing moves when it does.
  root: {
    position: 'relative',
    width: 'fit-content',
    maxWidth: '100%',
    cursor: 'ew-resize',
    touchAction: 'pan-y',
  },
  bar: {
    position: 'absolute',
    left: 0,
    bottom: 0,
    height: '3px',
    backgroundColor: tokens.colorBrandBackground,
    borderBottomLeftRadius: tokens.borderRadiusMedium,
    pointerEvents: 'none',
  },
});

/** The still `step` of `steps` along a clip: the middle of its slice, whole seconds. */
export function scrubSecond(offset: number, duration: number, step: number): number {
  return Math.floor(offset + (duration * (step + 0.5)) / SCRUB_STEPS);
}

/**
 * A result's frame that, under a moving pointer, shows stills from along the clip (six, the
 * middle of each sixth), with a bar saying where; at rest it shows the clip's first frame.
 */
export function ScrubFrame({
  assetId,
  offset,
  duration,
  settleMs,
}: {
  assetId: string;
  offset: number;
  duration: number;
  settleMs: number;
}) {
  const styles = useStyles();
  const [step, setStep] = useState<number | null>(null);
  const move = (event: PointerEvent<HTMLSpanElement>) => {
    if (event.pointerType === 'touch' || duration <= 0) return;
    const box = event.currentTarget.getBoundingClientRect();
    const fraction = Math.min(0.999, Math.max(0, (event.clientX - box.left) / box.width));
    setStep(Math.floor(fraction * SCRUB_STEPS));
  };
  const seconds = step === null ? offset : scrubSecond(offset, duration, step);
  return (
    <span className={styles.root} onPointerMove={move} onPointerLeave={() => setStep(null)}>
      <Thumbnail assetId={assetId} seconds={seconds} settleMs={settleMs} />
      {step !== null && (
        <span
          className={styles.bar}
          data-scrub-step={step}
          style={{ width: `${((step + 1) / SCRUB_STEPS) * 100}%` }}
        />
      )}
    </span>
  );
}
