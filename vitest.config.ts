import { configDefaults, defineConfig } from 'vitest/config';
import { LongFilesFirst } from './test/long-files-first.ts';
import { SlowestTests } from './test/slowest-tests.ts';

/** The server project's files: servers, browsers, journeys, packages and the benchmarks' smoke runs. */
const SERVER_FILES = [
  'test/server/**/*.test.ts',
  'test/core/**/*.test.ts',
  'test/browser/**/*.test.ts',
  'test/e2e/**/*.test.ts',
  'test/package/**/*.test.ts',
  'test/bench/**/*.test.ts',
];

/**
 * The smoke set: the README's two commands on the machine's own Node (the server's endpoints, a
 * start from nothing) and the two benchmarks in a browser, which time a page on its own.
 */
const SMOKE_FILES = [
  'test/server/platform.test.ts',
  'test/bench/startup.test.ts',
  'test/bench/ui-search.test.ts',
  'test/bench/ui-playback.test.ts',
];
/** The smoke set's files that the server project leaves to it. */
const SMOKE_ONLY = SMOKE_FILES.filter((file) => file.startsWith('test/bench/'));

/** What the server and smoke projects share: their set-up, timeouts and workers. */
const SERVER_SETTINGS = {
  environment: 'node' as const,
  globalSetup: ['test/server/global-setup.ts'],
  // A browser test that runs axe over a whole page takes tens of seconds on a busy
  // 2-core machine; the slowest-tests report shows how near each comes.
  testTimeout: 60_000,
  hookTimeout: 120_000,
  // A browser on a busy 2-core machine can take seconds to show what a test waits for.
  expect: { poll: { timeout: 10_000 } },
  // Each file boots its own servers, browsers and encoders, and much of a file's time is
  // spent waiting on them (live streams play in real time): with two at a time a
  // 2-core machine sat a third idle; three fill it (the suite 917 → 785 s here).
  maxWorkers: 3,
  // A worker runs file after file in one process: each file still has its own servers,
  // databases and browser contexts, but the server's code and its libraries are loaded
  // once a worker rather than once a file (which cost about 3 s a file).
  isolate: false,
};

export default defineConfig({
  test: {
    reporters: ['default', new SlowestTests()],
    sequence: { sequencer: LongFilesFirst },
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          include: ['src/**/*.test.ts', 'server/**/*.test.ts'],
          // Some unit tests open a PGlite database: seconds on a busy 2-core machine.
          testTimeout: 30_000,
          // Files share their worker's loaded modules: no test here mocks a module, and the one
          // with fake timers puts the real ones back. 35 s rather than 52 s here.
          isolate: false,
          // Vitest's default in a run is one worker fewer than the cores: one, on CI's 2 cores.
          maxWorkers: 2,
        },
      },
      {
        test: {
          ...SERVER_SETTINGS,
          name: 'server',
          include: SERVER_FILES,
          exclude: [...configDefaults.exclude, ...SMOKE_ONLY],
        },
      },
      {
        // The machine's own Node (20), beside the server project (scripts/test.sh):
        // one file at a time, so that it adds one process to the server project's, not three.
        test: { ...SERVER_SETTINGS, name: 'smoke', include: SMOKE_FILES, maxWorkers: 1 },
      },
    ],
  },
});
