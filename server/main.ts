import path from 'node:path';
import { configFromEnvironment } from './config';
import { bootServer } from './boot';
import { FolderInUseError } from './db/folder-lock';
import { closeOnSignals } from './shutdown';
import { tenants } from '../src/tenants';
import { DEMO_PASSWORD, demoSignInGuide } from './seed/accounts';
import { demoData } from './seed/demo-data';
import { SERVICE_PREFIXES } from './app';
import { startLocalArchive } from './exports/renderers/local-archive';
import { allTenantIds } from './identity/service';

const started = Date.now();
const elapsed = () => `${((Date.now() - started) / 1000).toFixed(1)}s`;
const say = (message: string) => console.log(`[server ${elapsed()}] ${message}`);

const config = await configFromEnvironment();
say(
  `data in ${config.dataDir}${config.databaseUrl ? ' (database: PostgreSQL from DATABASE_URL)' : ''}`,
);
// Without S3 settings, archive exports go to a store of the server's own on loopback.
const localArchive = config.s3 ? null : await startLocalArchive(path.join(config.dataDir, 's3'));
if (localArchive) {
  config.s3 = localArchive.settings;
  say(`archive exports go to a local S3-compatible store at ${localArchive.settings.endpoint}`);
}
const server = await bootServer(config, { ...demoData(), progress: say }).catch(
  async (error: unknown) => {
    if (!(error instanceof FolderInUseError)) throw error;
    // Said plainly, without a stack: nothing is wrong with this server but where it was started.
    console.error(`[server ${elapsed()}] ${error.message}`);
    await localArchive?.close();
    process.exit(1);
  },
);
// A deep accept queue: a burst of new connections waits to be answered (or shed with a 503)
// instead of having its SYNs dropped and retried for seconds.
const address = await server.app.listen({ port: config.port, host: config.host, backlog: 4096 });
const base = address.replace('[::1]', 'localhost');

say(`ready at ${base} in ${elapsed()}`);
// Search indexes build in the background; a search that arrives first waits for its tenant's.
// In a cluster that spreads tenants, only those assigned to this process.
const { assignment } = server.app;
const tenantIds = assignment ? [] : await allTenantIds(server.app.db);
const reachedAt = config.searchAssignment?.address === 'auto' ? base : undefined;
(assignment ? assignment.start(reachedAt) : server.app.searchEngine.warm(tenantIds)).then(
  () => assignment || say(`search indexes ready for ${tenantIds.length} tenants`),
  (error: Error) => say(`search index failed: ${error.message}`),
);
console.log(`
  App:           ${base}/
  Partner loader ${base}/vs-elements.js
  Health:        ${base}/health
  OpenAPI:       ${base}/openapi.json
  Services:      ${Object.entries(SERVICE_PREFIXES)
    .map(([name, prefix]) => `${name} ${base}${prefix}`)
    .join('\n                 ')}

  Demo sign-in (password for every demo account: ${DEMO_PASSWORD})
    ${demoSignInGuide(tenants.map((t) => t.key)).join('\n    ')}
`);

closeOnSignals(async () => {
  await server.close();
  await localArchive?.close();
}, say);
