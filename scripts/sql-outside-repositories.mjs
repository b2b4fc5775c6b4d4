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

/** Each SQL statement written outside a repository: `file:line: text`. */
export function sqlOutsideRepositories(root = 'server') {
  const found = [];
  const files = readdirSync(root, { recursive: true })
    .map((f) => path.join(root, f))
    .filter((f) => f.endsWith('.ts'))
    .filter((f) => !f.endsWith('.test.ts') && !f.endsWith('.d.ts') && !allowed(f));
  for (const file of files) {
    const ast = babel.parseSync(readFileSync(file, 'utf8'), {
      filename: file,
      babelrc: false,
      configFile: false,
      presets: ['@babel/preset-typescript'],
    });
    babel.traverse(ast, {
      StringLiteral({ node }) {
        if (STATEMENT.test(node.value)) found.push(`${file}:${node.loc.start.line}: ${node.value}`);
      },
      TemplateLiteral({ node }) {
        const text = node.quasis.map((q) => q.value.cooked ?? q.value.raw).join('${…}');
        if (STATEMENT.test(text)) {
          found.push(`${file}:${node.loc.start.line}: ${text.split('\n')[0].trim()}`);
        }
      },
    });
  }
  return { files: files.length, found };
}
