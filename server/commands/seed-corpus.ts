import { parseArgs } from 'node:util';
import { tenantByKey, tenants } from '../../src/tenants';
import { bootServer } from '../boot';
import { configFromEnvironment } from '../config';
import { seedCorpus } from '../seed/corpus';
import { demoData } from '../seed/demo-data';

const usage = `usage: npm run seed:corpus -- --clips N [--tenant KEY] [--clips-per-asset N]
  --clips            how many clips the tenant's corpus should hold (1 to 5000000)
  --tenant           tenant key (default cricket): ${tenants.map((t) => t.key).join(', ')}
  --clips-per-asset  clips per match (default 200)
Writes to the database the server uses: ./data (DATA_DIR) or DATABASE_URL.`;

function fail(message: string): never {
  console.error(`seed:corpus: ${message}\n\n${usage}`);
  process.exit(2);
}

let values;
try {
  ({ values } = parseArgs({
    options: {
      clips: { type: 'string' },
      tenant: { type: 'string', default: 'cricket' },
      'clips-per-asset': { type: 'string', default: '200' },
      help: { type: 'boolean', short: 'h' },
    },
  }));
} catch (error) {
  fail((error as Error).message);
}
if (values.help) {
  console.log(usage);
  process.exit(0);
}
const clips = Number(values.clips);
const perAsset = Number(values['clips-per-asset']);
if (!values.clips || !Number.isInteger(clips) || clips < 1 || clips > 5_000_000) {
  fail('--clips must be a whole number from 1 to 5000000');
}
if (!Number.isInteger(perAsset) || perAsset < 1 || perAsset > 10_000) {
  fail('--clips-per-asset must be a whole number from 1 to 10000');
}
const tenant = tenantByKey(values.tenant!) ?? fail(`unknown tenant ${values.tenant}`);

const started = Date.now();
const say = (message: string) =>
  console.log(`[corpus ${((Date.now() - started) / 1000).toFixed(1)}s] ${message}`);
const config = await configFromEnvironment();
const server = await bootServer(config, { ...demoData(), progress: say });
try {
  const held = await seedCorpus(server.app.db, { tenant, clips, clipsPerAsset: perAsset }, say);
  const seconds = (Date.now() - started) / 1000;
  console.log(
    `tenant=${tenant.key} clips_requested=${clips} tenant_clips=${held} seconds=${seconds.toFixed(1)}`,
  );
} finally {
  await server.close();
}
