import { expect } from 'vitest';
import type {
  HighlightClipsPage,
  HighlightPackageRow,
  PayloadItem,
} from '../../src/core/api/contract';
import { tenantId, type TestServer } from './helpers';

export interface SeededClip {
  id: string;
  start_offset: number;
  start_time: Date;
  duration: number;
  payload: PayloadItem[];
}

const base = '/highlights/v1';

/**
 * A person of one tenant using the highlights service: its calls, its seeded games and their
 * clips, and a build that waits until the game's packages are ready or failed.
 */
export async function highlightPerson(server: TestServer, tenantKey: string) {
  const { token } = await server.signIn(`editor.${tenantKey}@vidsearch.example`);
  const tenant = tenantId(tenantKey);
  const call = <T>(method: string, path: string, body?: unknown) =>
    server.call<T>(method, `${base}${path}`, { token, ...(body ? { body } : {}) });
  const games = await server.booted.app.db.query<{
    id: string;
    metadata: Record<string, string>;
  }>(`SELECT id, metadata FROM assets WHERE tenant_id = $1 AND kind = 'video' ORDER BY id`, [
    tenant,
  ]);
  const clipsOf = (assetId: string) =>
    server.booted.app.db.query<SeededClip>(
      `SELECT id, start_offset, start_time, duration, payload FROM clips WHERE tenant_id = $1 AND asset_id = $2`,
      [tenant, assetId],
    );
  /** Builds a game's packages and waits until none is queued or building. */
  async function build(assetId: string): Promise<HighlightPackageRow[]> {
    const started = await call<{ packages: HighlightPackageRow[] }>(
      'POST',
      `/highlights/games/${assetId}/build`,
    );
    expect(started.status).toBe(202);
    const ids = new Set(started.body.packages.map((p) => p.id));
    const until = Date.now() + 60_000;
    for (;;) {
      const list = await call<HighlightPackageRow[]>('GET', '/highlights?limit=500');
      const mine = list.body.filter((p) => ids.has(p.id));
      if (mine.every((p) => p.status === 'ready' || p.status === 'failed')) return mine;
      if (Date.now() > until) throw new Error(`still building: ${JSON.stringify(mine)}`);
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  async function allClips(id: string, query = '') {
    const page = await call<HighlightClipsPage>('GET', `/highlights/${id}/clips?limit=50${query}`);
    expect(page.status).toBe(200);
    return page.body;
  }
  return { call, games, clipsOf, build, allClips, tenant };
}

export const value = (clip: SeededClip, category: string) =>
  clip.payload.find((p) => p.category === category)?.value;
export const inMatchOrder = (clips: SeededClip[]) =>
  clips.toSorted((a, b) => +a.start_time - +b.start_time || a.id.localeCompare(b.id));

/** How much of `clip` (0 to 1) plays inside `other`, both of one game. */
export const shareInside = (clip: SeededClip, other: SeededClip) =>
  Math.max(
    0,
    Math.min(clip.start_offset + clip.duration, other.start_offset + other.duration) -
      Math.max(clip.start_offset, other.start_offset),
  ) / clip.duration;
export const idOf = (suffixed: string) => suffixed.split('/')[0]!;
