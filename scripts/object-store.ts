/**
 * An S3-compatible store on loopback for several server processes (scripts/with-cluster.sh):
 * the tenants' archive buckets and a media bucket players may read from.
 *   tsx scripts/object-store.ts DIRECTORY PORT MEDIA_BUCKET
 * Runs until it is sent SIGTERM or SIGINT.
 */
import { startLocalArchive } from '../server/exports/renderers/local-archive';

const [directory, portText, mediaBucket] = process.argv.slice(2);
const port = Number(portText);
if (!directory || !mediaBucket || !Number.isInteger(port) || port < 1 || port > 65535) {
  console.error('usage: tsx scripts/object-store.ts DIRECTORY PORT MEDIA_BUCKET');
  process.exit(2);
}
const store = await startLocalArchive(directory, { port, mediaBucket });
console.log(`object store at ${store.settings.endpoint} (media bucket ${mediaBucket})`);
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => void store.close().then(() => process.exit(0)));
}
