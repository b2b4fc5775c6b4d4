import { randomUUID } from 'node:crypto';
import {
  METADATA_HISTORY_LIMIT,
  type ClipChange,
  type MetadataChange,
  type MetadataValue,
  type PayloadItem,
} from '../../../src/core/api/contract';
import { familyConfigs, tenantById } from '../../../src/tenants';
import type { Queryable } from '../../db/database';

/** Who wrote a change. */
export interface Author {
  userId: string;
  email: string;
}

interface StoredClip {
  clipId: string;
  title: string;
  before: PayloadItem[] | null;
  after: PayloadItem[];
}

/** The clips' payloads now, locked for the write that is about to change them. */
export async function currentPayloads(
  tx: Queryable,
  tenantId: string,
  clipIds: string[],
): Promise<Map<string, PayloadItem[]>> {
  const rows = await tx.query<{ id: string; payload: PayloadItem[] }>(
    'SELECT id, payload FROM clips WHERE tenant_id = $1 AND id = ANY($2::text[]) FOR UPDATE',
    [tenantId, clipIds],
  );
  return new Map(rows.map((r) => [r.id, r.payload]));
}

/** A clip's title as the tenant's cards show it: the first value of each title category. */
export function titleOf(tenantId: string, payload: readonly PayloadItem[]): string {
  const family = tenantById(tenantId)?.tenant.family;
  const categories = family ? familyConfigs[family].ui.thumbnailJson.titleCategories : [];
  return categories
    .map((c) => payload.find((i) => i.category.toLowerCase() === c.toLowerCase())?.value ?? '')
    .filter(Boolean)
    .join(' · ');
}

const key = (v: MetadataValue) => `${v.category.toLowerCase()}\u0000${v.value}`;

/** The values a change added to a clip and those it took away. */
export function valueDiff(
  before: readonly PayloadItem[] | null,
  after: readonly PayloadItem[],
): Pick<ClipChange, 'added' | 'removed'> {
  const was = new Map(
    (before ?? []).map((i) => [key(i), { category: i.category, value: i.value }]),
  );
  const now = new Map(after.map((i) => [key(i), { category: i.category, value: i.value }]));
  return {
    added: [...now].filter(([k]) => !was.has(k)).map(([, v]) => v),
    removed: [...was].filter(([k]) => !now.has(k)).map(([, v]) => v),
  };
}

/** Records a write of clip metadata; its id. */
export async function recordChange(
  tx: Queryable,
  tenantId: string,
  author: Author,
  clips: Array<{ id: string; before: PayloadItem[] | null; after: PayloadItem[] }>,
  undoes: string | null = null,
): Promise<string> {
  const id = randomUUID();
  const stored: StoredClip[] = clips.map((c) => ({
    clipId: c.id,
    title: titleOf(tenantId, c.before ?? c.after),
    before: c.before,
    after: c.after,
  }));
  await tx.query(
    `INSERT INTO metadata_changes (tenant_id, id, user_id, email, clips, undoes)
     VALUES ($1, $2, $3, $4, $5::jsonb, $6)`,
    [tenantId, id, author.userId, author.email, JSON.stringify(stored), undoes],
  );
  return id;
}

interface ChangeRow {
  id: string;
  email: string;
  clips: StoredClip[];
  undoes: string | null;
  undone_at: Date | null;
  undone_by: string | null;
  created_at: Date;
}

function toChange(row: ChangeRow): MetadataChange {
  return {
    id: row.id,
    at: new Date(row.created_at).toISOString(),
    email: row.email,
    clips: row.clips.map((c) => ({
      clipId: c.clipId,
      title: c.title,
      ...valueDiff(c.before, c.after),
    })),
    undoes: row.undoes,
    undoneAt: row.undone_at ? new Date(row.undone_at).toISOString() : null,
    undoneBy: row.undone_by,
  };
}

/** The tenant's latest changes, newest first; only those touching `clipId` when given. */
export async function listChanges(
  db: Queryable,
  tenantId: string,
  clipId?: string,
): Promise<MetadataChange[]> {
  const rows = await db.query<ChangeRow>(
    `SELECT id, email, clips, undoes, undone_at, undone_by, created_at FROM metadata_changes
      WHERE tenant_id = $1
        AND ($2::text IS NULL OR clips @> jsonb_build_array(jsonb_build_object('clipId', $2::text)))
      ORDER BY created_at DESC, id LIMIT $3`,
    [tenantId, clipId ?? null, METADATA_HISTORY_LIMIT],
  );
  return rows.map(toChange);
}

/** A change to undo, locked; null when the tenant has no such change. */
export async function lockChange(
  tx: Queryable,
  tenantId: string,
  id: string,
): Promise<(ChangeRow & { stored: StoredClip[] }) | null> {
  const [row] = await tx.query<ChangeRow>(
    `SELECT id, email, clips, undoes, undone_at, undone_by, created_at FROM metadata_changes
      WHERE tenant_id = $1 AND id = $2 FOR UPDATE`,
    [tenantId, id],
  );
  return row ? { ...row, stored: row.clips } : null;
}

export async function markUndone(
  tx: Queryable,
  tenantId: string,
  id: string,
  by: string,
): Promise<void> {
  await tx.query(
    'UPDATE metadata_changes SET undone_at = now(), undone_by = $3 WHERE tenant_id = $1 AND id = $2',
    [tenantId, id, by],
  );
}

/**
 * Collections hold a copy of each clip as it was found (the item's stash): the clips just
 * written get their new payload there too, so that collections show the new titles.
 */
export async function refreshStashes(
  tx: Queryable,
  tenantId: string,
  clips: Array<{ id: string; payload: PayloadItem[] }>,
): Promise<void> {
  const byId = new Map(clips.map((c) => [c.id, c.payload]));
  const items = await tx.query<{ playlist_id: string; position: number; stash: string }>(
    `SELECT playlist_id, position, stash FROM playlist_items
      WHERE tenant_id = $1 AND stash LIKE ANY($2::text[])`,
    [tenantId, clips.map((c) => `%${c.id.replace(/[\\%_]/g, '\\$&')}%`)],
  );
  for (const item of items) {
    let stash: { id?: unknown; payload?: unknown };
    try {
      stash = JSON.parse(item.stash);
    } catch {
      continue;
    }
    const payload = typeof stash.id === 'string' ? byId.get(stash.id.split('/')[0]!) : undefined;
    if (!payload) continue;
    await tx.query(
      `UPDATE playlist_items SET stash = $4 WHERE tenant_id = $1 AND playlist_id = $2 AND position = $3`,
      [tenantId, item.playlist_id, item.position, JSON.stringify({ ...stash, payload })],
    );
  }
}
