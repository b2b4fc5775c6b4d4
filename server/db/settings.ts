import path from 'node:path';

/** Which database: PostgreSQL when given one, else the embedded PGlite in the data folder. */
export interface DatabaseSettings {
  /** PostgreSQL connection string; the embedded PGlite under `dataDir` when absent. */
  databaseUrl?: string;
  /** PostgreSQL schema (tests isolate runs with one). */
  databaseSchema?: string;
  /** PGlite directory; in memory when undefined and no `databaseUrl`. */
  pgliteDir?: string;
}

/** `DATABASE_URL`; without it, PGlite in `dataDir/pglite`. */
export function databaseSettingsFromEnvironment(
  env: NodeJS.ProcessEnv,
  dataDir: string,
): DatabaseSettings {
  return env.DATABASE_URL
    ? { databaseUrl: env.DATABASE_URL }
    : { pgliteDir: path.join(dataDir, 'pglite') };
}
