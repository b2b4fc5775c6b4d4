import { spawn, type ChildProcessByStdio } from 'node:child_process';
import type { Readable, Writable } from 'node:stream';
import { existsSync } from 'node:fs';

/**
 * util-linux's `setpriv` where the machine has it (Debian: always): a child started through it
 * is sent SIGKILL by the kernel when this process dies, however it dies (`kill -9`, a crash),
 * so no ffmpeg or ffprobe goes on working for a server that is gone (`PR_SET_PDEATHSIG`).
 */
const SETPRIV = ['/usr/bin/setpriv', '/bin/setpriv'].find((file) => existsSync(file)) ?? null;

/** Whether children die with this process here (false where `setpriv` is missing). */
export const childrenDieWithServer = SETPRIV !== null;

/** The command and arguments that run `binary` tied to this process's life. */
export function tiedCommand(binary: string, args: readonly string[]): [string, string[]] {
  return SETPRIV ? [SETPRIV, ['--pdeathsig', 'KILL', '--', binary, ...args]] : [binary, [...args]];
}

/**
 * Starts `binary` with no input and its output and errors piped, killed by the kernel when this
 * process dies (and by `signal`, when given, as `spawn` does).
 */
export function spawnTied(
  binary: string,
  args: readonly string[],
  options: { signal?: AbortSignal } = {},
): ChildProcessByStdio<null, Readable, Readable> {
  const [command, tiedArgs] = tiedCommand(binary, args);
  return spawn(command, tiedArgs, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
}

/** As `spawnTied`, with its input piped: what is written to `stdin` is what it reads. */
export function spawnTiedWithInput(
  binary: string,
  args: readonly string[],
): ChildProcessByStdio<Writable, Readable, Readable> {
  const [command, tiedArgs] = tiedCommand(binary, args);
  return spawn(command, tiedArgs, { stdio: ['pipe', 'pipe', 'pipe'] });
}
