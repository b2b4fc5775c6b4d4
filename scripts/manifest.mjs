// Writes dist/custom-elements.json (schema 2.1.0) from the JSDoc of each element file
// (src/elements/vs-*.tsx: @element, @attr, @fires, @cssprop, @csspart), and fails when the
// JSDoc, the attributes passed to defineElement, and the JSX typings (src/elements/jsx.ts)
// disagree.
//   node scripts/manifest.mjs [out-file] [elements-dir]     (npm run build runs it)
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const [out = 'dist/custom-elements.json', dir = 'src/elements'] = process.argv.slice(2);
const kebab = (name) => name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();
const problems = [];
const jsx = readFileSync(path.join(dir, 'jsx.ts'), 'utf8');

/** `@tag {type} name - description` lines of a JSDoc block. */
function tags(block, tag) {
  const pattern = new RegExp(`@${tag}\\s+(?:\\{([^}]*)\\}\\s+)?(\\S+)\\s*(?:-\\s*([^\\n]*))?`, 'g');
  return [...block.matchAll(pattern)].map(([, type, name, description = '']) => ({
    name,
    ...(type ? { type: { text: type } } : {}),
    description: description.trim(),
  }));
}

const modules = [];
for (const file of readdirSync(dir)
  .filter((f) => /^vs-.*\.tsx$/.test(f))
  .sort()) {
  const source = readFileSync(path.join(dir, file), 'utf8');
  const block = [...source.matchAll(/\/\*\*([\s\S]*?)\*\//g)]
    .map((m) => m[1].replace(/^\s*\* ?/gm, ''))
    .find((text) => text.includes('@element'));
  if (!block) {
    problems.push(`${file}: no JSDoc block with @element`);
    continue;
  }
  const tagName = /@element\s+(\S+)/.exec(block)[1];
  const description = block.split(/\n@/)[0].trim().replace(/\s+/g, ' ');
  const attributes = tags(block, 'attr');
  const events = tags(block, 'fires');
  const define = new RegExp(
    `defineElement<[^>]*>\\(\\s*'${tagName}',\\s*\\w+,\\s*\\{([^}]*)\\}`,
  ).exec(source);
  if (!define) problems.push(`${file}: no defineElement('${tagName}', ..., { attributes })`);
  const declared = [...(define?.[1] ?? '').matchAll(/(\w+):\s*'(string|boolean)'/g)].map(
    ([, prop, type]) => ({ name: kebab(prop), prop, type }),
  );
  const documented = new Set(attributes.map((a) => a.name));
  for (const a of declared) {
    if (!documented.has(a.name)) problems.push(`${tagName}: attribute ${a.name} has no @attr`);
    if (!new RegExp(`'?${a.name}'?\\?:\\s*${a.type}`).test(jsx))
      problems.push(`${tagName}: attribute ${a.name} (${a.type}) is missing from jsx.ts`);
  }
  for (const a of attributes) {
    if (a.name !== 'tenant' && !declared.some((d) => d.name === a.name))
      problems.push(`${tagName}: @attr ${a.name} is not passed to defineElement`);
  }
  if (!jsx.includes(`'${tagName}': ElementProps<`))
    problems.push(`${tagName}: missing from the JSX typings in jsx.ts`);
  const className = /export const (\w+) = defineElement/.exec(source)?.[1] ?? 'HTMLElement';
  const modulePath = `elements/${file.replace(/\.tsx$/, '.js')}`;
  modules.push({
    kind: 'javascript-module',
    path: modulePath,
    declarations: [
      {
        kind: 'class',
        name: className,
        tagName,
        customElement: true,
        description,
        attributes: attributes.map((a) => ({
          ...a,
          fieldName: declared.find((d) => d.name === a.name)?.prop ?? a.name,
        })),
        events,
        cssProperties: tags(block, 'cssprop'),
        cssParts: tags(block, 'csspart'),
      },
    ],
    exports: [
      {
        kind: 'custom-element-definition',
        name: tagName,
        declaration: { name: className, module: modulePath },
      },
    ],
  });
}

if (problems.length) {
  console.error(`custom-elements.json: ${problems.length} problem(s)\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
writeFileSync(out, `${JSON.stringify({ schemaVersion: '2.1.0', readme: '', modules }, null, 2)}\n`);
console.log(`custom-elements.json: ${modules.length} element(s)`);
