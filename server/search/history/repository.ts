import {
  METADATA_HISTORY_LIMIT,
  type ClipChange,
  type MetadataChange,
  type MetadataValue,
  type PayloadItem,
} from '../../../src/core/api/contract';
import type { Queryable } from '../../db/database';
import { titleOf } from '../clip-title';
import { randomUUID } from 'node:crypto';

/** Who wrote a change: a person, or a tenant's service key (no user; its email names it). */
export interface Author {
  userId: string | null;
  email: string;
}

/** Where a clip sits: its asset and its span there, in seconds. */
export interface ClipPlace {
  assetId: string;
  offset: number;
  duration: number;
}

/** A clip as it is now: where it sits and its values. */
export interface CurrentClip extends ClipPlace {
  payload: PayloadItem[];
}

/** One clip of a change as the history keeps it. */
export interface StoredClip {
  clipId: string;
  title: string;
  /** Null: the change added the clip. */
  before: PayloadItem[] | null;
  /** Null: the change took the clip away. */
  after: PayloadItem[] | null;
  /** Where it sat before and after (changes recorded before places were kept have neither). */
  placeBefore?: ClipPlace | null;
  placeAfter?: ClipPlace | null;
}

/** How many clips of one change the history lists; `clipCount` says how many it had. */
export const HISTORY_CLIPS_LISTED = 20;

/** The clips as they are now, locked for the write that is about to change them. */
export async function currentClips(
  tx: Queryable,
  tenantId: string,
  clipIds: readonly string[],
): Promise<Map<string, CurrentClip>> {
  const rows = await tx.query<{
    id: string;
    asset_id: string;
    start_offset: number;
    duration: number;
    payload: PayloadItem[];
  }>(
    `SELECT id, asset_id, start_offset, duration, payload FROM clips
      WHERE tenant_id = $1 AND id = ANY($2::text[]) FOR UPDATE`,
    [tenantId, clipIds],
  );
  return new Map(
    rows.map((r) => [
      r.id,
      { assetId: r.asset_id, offset: r.start_offset, duration: r.duration, payload: r.payload },
    ]),
  );
}

const key = (v: MetadataValue) => `${v.category.toLowerCase()}\u0000${v.value}`;

/** The values a change added to a clip and those it took away. */
export function valueDiff(
  before: readonly PayloadItem[] | null,
  after: readonly PayloadItem[] | null,
): Pick<ClipChange, 'added' | 'removed'> {
  const was = new Map(
    (before ?? []).map((i) => [key(i), { category: i.category, value: i.value }]),
  );
  const now = new Map((after ?? []).map((i) => [key(i), { category: i.category, value: i.value }]));
  return {
    added: [...now].filter(([k]) => !was.has(k)).map(([, v]) => v),
    removed: [...was].filter(([k]) => !now.has(k)).map(([, v]) => v),
  };
}

/** Records a write of clip metadata; its id. `summary` names a change of many clips in words. */
export async function recordChange(
  tx: Queryable,
  tenantId: string,
  author: Author,
  clips: ReadonlyArray<Omit<StoredClip, 'title'>>,
  undoes: string | null = null,
  summary: string | null = null,
): Promise<string> {
  const id = randomUUID();
  const stored: StoredClip[] = clips.map((c) => ({
    ...c,
    title: titleOf(tenantId, c.before ?? c.after ?? []),
  }));
  await tx.query(
    `INSERT INTO metadata_changes (tenant_id, id, user_id, email, clips, undoes, summary)
     VALUES ($1, $2, $3, $4, $5::jsonb, $6, $7)`,
    [tenantId, id, author.userId, author.email, JSON.stringify(stored), undoes, summary],
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
  summary: string | null;
  created_at: Date;
}

const CHANGE_COLUMNS = 'id, email, clips, undoes, undone_at, undone_by, summary, created_at';

function toChange(row: ChangeRow): MetadataChange {
  return {
    id: row.id,
    at: new Date(row.created_at).toISOString(),
    email: row.email,
    summary: row.summary,
    clipCount: row.clips.length,
    clips: row.clips.slice(0, HISTORY_CLIPS_LISTED).map((c) => ({
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
    `SELECT ${CHANGE_COLUMNS} FROM metadata_changes
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
    `SELECT ${CHANGE_COLUMNS} FROM metadata_changes WHERE tenant_id = $1 AND id = $2 FOR UPDATE`,
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
