import path from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';

const SHOWN = 12;
// A test past this share of its timeout is one busy machine away from failing.
const WARN_SHARE = 0.5;

const seconds = (ms: number) => `${(ms / 1000).toFixed(1).padStart(6)} s`;

/**
 * Lists the run's slowest files, with the time their set-up took (importing, booting servers
 * and browsers in hooks), and its slowest tests, each with the share of its timeout it took, so
 * that a test creeping towards its limit shows before it fails on a busy machine.
 */
export class SlowestTests implements Reporter {
  onTestRunEnd(modules: ReadonlyArray<TestModule>): void {
    const tests: Array<{ name: string; ms: number; share: number }> = [];
    const files: Array<{ name: string; ms: number; setUp: number }> = [];
    for (const module of modules) {
      const file = path.relative(process.cwd(), module.moduleId);
      let inTests = 0;
      for (const test of module.children.allTests()) {
        const diagnostic = test.diagnostic();
        if (!diagnostic) continue;
        inTests += diagnostic.duration;
        const timeout = test.options.timeout ?? 0;
        tests.push({
          name: `${file} › ${test.fullName}`,
          ms: diagnostic.duration,
          share: timeout > 0 ? diagnostic.duration / timeout : 0,
        });
      }
      const diagnostic = module.diagnostic();
      const total = diagnostic.collectDuration + diagnostic.duration;
      // Importing the file and its hooks (beforeAll, afterAll), where servers and browsers boot.
      files.push({ name: file, ms: total, setUp: Math.max(0, total - inTests) });
    }
    if (tests.length === 0) return;
    files.sort((a, b) => b.ms - a.ms);
    tests.sort((a, b) => b.ms - a.ms);
    const fileLines = files
      .slice(0, SHOWN)
      .map((f) => `  ${seconds(f.ms)} (set-up ${seconds(f.setUp).trim()})  ${f.name}`);
    const testLines = tests
      .slice(0, SHOWN)
      .map(
        (r) =>
          `${r.share > WARN_SHARE ? '!' : ' '} ${seconds(r.ms)} ${`${Math.round(r.share * 100)}%`.padStart(4)}  ${r.name}`,
      );
    const near = tests.filter((r) => r.share > WARN_SHARE).length;
    console.log(
      `\nSlowest files (all their time; set-up is importing and hooks):\n${fileLines.join('\n')}\n` +
        `\nSlowest tests (time, share of its timeout; ! over ${WARN_SHARE * 100}%: ${near}):\n${testLines.join('\n')}\n`,
    );
  }
}
