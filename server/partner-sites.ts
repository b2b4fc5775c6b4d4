import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { tenantByKey } from '../src/tenants';
import type { Queryable } from './db/database';
import { newestPublicCollection } from './playlists/repository';
import { newNonce, pagePolicy } from './http/content-policy';
import { sendPage } from './http/page-encoding';

/**
 * Serves the example partner sites (demo/partners/, pages with placeholders read as they are)
 * at /partners/{name}.html, each response with a fresh nonce under the strict policy the
 * integrators' guide names (http/content-policy.ts), and the
 * tenant's newest public collection where a page embeds one (`%PUBLIC_COLLECTION%`).
 */
export async function servePartnerSites(
  app: FastifyInstance,
  db: Queryable,
  dir: string,
  mediaOrigins: readonly string[],
): Promise<void> {
  const names = (await readdir(dir).catch(() => [] as string[])).filter((f) => f.endsWith('.html'));
  for (const name of names) {
    app.get(`/partners/${name}`, { schema: { hide: true } }, async (request, reply) => {
      const nonce = newNonce();
      let page = (await readFile(path.join(dir, name), 'utf8')).replaceAll('%NONCE%', nonce);
      if (page.includes('%PUBLIC_COLLECTION%')) {
        const key = /data-tenant="([^"]+)"/.exec(page)?.[1];
        const tenant = key ? tenantByKey(key) : undefined;
        const id = tenant ? await newestPublicCollection(db, tenant.tenantId.production) : null;
        page = page.replaceAll('%PUBLIC_COLLECTION%', id ?? '');
      }
      reply
        .header('cache-control', 'no-store')
        .header('content-security-policy', pagePolicy({ nonce, mediaOrigins }));
      return sendPage(request, reply, page);
    });
  }
}
