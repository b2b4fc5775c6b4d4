import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Database } from './database';

const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations/', import.meta.url));

/** Applies, in name order, every migration file not yet recorded; each in its own transaction. */
export async function migrate(db: Database): Promise<string[]> {
  await db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    name text PRIMARY KEY,
    applied_at timestamptz NOT NULL DEFAULT now()
  )`);
  const files = (await readdir(MIGRATIONS_DIR)).filter((f) => f.endsWith('.sql')).sort();
  const applied = new Set(
    (await db.query<{ name: string }>('SELECT name FROM schema_migrations')).map((r) => r.name),
  );
  const ran: string[] = [];
  for (const file of files) {
    if (applied.has(file)) continue;
    const sql = await readFile(MIGRATIONS_DIR + file, 'utf8');
    await db.transaction(async (tx) => {
      // A lock so that two servers starting on one PostgreSQL do not both migrate.
      await tx.query('SELECT pg_advisory_xact_lock(7305001)');
      const again = await tx.query('SELECT 1 FROM schema_migrations WHERE name = $1', [file]);
      if (again.length > 0) return;
      for (const statement of splitStatements(sql)) await tx.query(statement);
      await tx.query('INSERT INTO schema_migrations (name) VALUES ($1)', [file]);
    });
    ran.push(file);
  }
  return ran;
}

/**
 * Splits a migration into statements at semicolons, except inside dollar-quoted bodies
 * (`$$ … $$`, `$tag$ … $tag$`: functions); migrations keep semicolons out of literals.
 */
export function splitStatements(sql: string): string[] {
  const text = sql.replace(/--[^\n]*/g, '');
  const statements: string[] = [];
  let start = 0;
  let quote: string | null = null;
  for (const match of text.matchAll(/\$[A-Za-z_]*\$|;/g)) {
    if (match[0] === ';') {
      if (quote) continue;
      statements.push(text.slice(start, match.index));
      start = match.index + 1;
    } else if (quote === null) quote = match[0];
    else if (quote === match[0]) quote = null;
  }
  statements.push(text.slice(start));
  return statements.map((s) => s.trim()).filter((s) => s.length > 0);
}
