// Gzip sizes of the build against their budgets; exits 1 when one is exceeded.
//   npm run size     (after npm run build)
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const KB = 1024;
const dist = path.resolve('dist');
const gz = (file) => gzipSync(readFileSync(file), { level: 9 }).length;
const chunks = readdirSync(path.join(dist, 'elements', 'chunks'));
const chunk = (name) => {
  const file = chunks.find((f) => f.startsWith(`${name}-`));
  if (!file) throw new Error(`no ${name} chunk in dist/elements/chunks: run npm run build`);
  return path.join(dist, 'elements', 'chunks', file);
};

const budgets = [
  ['loader (vs-elements.js)', path.join(dist, 'vs-elements.js'), 12 * KB],
  ['react chunk', chunk('react'), 75 * KB],
  ['fluent chunk', chunk('fluent'), 60 * KB],
  ['core chunk', chunk('core'), 30 * KB],
  ['vs-login element', path.join(dist, 'elements', 'vs-login.js'), 10 * KB],
];

/** Everything a page holding only that element downloads. */
const pages = [['page with <vs-login>', ['vs-login.js'], 150 * KB]];

let failed = false;
const row = (name, bytes, budget) => {
  const over = bytes > budget;
  failed ||= over;
  console.log(
    `${over ? 'OVER' : 'ok  '}  ${name.padEnd(28)} ${(bytes / KB).toFixed(1).padStart(7)} KB gzip  (budget ${budget / KB} KB)`,
  );
};
for (const [name, file, budget] of budgets) row(name, gz(file), budget);
for (const [name, entries, budget] of pages) {
  const files = new Set([path.join(dist, 'vs-elements.js')]);
  const visit = (file) => {
    if (files.has(file)) return;
    files.add(file);
    const text = readFileSync(file, 'utf8');
    for (const match of Array.from(text.matchAll(/from\s*"(\.[^"]+)"|import\("(\.[^"]+)"\)/g))) {
      visit(path.resolve(path.dirname(file), match[1] ?? match[2]));
    }
  };
  for (const entry of entries) visit(path.join(dist, 'elements', entry));
  row(
    name,
    [...files].reduce((sum, f) => sum + gz(f), 0),
    budget,
  );
}
process.exit(failed ? 1 : 0);
