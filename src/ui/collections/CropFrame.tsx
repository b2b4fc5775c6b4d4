import { tokens } from '@fluentui/react-theme';
import { makeStyles, mergeClasses } from '@griffel/react';
import type { KeyboardEvent, PointerEvent } from 'react';

/** The 9:16 crop's share of a 16:9 picture's width: the narrowest export keeps this much. */
const FRAME_WIDTH = (9 / 16) * (9 / 16);
/** How far an arrow key moves the frame (with Shift: a bigger step). */
const STEP = 0.02;
const BIG_STEP = 0.1;

const useStyles = makeStyles({
  frame: {
    position: 'absolute',
    top: 0,
    bottom: 0,
    width: `${FRAME_WIDTH * 100}%`,
    boxSizing: 'border-box',
    border: `${tokens.strokeWidthThick} solid ${tokens.colorNeutralForegroundOnBrand}`,
    // What the export leaves out is dimmed.
    boxShadow: '0 0 0 100vmax rgba(0, 0, 0, 0.45)',
    cursor: 'grab',
    touchAction: 'none',
    ':focus-visible': { outline: `${tokens.strokeWidthThicker} solid ${tokens.colorStrokeFocus2}` },
  },
  following: {
    borderTopStyle: 'dashed',
    borderRightStyle: 'dashed',
    borderBottomStyle: 'dashed',
    borderLeftStyle: 'dashed',
    boxShadow: 'none',
  },
  label: {
    position: 'absolute',
    left: 0,
    right: 0,
    bottom: tokens.spacingVerticalXS,
    textAlign: 'center',
    color: '#fff',
    fontSize: tokens.fontSizeBase200,
    textShadow: '0 0 3px #000, 0 0 3px #000',
    pointerEvents: 'none',
  },
});

const clamp = (x: number) => Math.min(1, Math.max(0, x));

/**
 * Where vertical, square and portrait exports crop a clip, over its picture: a frame to drag
 * sideways, or to move with the arrow keys (WCAG 2.2's alternative to dragging); none set,
 * it is dashed and centred, and the export's crop follows the play.
 */
export function CropFrame({
  value,
  onChange,
}: {
  /** The crop's centre across the picture, 0 to 1; undefined: it follows the play. */
  value: number | undefined;
  onChange(value: number): void;
}) {
  const styles = useStyles();
  const x = value ?? 0.5;
  const left = Math.min(1 - FRAME_WIDTH, Math.max(0, x - FRAME_WIDTH / 2));
  const percent = Math.round(x * 100);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = event.shiftKey ? BIG_STEP : STEP;
    const next =
      event.key === 'ArrowLeft' || event.key === 'ArrowDown'
        ? x - step
        : event.key === 'ArrowRight' || event.key === 'ArrowUp'
          ? x + step
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? 1
              : null;
    if (next === null) return;
    // The editor's own keys (frame steps, J K L) are not these.
    event.preventDefault();
    event.stopPropagation();
    onChange(Math.round(clamp(next) * 1000) / 1000);
  };

  const follow = (event: PointerEvent<HTMLDivElement>) => {
    const stage = event.currentTarget.parentElement!.getBoundingClientRect();
    onChange(Math.round(clamp((event.clientX - stage.left) / stage.width) * 1000) / 1000);
  };

  return (
    <div
      role="slider"
      tabIndex={0}
      aria-label="Crop for vertical and square exports"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-valuetext={
        value === undefined ? 'Follows the play' : `Held at ${percent}% across the picture`
      }
      className={mergeClasses(styles.frame, value === undefined && styles.following)}
      style={{ left: `${left * 100}%` }}
      onKeyDown={onKeyDown}
      onPointerDown={(event) => {
        event.currentTarget.setPointerCapture(event.pointerId);
        follow(event);
      }}
      onPointerMove={(event) => {
        if (event.currentTarget.hasPointerCapture(event.pointerId)) follow(event);
      }}
    >
      <span className={styles.label}>{value === undefined ? 'Follows the play' : '9:16'}</span>
    </div>
  );
}
