// The layer check: dependency-cruiser with the rules of .dependency-cruiser.cjs over src, server
// and demo, SQL only in the server's repositories, db/ and seed/, and an asset's status written
// only by its life (server/assets/life/). Exits 1, naming each import that breaks a rule and each
// statement written elsewhere.
//
// TypeScript 7 has no JavaScript API, so dependency-cruiser cannot read TypeScript itself:
// Babel turns each file into JavaScript first. Type-only imports count too (a server file may
// not even name a ui type), so they are made plain imports before Babel would drop them.
import { cruise, format } from 'dependency-cruiser';
import extractDepcruiseConfig from 'dependency-cruiser/config-utl/extract-depcruise-config';
import {
  assetStatusWrittenElsewhere,
  sqlOutsideRepositories,
} from './sql-outside-repositories.mjs';

/** A Babel plugin: `import type`, `export type … from` and `{ type X }` become value imports. */
const keepTypeImports = () => ({
  visitor: {
    // On entering the program, before the TypeScript plugin (which also starts there) drops them.
    Program(path) {
      for (const node of path.node.body) {
        if (!node.source) continue;
        if (node.importKind === 'type') node.importKind = 'value';
        if (node.exportKind === 'type') node.exportKind = 'value';
        for (const specifier of node.specifiers ?? []) {
          if (specifier.importKind === 'type') specifier.importKind = 'value';
          if (specifier.exportKind === 'type') specifier.exportKind = 'value';
        }
      }
    },
  },
});

const babelConfig = {
  babelrc: false,
  configFile: false,
  plugins: [keepTypeImports],
  presets: [
    ['@babel/preset-typescript', { onlyRemoveTypeImports: true }],
    ['@babel/preset-react', { runtime: 'automatic' }],
  ],
};

const ruleSet = await extractDepcruiseConfig('./.dependency-cruiser.cjs');
const roots = process.argv.slice(2).length ? process.argv.slice(2) : ['src', 'server', 'demo'];
const result = await cruise(
  roots,
  { ...ruleSet.options, ruleSet, validate: true, babelConfig: { fileName: '(inline)' } },
  {},
  { babelConfig },
);
const report = await format(result.output, { outputType: 'err' });
process.stdout.write(report.output);
const { modules, dependencies } = {
  modules: result.output.summary.totalCruised,
  dependencies: result.output.summary.totalDependenciesCruised,
};
if (modules < 100) {
  console.error(`check-layers: only ${modules} modules read; is the parser set up?`);
  process.exitCode = 1;
} else {
  process.exitCode = report.exitCode;
  console.log(`check-layers: ${modules} modules, ${dependencies} imports`);
}

const sql = sqlOutsideRepositories('server');
if (sql.files < 50) {
  console.error(`check-layers: only ${sql.files} server files read for SQL; is the walk right?`);
  process.exitCode = 1;
} else if (sql.found.length > 0) {
  console.error(
    'check-layers: SQL outside a repository (move it into the feature’s repository.ts):',
  );
  for (const line of sql.found) console.error(`  ${line}`);
  process.exitCode = 1;
} else {
  console.log(`check-layers: no SQL outside repositories (${sql.files} server modules read)`);
}

const statusWrites = assetStatusWrittenElsewhere('server');
if (statusWrites.length > 0) {
  console.error(
    'check-layers: an asset’s status written outside server/assets/life/ (make it a move there):',
  );
  for (const line of statusWrites) console.error(`  ${line}`);
  process.exitCode = 1;
}
