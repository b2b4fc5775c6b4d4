import fp from 'fastify-plugin';
import { openDatabase, type Database } from './database';
import { migrate } from './migrate';
import type { DatabaseSettings } from './settings';

declare module 'fastify' {
  interface FastifyInstance {
    /** The platform's database: PostgreSQL, or the embedded PGlite by default. */
    db: Database;
  }
}

export interface DatabasePluginOptions {
  config: DatabaseSettings;
  /**
   * The embedded database starts from this dump (`Database.dump`), already migrated and
   * seeded, rather than empty: tests boot many servers from one.
   */
  dump?: Blob;
  progress(message: string): void;
}

/** Opens and migrates the database; closed last, after every feature that uses it. */
export const databasePlugin = fp<DatabasePluginOptions>(
  async (app, { config, dump, progress }) => {
    const db = await openDatabase({
      ...(config.databaseUrl ? { url: config.databaseUrl } : {}),
      ...(config.pgliteDir ? { dataDir: config.pgliteDir } : {}),
      ...(config.databaseSchema ? { schema: config.databaseSchema } : {}),
      ...(dump ? { dump } : {}),
    });
    app.decorate('db', db);
    app.addHook('onClose', () => db.close());
    const applied = await migrate(db);
    progress(
      `database ready (${db.kind}${applied.length ? `, applied ${applied.join(', ')}` : ''})`,
    );
  },
  { name: 'database' },
);
