import { useMemo } from 'react';

/** The sound of the editor's window as vertical bars, scaled to its loudest moment. */
export function Waveform({ peaks, className }: { peaks: number[]; className: string }) {
  const path = useMemo(() => {
    const step = 100 / peaks.length;
    // Drawn relative to the loudest moment: quiet media still shows its shape.
    const loudest = Math.max(...peaks, 0.01);
    return peaks
      .map((p) => p / loudest)
      .map(
        (p, i) =>
          `M${(i * step).toFixed(2)} ${(50 - p * 50).toFixed(1)}V${(50 + p * 50).toFixed(1)}`,
      )
      .join('');
  }, [peaks]);
  return (
    <svg
      className={className}
      viewBox="0 0 100 100"
      preserveAspectRatio="none"
      aria-hidden="true"
      data-part="waveform"
    >
      <path d={path} stroke="currentColor" strokeWidth={(100 / peaks.length) * 0.7} opacity={0.5} />
    </svg>
  );
}
