// Assembles the integrators' npm package in dist/package/ from the build: the elements' modules
// and chunks, the loader, the typings, custom-elements.json, and package/'s README, CHANGELOG
// and package.json, to which it adds the `exports` map (one entry per element, from the
// contracts).      tsx scripts/package.ts      (npm run build runs it; npm pack dist/package)
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { CONTRACTS } from '../src/elements/contracts';

const out = 'dist/package';
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });
for (const [from, to] of [
  ['dist/elements', 'elements'],
  ['dist/types', 'types'],
  ['dist/vs-elements.js', 'vs-elements.js'],
  ['dist/custom-elements.json', 'custom-elements.json'],
  ['package/README.md', 'README.md'],
  ['package/CHANGELOG.md', 'CHANGELOG.md'],
] as const) {
  cpSync(from, `${out}/${to}`, { recursive: true });
}

const ELEMENT_TYPES = './types/elements/element-types.d.ts';
const base = JSON.parse(readFileSync('package/package.json', 'utf8')) as Record<string, unknown>;
const manifest = {
  ...base,
  types: './types/elements/public.d.ts',
  customElements: './custom-elements.json',
  exports: {
    '.': { types: './types/elements/public.d.ts', default: './elements/index.js' },
    ...Object.fromEntries(
      CONTRACTS.map((contract) => [
        `./${contract.tag}`,
        { types: ELEMENT_TYPES, default: `./elements/${contract.tag}.js` },
      ]),
    ),
    './jsx': { types: './types/elements/jsx.d.ts' },
    './loader': './vs-elements.js',
    './custom-elements.json': './custom-elements.json',
    './package.json': './package.json',
  },
  files: ['elements', 'types', 'vs-elements.js', 'custom-elements.json', 'CHANGELOG.md'],
};
writeFileSync(`${out}/package.json`, `${JSON.stringify(manifest, null, 2)}\n`);
console.log(`package: ${String(base.name)}@${String(base.version)} in ${out}`);
