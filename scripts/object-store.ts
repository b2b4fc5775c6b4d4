/**
 * An S3-compatible store on loopback for several server processes (scripts/with-cluster.sh):
 * the tenants' archive buckets, a media bucket players may read from, and an uploads bucket.
 *   tsx scripts/object-store.ts DIRECTORY PORT MEDIA_BUCKET [UPLOADS_BUCKET]
 * Runs until it is sent SIGTERM or SIGINT.
 */
import { startLocalArchive } from '../server/exports/renderers/local-archive';

const [directory, portText, mediaBucket, uploadsBucket] = process.argv.slice(2);
const port = Number(portText);
if (!directory || !mediaBucket || !Number.isInteger(port) || port < 1 || port > 65535) {
  console.error('usage: tsx scripts/object-store.ts DIRECTORY PORT MEDIA_BUCKET [UPLOADS_BUCKET]');
  process.exit(2);
}
const store = await startLocalArchive(directory, {
  port,
  mediaBucket,
  ...(uploadsBucket ? { uploadsBucket } : {}),
});
console.log(`object store at ${store.settings.endpoint} (media bucket ${mediaBucket})`);
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => void store.close().then(() => process.exit(0)));
}
