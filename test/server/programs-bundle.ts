import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin } from 'esbuild';

/**
 * The programs the server suite starts in processes of their own: the server, the test
 * server that tests kill, the benchmarks' smoke runs and what the cluster benchmark starts.
 * Each started through tsx compiles a few hundred modules again (about 5 s of a core here);
 * bundled once, it starts in a fraction of that (bench/program-command.ts runs them).
 */
const PROGRAMS = [
  'server/main.ts',
  'server/commands/seed-corpus.ts',
  'scripts/object-store.ts',
  'test/server/fixtures/server-process.ts',
  ...['accept-queue', 'cluster', 'export', 'ingest', 'live', 'load', 'match-data', 'search'].map(
    (name) => `bench/${name}.ts`,
  ),
  'bench/search-engine.ts',
];

/**
 * Bundles PROGRAMS under node_modules/.cache (where their packages, left out of the bundle,
 * still resolve) and resolves to the folder, for VS_PROGRAMS_BUNDLE, and its removal.
 */
export async function bundlePrograms(): Promise<{ dir: string; remove: () => Promise<void> }> {
  const root = path.resolve(import.meta.dirname, '../..');
  const dir = path.join(root, 'node_modules', '.cache', `vs-programs-${process.pid}`);
  await build({
    absWorkingDir: root,
    entryPoints: PROGRAMS.map((entry) => ({ in: entry, out: entry.replace(/\.ts$/, '') })),
    outdir: dir,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    packages: 'external',
    logLevel: 'warning',
    plugins: [keepSourceLocations],
  });
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
}

/**
 * A module that finds files beside itself (migrations, fixtures, the counting helper's
 * entry) still finds them there: `import.meta`'s paths become its source's, not the bundle's.
 */
const keepSourceLocations: Plugin = {
  name: 'keep-source-locations',
  setup(bundle) {
    bundle.onLoad({ filter: /\.ts$/ }, async ({ path: file }) => {
      const source = await readFile(file, 'utf8');
      if (!source.includes('import.meta')) return { contents: source, loader: 'ts' };
      const contents = source
        .replaceAll('import.meta.url', JSON.stringify(pathToFileURL(file).href))
        .replaceAll('import.meta.dirname', JSON.stringify(path.dirname(file)))
        .replaceAll('import.meta.filename', JSON.stringify(file));
      return { contents, loader: 'ts' };
    });
  },
};
