import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type S3rver from 's3rver';

/** What of s3rver's Koa context the calls below read and write. */
interface KoaContext {
  method: string;
  path: string;
  query: Record<string, string | string[] | undefined>;
  status: number;
  type: string;
  body: unknown;
}
type Middleware = (ctx: KoaContext, next: () => Promise<void>) => Promise<void>;

interface S3rverInternals {
  middleware: Middleware[];
  store: { getResourcePath(bucket: string, key: undefined, resource: string): string };
}

const xml = (text: string) => text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

async function md5Of(file: string): Promise<string> {
  const hash = createHash('md5');
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/**
 * Two calls of S3's multipart uploads that s3rver lacks and that tus's S3 store makes to resume
 * an upload: ListParts (`GET ?uploadId`) and AbortMultipartUpload (`DELETE ?uploadId`), read
 * from where s3rver keeps the parts. Only the loopback store of one machine and of the tests
 * needs them: a real bucket has both.
 */
export function addMultipartListing(server: S3rver): void {
  const internals = server as unknown as S3rverInternals;
  const listing: Middleware = async (ctx, next) => {
    const uploadId = ctx.query.uploadId;
    const wanted = ctx.method === 'GET' || ctx.method === 'DELETE';
    const [, bucket, ...rest] = ctx.path.split('/');
    if (!wanted || typeof uploadId !== 'string' || !bucket || rest.length === 0) return next();
    const dir = path.join(internals.store.getResourcePath(bucket, undefined, 'uploads'), uploadId);
    const names = await readdir(dir).catch(() => null);
    if (!names) {
      ctx.status = 404;
      ctx.type = 'application/xml';
      ctx.body = `<?xml version="1.0" encoding="UTF-8"?><Error><Code>NoSuchUpload</Code><Message>The specified upload does not exist.</Message><UploadId>${xml(uploadId)}</UploadId></Error>`;
      return;
    }
    if (ctx.method === 'DELETE') {
      await rm(dir, { recursive: true, force: true });
      ctx.status = 204;
      ctx.body = '';
      return;
    }
    const numbers = names
      .filter((name) => /^\d+$/.test(name))
      .map(Number)
      .sort((a, b) => a - b);
    const parts = await Promise.all(
      numbers.map(async (n) => {
        const file = path.join(dir, String(n));
        const [{ size, mtime }, md5] = await Promise.all([stat(file), md5Of(file)]);
        return `<Part><PartNumber>${n}</PartNumber><LastModified>${mtime.toISOString()}</LastModified><ETag>"${md5}"</ETag><Size>${size}</Size></Part>`;
      }),
    );
    const key = decodeURIComponent(rest.join('/'));
    ctx.status = 200;
    ctx.type = 'application/xml';
    ctx.body =
      `<?xml version="1.0" encoding="UTF-8"?><ListPartsResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/">` +
      `<Bucket>${xml(bucket)}</Bucket><Key>${xml(key)}</Key><UploadId>${xml(uploadId)}</UploadId>` +
      `<PartNumberMarker>0</PartNumberMarker><NextPartNumberMarker>${numbers.at(-1) ?? 0}</NextPartNumberMarker>` +
      `<MaxParts>10000</MaxParts><IsTruncated>false</IsTruncated>${parts.join('')}</ListPartsResult>`;
  };
  // Before s3rver's own routes, which answer these calls 405.
  internals.middleware.unshift(listing);
}
