import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FolderInUseError, lockFolder } from './folder-lock';

describe('the embedded database’s folder lock', () => {
  const folder = () => path.join(mkdtempSync(path.join(os.tmpdir(), 'vs-lock-')), 'db');

  it('is this process’s until released; a second taker is told which process holds it', () => {
    const db = folder();
    const release = lockFolder(db);
    expect(readFileSync(`${db}.lock`, 'utf8').trim()).toBe(String(process.pid));
    expect(() => lockFolder(db)).toThrow(FolderInUseError);
    expect(() => lockFolder(db)).toThrow(
      new RegExp(`^Another server \\(process ${process.pid}\\) is using the database folder`),
    );
    release();
    expect(existsSync(`${db}.lock`)).toBe(false);
    lockFolder(db)();
  });

  it('is held against another living process, and taken over from a dead one', () => {
    const db = folder();
    // The parent of this test's process: alive, and not this one.
    writeFileSync(`${db}.lock`, `${process.ppid}\n`);
    expect(() => lockFolder(db)).toThrow(`process ${process.ppid}`);
    // No process has so large a number here.
    writeFileSync(`${db}.lock`, '4194303999\n');
    const release = lockFolder(db);
    expect(readFileSync(`${db}.lock`, 'utf8').trim()).toBe(String(process.pid));
    release();
  });
});
