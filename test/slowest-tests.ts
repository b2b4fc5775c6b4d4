import path from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';

const SHOWN = 12;
// A test past this share of its timeout is one busy machine away from failing.
const WARN_SHARE = 0.5;

/**
 * Lists the run's slowest tests at its end, each with the share of its timeout it took, so
 * that a test creeping towards its limit shows before it fails on a busy machine.
 */
export class SlowestTests implements Reporter {
  onTestRunEnd(modules: ReadonlyArray<TestModule>): void {
    const rows: Array<{ name: string; ms: number; share: number }> = [];
    for (const module of modules) {
      const file = path.relative(process.cwd(), module.moduleId);
      for (const test of module.children.allTests()) {
        const diagnostic = test.diagnostic();
        if (!diagnostic) continue;
        const timeout = test.options.timeout ?? 0;
        rows.push({
          name: `${file} › ${test.fullName}`,
          ms: diagnostic.duration,
          share: timeout > 0 ? diagnostic.duration / timeout : 0,
        });
      }
    }
    if (rows.length === 0) return;
    rows.sort((a, b) => b.ms - a.ms);
    const lines = rows
      .slice(0, SHOWN)
      .map(
        (r) =>
          `${r.share > WARN_SHARE ? '!' : ' '} ${(r.ms / 1000).toFixed(1).padStart(6)} s ${`${Math.round(r.share * 100)}%`.padStart(4)}  ${r.name}`,
      );
    const near = rows.filter((r) => r.share > WARN_SHARE).length;
    console.log(
      `\nSlowest tests (time, share of its timeout; ! over ${WARN_SHARE * 100}%: ${near}):\n${lines.join('\n')}\n`,
    );
  }
}
