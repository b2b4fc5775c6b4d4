import { existsSync } from 'node:fs';
import path from 'node:path';

/** The project's root, whatever folder the caller runs in. */
const ROOT = path.resolve(import.meta.dirname, '..');

/**
 * The command that runs the TypeScript program `entry` (a path from the project's root, e.g.
 * `server/main.ts`) with this Node: through tsx, as npm's scripts run it, or, where the test
 * run has bundled it (VS_PROGRAMS_BUNDLE, test/server/programs-bundle.ts), its bundle, which
 * starts without compiling a few hundred modules again in every process.
 */
export function programCommand(entry: string, nodeOptions: string[] = []): string[] {
  const bundled = bundledProgram(entry);
  if (bundled) return [process.execPath, ...nodeOptions, bundled];
  return [process.execPath, ...nodeOptions, '--import', 'tsx', path.join(ROOT, entry)];
}

function bundledProgram(entry: string): string | undefined {
  const dir = process.env.VS_PROGRAMS_BUNDLE;
  if (!dir) return undefined;
  const file = path.join(dir, entry.replace(/\.ts$/, '.mjs'));
  return existsSync(file) ? file : undefined;
}
