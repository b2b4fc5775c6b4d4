import { describe, expect, it } from 'vitest';
import { openDatabase } from './database';
import { migrate, splitStatements } from './migrate';

describe('splitStatements', () => {
  it('splits on semicolons and drops comments and blanks', () => {
    expect(
      splitStatements('-- a comment; with a semicolon\nCREATE TABLE a (x int);\n\n;SELECT 1;'),
    ).toEqual(['CREATE TABLE a (x int)', 'SELECT 1']);
  });

  it('keeps a function’s dollar-quoted body whole', () => {
    const body = 'BEGIN\n  PERFORM 1;\n  RETURN $x$;$x$;\nEND;';
    expect(
      splitStatements(
        `CREATE FUNCTION f() RETURNS trigger AS $$\n${body}\n$$ LANGUAGE plpgsql;\nSELECT 2;`,
      ),
    ).toEqual([
      `CREATE FUNCTION f() RETURNS trigger AS $$\n${body}\n$$ LANGUAGE plpgsql`,
      'SELECT 2',
    ]);
  });
});

describe('migrate', () => {
  it('applies every migration once, and nothing on a second run', async () => {
    const db = await openDatabase({});
    try {
      const first = await migrate(db);
      expect(first.length).toBeGreaterThanOrEqual(3);
      expect(first).toEqual([...first].sort());
      expect(await migrate(db)).toEqual([]);
      const tables = await db.query<{ table_name: string }>(
        "SELECT table_name FROM information_schema.tables WHERE table_schema = 'public'",
      );
      expect(tables.map((t) => t.table_name)).toEqual(
        expect.arrayContaining([
          'tenants',
          'users',
          'memberships',
          'refresh_tokens',
          'assets',
          'clips',
          'media',
          'tape_events',
        ]),
      );
    } finally {
      await db.close();
    }
  });

  it('rolls a failed transaction back whole', async () => {
    const db = await openDatabase({});
    try {
      await db.exec('CREATE TABLE t (x int PRIMARY KEY)');
      await expect(
        db.transaction(async (tx) => {
          await tx.query('INSERT INTO t VALUES (1)');
          await tx.query('INSERT INTO t VALUES (1)');
        }),
      ).rejects.toThrow();
      expect(await db.query('SELECT * FROM t')).toEqual([]);
    } finally {
      await db.close();
    }
  });
});
