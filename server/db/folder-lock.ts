import { mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** Another living process holds the embedded database's folder. */
export class FolderInUseError extends Error {
  constructor(
    readonly folder: string,
    readonly holder: number,
  ) {
    super(
      `Another server (process ${holder}) is using the database folder ${folder}: two processes ` +
        'writing one embedded database can corrupt it. Stop that server, or start this one on ' +
        'another folder, e.g. DATA_DIR=./data-2 npm start.',
    );
    this.name = 'FolderInUseError';
  }
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // It exists, but is another user's.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/**
 * Takes an embedded database's folder for this process: a file beside it (`<folder>.lock`)
 * names the process, and a second server on the folder stops at once, saying which process
 * holds it. A lock left by a process that has died is taken over. Returns its release.
 */
export function lockFolder(folder: string): () => void {
  const file = `${path.resolve(folder)}.lock`;
  mkdirSync(path.dirname(file), { recursive: true });
  for (;;) {
    try {
      writeFileSync(file, `${process.pid}\n`, { flag: 'wx' });
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number(readFileSync(file, 'utf8').trim());
      if (Number.isInteger(holder) && holder > 0 && alive(holder))
        throw new FolderInUseError(path.resolve(folder), holder);
      unlinkSync(file);
    }
  }
  return () => {
    try {
      if (readFileSync(file, 'utf8').trim() === String(process.pid)) unlinkSync(file);
    } catch {
      // Gone already.
    }
  };
}
