// Builds the web product (npm run build) unless dist/ already holds a build of these very
// sources: `npm start` then takes seconds, not the build's quarter minute, when nothing changed.
//   node scripts/build-if-changed.mjs [--force]
//   node scripts/build-if-changed.mjs --stamp      (records dist/ as the sources' build)
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** What the build reads: its sources, its configuration and the installed packages' lock. */
const INPUTS = [
  'src',
  'demo',
  'scripts/manifest.ts',
  'rollup.config.mjs',
  'tsconfig.json',
  'tsconfig.types.json',
  'package.json',
  'package-lock.json',
];
const STAMP = path.join('dist', '.sources');

function* files(entry) {
  if (!existsSync(entry)) return;
  if (statSync(entry).isFile()) {
    yield entry;
    return;
  }
  for (const name of readdirSync(entry).sort()) yield* files(path.join(entry, name));
}

/** A digest of every input file's path and content. */
function sourcesDigest() {
  const hash = createHash('sha256');
  for (const input of INPUTS)
    for (const file of files(input)) hash.update(file).update('\0').update(readFileSync(file));
  return hash.digest('hex');
}

const digest = sourcesDigest();
// `npm run build` ends here: what it built is then known to be these sources' build, and
// nothing started after it (npm start, scripts/with-cluster.sh) builds it again.
if (process.argv.includes('--stamp')) {
  writeFileSync(STAMP, `${digest}\n`);
  process.exit(0);
}
const built = existsSync(STAMP) && readFileSync(STAMP, 'utf8').trim();
if (!process.argv.includes('--force') && built === digest && existsSync('dist/app/index.html')) {
  console.log('dist/ is up to date with the sources: not building (npm run build to force).');
} else {
  const started = Date.now();
  const run = spawnSync('npm', ['run', 'build'], { stdio: 'inherit', shell: false });
  if (run.status !== 0) process.exit(run.status ?? 1);
  console.log(`Built dist/ in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
}
