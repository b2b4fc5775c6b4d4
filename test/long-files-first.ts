import path from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Files that hold a worker longest, most of it waiting (benchmarks' child processes, live
 * streams playing in real time, servers killed and restarted). Started last, as Vitest's
 * own order puts them on a clean clone (small files last), they were the run's tail: one
 * worker busy for a minute and a half while the others had nothing left.
 */
const LONG_FILES = [
  /^test\/bench\//,
  /^test\/(server|e2e)\/live(-[a-z]+)?\.test\.ts$/,
  /^test\/server\/[a-z-]+-recovery\.test\.ts$/,
  // A small file, so last in Vitest's order on a clean clone, that starts and stops a server
  // process twice (15 – 21 s): the run's last file, while the other workers had finished.
  /^test\/server\/graceful-shutdown\.test\.ts$/,
];

function rank(file: string): number {
  const at = LONG_FILES.findIndex((long) => long.test(file));
  return at === -1 ? LONG_FILES.length : at;
}

/** Vitest's order (longest first by the last run's times, else largest first), long files first. */
export class LongFilesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const relative = (spec: TestSpecification) =>
      path.relative(this.ctx.config.root, spec.moduleId).split(path.sep).join('/');
    // Array.prototype.sort is stable: within a rank, Vitest's order stays.
    return sorted.sort((a, b) => rank(relative(a)) - rank(relative(b)));
  }
}
