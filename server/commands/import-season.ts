import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { parseVideoTime } from '../../src/core/api/contract';
import { tenantByKey, tenants } from '../../src/tenants';
import { bootServer } from '../boot';
import { configFromEnvironment } from '../config';
import { demoData } from '../seed/demo-data';
import { importerByEmail } from '../match-data/service';
import { importSeason, type SeasonFile } from '../match-data/season';

const usage = `usage: npm run import:season -- --tenant KEY --as EMAIL --starts TIMES FILE_OR_FOLDER...
  --tenant  the tenant's key: ${tenants.map((t) => t.key).join(', ')}
  --as      an editor or administrator of the tenant: the imports are theirs in the history
  --starts  the video time of each innings' first ball, the same in every match's video,
            e.g. 10:00,2:05:00
Each Cricsheet file (or every .json in a folder) goes onto the tenant's video of its match:
the one whose match names its teams, on its date. Writes to the database the server uses:
./data (DATA_DIR) or DATABASE_URL.`;

function fail(message: string): never {
  console.error(`import:season: ${message}\n\n${usage}`);
  process.exit(2);
}

let parsed;
try {
  parsed = parseArgs({
    allowPositionals: true,
    options: {
      tenant: { type: 'string' },
      as: { type: 'string' },
      starts: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
} catch (error) {
  fail((error as Error).message);
}
const { values, positionals } = parsed;
if (values.help) {
  console.log(usage);
  process.exit(0);
}
const tenant = tenantByKey(values.tenant ?? '') ?? fail(`unknown tenant "${values.tenant ?? ''}"`);
if (!values.as) fail('--as is needed: who the imports are by');
const starts = (values.starts ?? '').split(',').map((t) => parseVideoTime(t));
if (starts.length === 0 || starts.some((t) => t === null))
  fail('--starts takes video times (h:mm:ss, m:ss or seconds), one for each innings, by commas');
if (positionals.length === 0) fail('name the files, or a folder of them');

/** The files named, and every .json of each folder named, in name order. */
async function filesOf(paths: readonly string[]): Promise<string[]> {
  const found: string[] = [];
  for (const named of paths) {
    if ((await stat(named)).isDirectory()) {
      const inside = (await readdir(named)).filter((f) => f.endsWith('.json')).sort();
      found.push(...inside.map((f) => path.join(named, f)));
    } else found.push(named);
  }
  return found;
}

const started = Date.now();
const seconds = () => ((Date.now() - started) / 1000).toFixed(1);
const paths = await filesOf(positionals).catch((error: Error) => fail(error.message));
const files: SeasonFile[] = [];
for (const file of paths) {
  try {
    files.push({ name: path.basename(file), document: JSON.parse(await readFile(file, 'utf8')) });
  } catch {
    fail(`${file} is not a JSON file`);
  }
}
const server = await bootServer(await configFromEnvironment(), {
  ...demoData(),
  progress: (m: string) => console.log(`[season ${seconds()}s] ${m}`),
});
try {
  const tenantId = tenant.tenantId.production;
  const person = await importerByEmail(server.app.db, tenantId, values.as);
  if (!person) fail(`${values.as} is not an editor or administrator of ${tenant.key}`);
  const results = await importSeason(
    server.app,
    { ...person, tenantId },
    files,
    starts as number[],
    (r) =>
      console.log(
        `[season ${seconds()}s] ${r.file}: ${r.problem ?? `${r.clips} clips${r.removed ? `, ${r.removed} taken away` : ''}`}`,
      ),
  );
  const imported = results.filter((r) => !r.problem);
  console.log(
    `files=${results.length} imported=${imported.length} clips=${imported.reduce((n, r) => n + r.clips, 0)} seconds=${seconds()}`,
  );
  process.exitCode = imported.length === results.length ? 0 : 1;
} finally {
  await server.close();
}
