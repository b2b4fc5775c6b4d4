import { Button } from '@fluentui/react-components';
import { useId } from 'react';
import { formatClock } from '../../core/domain/clip-display';
import { timeToSeconds } from '../../core/domain/editor';
import { useEditableCopy } from '../common';

/** A mark as a slider (drag or arrow keys) and as a time to type, with "set here". */
export function MarkRow({
  label,
  value,
  min,
  max,
  onChange,
  onTyped,
  onSetHere,
  rangeClass,
  problem = null,
  problemClass,
}: {
  label: string;
  value: number;
  min: number;
  max: number;
  onChange(t: number): void;
  /** A time typed in the field: the player goes there. */
  onTyped?(t: number): void;
  onSetHere(): void;
  rangeClass: string;
  /** What is wrong with this mark, said on its field. */
  problem?: string | null;
  problemClass?: string;
}) {
  const [text, setText] = useEditableCopy(secondsText(value));
  const problemId = useId();
  return (
    <>
      <label>
        {label}{' '}
        <input
          aria-label={`${label} time`}
          aria-invalid={problem !== null}
          {...(problem ? { 'aria-describedby': problemId } : {})}
          value={text}
          size={8}
          onChange={(e) => setText(e.currentTarget.value)}
          onBlur={() => {
            const t = timeToSeconds(text);
            if (Number.isNaN(t)) setText(secondsText(value));
            else {
              onChange(t);
              onTyped?.(t);
            }
          }}
          onKeyDown={(e) => e.key === 'Enter' && (e.currentTarget as HTMLInputElement).blur()}
        />
      </label>
      <input
        type="range"
        className={rangeClass}
        aria-label={`${label} mark`}
        aria-valuetext={secondsText(value)}
        min={min}
        max={max}
        step={0.04}
        value={value}
        onChange={(e) => onChange(Number(e.currentTarget.value))}
      />
      <Button size="small" onClick={onSetHere}>
        Set {label.toLowerCase()} here
      </Button>
      {problem && (
        <span id={problemId} role="alert" className={problemClass}>
          {problem}
        </span>
      )}
    </>
  );
}

/** A mark as m:ss.hh (rounded as a whole, so 4.996 s is 0:05.00, never 0:04.100). */
export function secondsText(t: number): string {
  const hundredths = Math.round(t * 100);
  return `${formatClock(Math.floor(hundredths / 100))}.${String(hundredths % 100).padStart(2, '0')}`;
}
