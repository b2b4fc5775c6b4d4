// Lists in package-lock.json the other platforms' native builds of oxlint, oxlint-tsgolint
// and @swc/core (optional dependencies, one per platform). The registry this project is
// installed from lacks some of them, so npm leaves them out of the lockfile, and `npm ci`
// then refuses a lockfile that does not name every optional dependency. Each is recorded as
// optional for its own os, cpu and libc: npm ci skips it anywhere else.
//   node scripts/complete-lockfile.mjs     (after an npm install that touched those packages)
import { readFileSync, writeFileSync } from 'node:fs';

const file = 'package-lock.json';
const lock = JSON.parse(readFileSync(file, 'utf8'));
const packages = lock.packages;
const added = [];
for (const parent of ['oxlint', 'oxlint-tsgolint', '@swc/core']) {
  const entry = packages[`node_modules/${parent}`];
  for (const [name, version] of Object.entries(entry?.optionalDependencies ?? {})) {
    const key = `node_modules/${name}`;
    if (packages[key]) continue;
    // @oxlint/binding-linux-x64-musl, @swc/core-darwin-arm64, @oxlint-tsgolint/win32-x64
    const [os, cpu, abi] = name.replace(/^@[^/]+\/(binding-|core-)?/, '').split('-');
    packages[key] = {
      version,
      dev: true,
      optional: true,
      os: [os],
      cpu: [cpu],
      ...(os === 'linux' && abi ? { libc: [abi.startsWith('musl') ? 'musl' : 'glibc'] } : {}),
    };
    added.push(name);
  }
}
lock.packages = Object.fromEntries(
  Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a < b ? -1 : 1)),
);
writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`package-lock.json: ${added.length} platform build(s) listed`);
