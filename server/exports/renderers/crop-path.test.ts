import { describe, expect, it } from 'vitest';
import { centreAt, centreExpression, cropPath, type MotionSample } from './crop-path';

const at = (t: number, x: number, energy = 1): MotionSample => ({ t, x, energy });

/** Evaluates the expression ffmpeg is given, as ffmpeg would, at `t`. */
function evaluate(expression: string, t: number): number {
  const js = expression.replace(/if\(/g, 'iff(').replace(/lt\(/g, 'lt(');
  // oxlint-disable-next-line typescript/no-implied-eval -- the test reads the expression it built
  return new Function('iff', 'lt', 't', `return ${js};`)(
    (c: number, a: number, b: number) => (c ? a : b),
    (a: number, b: number) => (a < b ? 1 : 0),
    t,
  ) as number;
}

describe('the crop’s path through a clip', () => {
  it('stays centred on a still picture', () => {
    expect(cropPath([], [], 4)).toEqual([
      { t: 0, x: 0.5 },
      { t: 4, x: 0.5 },
    ]);
  });

  it('glides no faster than its pan allows, and holds through quiet moments', () => {
    const samples = [
      ...Array.from({ length: 10 }, (_, i) => at(i / 10, 0.2)),
      ...Array.from({ length: 10 }, (_, i) => at(1 + i / 10, 0.9)),
      at(2.5, 0.5, 0.01),
    ];
    const path = cropPath(samples, [], 3);
    for (let t = 0; t < 3; t += 0.1)
      expect(Math.abs(centreAt(path, t + 0.1) - centreAt(path, t))).toBeLessThanOrEqual(0.031);
    // The quiet moment at 2.5 s does not pull it back to the middle.
    expect(centreAt(path, 3)).toBeGreaterThan(0.8);
  });

  it('jumps at a cut, leaving the cut’s own frame out', () => {
    const samples = [at(0.5, 0.2), at(1, 0.2), at(2, 0.5, 50), at(2.5, 0.8), at(3, 0.8)];
    const path = cropPath(samples, [2], 3.5);
    expect(centreAt(path, 1.9)).toBeCloseTo(0.2, 2);
    expect(centreAt(path, 2.2)).toBeCloseTo(0.8, 2);
  });

  it('gives ffmpeg the same path as an expression of t', () => {
    const path = cropPath([at(0.5, 0.2), at(1, 0.3), at(2, 0.7), at(3, 0.75)], [], 3.5);
    const expression = centreExpression(path);
    for (const t of [0, 0.3, 1.1, 1.9, 2.6, 3.5, 9])
      expect(evaluate(expression, t)).toBeCloseTo(centreAt(path, t), 3);
  });
});
