// Writes dist/custom-elements.json (Custom Elements Manifest 2.1.0) from the elements'
// contracts (src/elements/vs-*.contract.ts): attributes, events, CSS parts and CSS custom
// properties, written once there.
//   tsx scripts/manifest.ts [out-file]     (npm run build runs it)
import { writeFileSync } from 'node:fs';
import { buildManifest } from '../src/elements/manifest';

const [out = 'dist/custom-elements.json'] = process.argv.slice(2);
const made = buildManifest();
writeFileSync(out, `${JSON.stringify(made, null, 2)}\n`);
console.log(`custom-elements.json: ${made.modules.length} element(s)`);
