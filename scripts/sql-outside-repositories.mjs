// The SQL rule of the layer check: SQL text lives in a feature's `repository.ts`, in `server/db/`
// and in `server/seed/`, nowhere else in the server. Finds statements in string and template literals, as they are written here
// (upper-case keywords).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import babel from '@babel/core';

const STATEMENT =
  /^\s*(SELECT\b|INSERT\s+INTO\b|UPDATE\s+["\w.$]+\s+SET\b|DELETE\s+FROM\b|WITH\s+\w+\s+AS\b|(CREATE|ALTER|DROP)\s+(TABLE|INDEX|SCHEMA|DATABASE|FUNCTION|TRIGGER|EXTENSION)\b|TRUNCATE\b|LOCK\s+TABLE\b|(UN)?LISTEN\b|NOTIFY\b|SET\s+search_path\b)/;

const allowed = (file) =>
  /(^|\/)repository\.ts$/.test(file) ||
  file.startsWith('server/db/') ||
  file.startsWith('server/seed/');

/** Each string and template literal of the server's modules (tests left out) that `keep` keeps. */
function literals(root, files, keep) {
  const found = [];
  for (const file of files) {
    const ast = babel.parseSync(readFileSync(file, 'utf8'), {
      filename: file,
      babelrc: false,
      configFile: false,
      presets: ['@babel/preset-typescript'],
    });
    babel.traverse(ast, {
      StringLiteral({ node }) {
        if (keep(node.value)) found.push(`${file}:${node.loc.start.line}: ${node.value}`);
      },
      TemplateLiteral({ node }) {
        const text = node.quasis.map((q) => q.value.cooked ?? q.value.raw).join('${…}');
        if (keep(text)) found.push(`${file}:${node.loc.start.line}: ${text.split('\n')[0].trim()}`);
      },
    });
  }
  return found;
}

const serverModules = (root) =>
  readdirSync(root, { recursive: true })
    .map((f) => path.join(root, f))
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && !f.endsWith('.d.ts'));

/** Each SQL statement written outside a repository: `file:line: text`. */
export function sqlOutsideRepositories(root = 'server') {
  const files = serverModules(root).filter((f) => !allowed(f));
  return { files: files.length, found: literals(root, files, (text) => STATEMENT.test(text)) };
}

const WRITES_ASSET_STATUS =
  /^\s*(UPDATE\s+assets\b[^;]*\bSET\b[^;]*\bstatus\s*=|INSERT\s+INTO\s+assets\b[^;]*\bstatus\b)/is;

/**
 * An asset's status has one owner (server/assets/life/): each statement elsewhere that writes
 * it (the seed's ready assets aside).
 */
export function assetStatusWrittenElsewhere(root = 'server') {
  const files = serverModules(root).filter(
    (f) =>
      !f.startsWith(path.join(root, 'assets', 'life') + path.sep) &&
      !f.startsWith(path.join(root, 'seed') + path.sep),
  );
  return literals(root, files, (text) => WRITES_ASSET_STATUS.test(text));
}
