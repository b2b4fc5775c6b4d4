import { expect } from 'vitest';
import type {
  ExportStatusItem,
  Playlist,
  PlaylistClip,
  SessionTokens,
} from '../../src/core/api/contract';
import { tenantId, type TestServer } from './helpers';

/** A person of one tenant exporting collections of its seeded media. */
export interface ExportSession {
  tenant: string;
  tokens: SessionTokens;
  /** The tenant's match videos and its first bumper, as seeded. */
  videos: string[];
  bumper: { id: string; duration: number } | null;
  clip(asset: number, offset: number, duration: number, name: string): PlaylistClip;
  createCollection(clips: PlaylistClip[], title?: string): Promise<string>;
  start(exportAs: string, body: object): Promise<{ status: number; body: ExportStatusItem }>;
  until(id: string, done: (item: ExportStatusItem) => boolean): Promise<ExportStatusItem>;
}

/** Signs in the tenant's editor and reads what the tenant has to export. */
export async function exportSession(server: TestServer, tenantKey: string): Promise<ExportSession> {
  const tenant = tenantId(tenantKey);
  const tokens = await server.signIn(`editor.${tenantKey}@vidsearch.example`);
  const rows = await server.booted.app.db.query<{ id: string; kind: string; duration: number }>(
    'SELECT id, kind, duration FROM assets WHERE tenant_id = $1 ORDER BY id',
    [tenant],
  );
  const publication = `/middleware/publication/${tenant}`;
  const session: ExportSession = {
    tenant,
    tokens,
    videos: rows.filter((r) => r.kind === 'video').map((r) => r.id),
    bumper: rows.find((r) => r.kind === 'bumper') ?? null,
    clip(asset, offset, duration, name) {
      const payload = [{ category: 'batter', value: name, startTime: 0, endTime: 0 }];
      const id = session.videos[asset];
      if (!id) throw new Error(`${tenantKey} has no video ${asset}`);
      return { asset_id: id, offset, duration, stash: JSON.stringify({ payload }) };
    },
    async createCollection(clips, title = 'Final overs') {
      const made = await server.call<Playlist>(
        'POST',
        `/middleware/playlists/tenants/${tenant}/users/me/playlists`,
        { token: tokens.token, body: { title, clips } },
      );
      expect(made.status).toBe(201);
      return made.body.id;
    },
    start: (exportAs, body) =>
      server.call<ExportStatusItem>('POST', `${publication}/export/${exportAs}`, {
        token: tokens.token,
        body,
      }),
    async until(id, done) {
      // Renders share 2 cores with the other files' renders in CI: the test's timeout is the limit.
      const ends = Date.now() + 230_000;
      for (;;) {
        const read = await server.call<ExportStatusItem>('GET', `${publication}/exports/${id}`, {
          token: tokens.token,
        });
        if (done(read.body)) return read.body;
        if (Date.now() > ends) throw new Error(`export ${id} is ${JSON.stringify(read.body)}`);
        await new Promise((r) => setTimeout(r, 200));
      }
    },
  };
  return session;
}

/** Whether an export has stopped moving. */
export const ended = (item: ExportStatusItem) =>
  ['SUCCESS', 'DELIVERED', 'FAILURE', 'REVOKED'].includes(item.status);
