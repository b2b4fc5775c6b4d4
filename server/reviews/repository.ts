import type { ReviewDecision, ReviewItem } from '../../src/core/api/contract/reviews';
import type { Queryable } from '../db/database';

export interface ReviewLinkRow {
  id: string;
  tenant_id: string;
  collection_id: string;
  title: string;
  items: ReviewItem[];
  created_by: string;
  created_by_email: string;
  created_by_name: string;
  created_at: Date;
  expires_at: Date;
  password_hash: string | null;
  can_comment: boolean;
  can_decide: boolean;
  revoked_at: Date | null;
  last_opened_at: Date | null;
  decision: ReviewDecision | null;
  decision_note: string | null;
  decided_by: string | null;
  decided_at: Date | null;
  comments_told_at: Date | null;
}

export interface ReviewLinkListRow extends ReviewLinkRow {
  comments: number;
  unresolved: number;
}

export interface ReviewCommentRow {
  id: string;
  link_id: string;
  reply_to: string | null;
  item_index: number;
  asset_id: string;
  at_seconds: number;
  asset_seconds: number;
  body: string;
  author: string;
  by_owner: boolean;
  created_at: Date;
  resolved_at: Date | null;
  resolved_by: string | null;
  /** Frames a second of the item's video, from the link's items. */
  fps: number | null;
  /** The item's title as shared. */
  item_title: string | null;
}

export type NewReviewLink = Pick<
  ReviewLinkRow,
  | 'id'
  | 'tenant_id'
  | 'collection_id'
  | 'title'
  | 'items'
  | 'created_by'
  | 'created_by_email'
  | 'created_by_name'
  | 'expires_at'
  | 'password_hash'
  | 'can_comment'
  | 'can_decide'
>;

export async function insertReviewLink(db: Queryable, link: NewReviewLink): Promise<void> {
  await db.query(
    `INSERT INTO review_links (id, tenant_id, collection_id, title, items, created_by,
       created_by_email, created_by_name, expires_at, password_hash, can_comment, can_decide)
     VALUES ($1, $2, $3, $4, $5::jsonb, $6, $7, $8, $9, $10, $11, $12)`,
    [
      link.id,
      link.tenant_id,
      link.collection_id,
      link.title,
      JSON.stringify(link.items),
      link.created_by,
      link.created_by_email,
      link.created_by_name,
      link.expires_at,
      link.password_hash,
      link.can_comment,
      link.can_decide,
    ],
  );
}

const COUNTS = `(SELECT count(*)::int FROM review_comments c WHERE c.link_id = l.id) AS comments,
  (SELECT count(*)::int FROM review_comments c
    WHERE c.link_id = l.id AND c.reply_to IS NULL AND c.resolved_at IS NULL) AS unresolved`;

/** A link by its id alone: a reviewer's token or grant names it, and with it its tenant. */
export async function findReviewLink(db: Queryable, id: string): Promise<ReviewLinkRow | null> {
  const [row] = await db.query<ReviewLinkRow>(`SELECT * FROM review_links WHERE id = $1`, [id]);
  return row ?? null;
}

export async function findTenantReviewLink(
  db: Queryable,
  tenantId: string,
  id: string,
): Promise<ReviewLinkListRow | null> {
  const [row] = await db.query<ReviewLinkListRow>(
    `SELECT l.*, ${COUNTS} FROM review_links l WHERE l.tenant_id = $1 AND l.id = $2`,
    [tenantId, id],
  );
  return row ?? null;
}

export async function listReviewLinks(
  db: Queryable,
  tenantId: string,
  collectionId: string,
): Promise<ReviewLinkListRow[]> {
  return db.query<ReviewLinkListRow>(
    `SELECT l.*, ${COUNTS} FROM review_links l
      WHERE l.tenant_id = $1 AND l.collection_id = $2 ORDER BY l.created_at DESC`,
    [tenantId, collectionId],
  );
}

export async function revokeReviewLink(db: Queryable, tenantId: string, id: string): Promise<void> {
  await db.query(
    `UPDATE review_links SET revoked_at = coalesce(revoked_at, now())
      WHERE tenant_id = $1 AND id = $2`,
    [tenantId, id],
  );
}

export async function markReviewOpened(db: Queryable, id: string): Promise<void> {
  await db.query(`UPDATE review_links SET last_opened_at = now() WHERE id = $1`, [id]);
}

export async function setReviewDecision(
  db: Queryable,
  id: string,
  decision: { decision: ReviewDecision; note: string; by: string },
): Promise<void> {
  await db.query(
    `UPDATE review_links SET decision = $2, decision_note = $3, decided_by = $4, decided_at = now()
      WHERE id = $1`,
    [id, decision.decision, decision.note, decision.by],
  );
}

/** Whether the owner may be told of new comments now (once in `quietSeconds`), and notes it. */
export async function claimCommentsTold(
  db: Queryable,
  id: string,
  quietSeconds: number,
): Promise<boolean> {
  const rows = await db.query(
    `UPDATE review_links SET comments_told_at = now()
      WHERE id = $1 AND (comments_told_at IS NULL
        OR comments_told_at <= now() - make_interval(secs => $2))
      RETURNING id`,
    [id, quietSeconds],
  );
  return rows.length > 0;
}

export async function insertReviewComment(
  db: Queryable,
  comment: Omit<
    ReviewCommentRow,
    'created_at' | 'resolved_at' | 'resolved_by' | 'fps' | 'item_title'
  > & {
    tenant_id: string;
  },
): Promise<ReviewCommentRow> {
  const [row] = await db.query<ReviewCommentRow>(
    `INSERT INTO review_comments (id, tenant_id, link_id, reply_to, item_index, asset_id,
       at_seconds, asset_seconds, body, author, by_owner)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) RETURNING *, NULL::float8 AS fps, NULL AS item_title`,
    [
      comment.id,
      comment.tenant_id,
      comment.link_id,
      comment.reply_to,
      comment.item_index,
      comment.asset_id,
      comment.at_seconds,
      comment.asset_seconds,
      comment.body,
      comment.author,
      comment.by_owner,
    ],
  );
  return row!;
}

const WITH_FPS = `SELECT c.*, (l.items -> c.item_index ->> 'fps')::float8 AS fps,
    l.items -> c.item_index ->> 'title' AS item_title
  FROM review_comments c JOIN review_links l ON l.id = c.link_id`;

export async function findReviewComment(
  db: Queryable,
  tenantId: string,
  id: string,
): Promise<ReviewCommentRow | null> {
  const [row] = await db.query<ReviewCommentRow>(
    `${WITH_FPS} WHERE c.tenant_id = $1 AND c.id = $2`,
    [tenantId, id],
  );
  return row ?? null;
}

export async function commentsOfLink(db: Queryable, linkId: string): Promise<ReviewCommentRow[]> {
  return db.query<ReviewCommentRow>(
    `${WITH_FPS} WHERE c.link_id = $1 ORDER BY c.created_at, c.id`,
    [linkId],
  );
}

/** Every comment of every link of a collection, oldest first. */
export async function commentsOfCollection(
  db: Queryable,
  tenantId: string,
  collectionId: string,
): Promise<ReviewCommentRow[]> {
  return db.query<ReviewCommentRow>(
    `${WITH_FPS} WHERE l.tenant_id = $1 AND l.collection_id = $2 ORDER BY c.created_at, c.id`,
    [tenantId, collectionId],
  );
}

export async function setCommentResolved(
  db: Queryable,
  tenantId: string,
  id: string,
  by: string | null,
): Promise<void> {
  await db.query(
    `UPDATE review_comments SET resolved_at = CASE WHEN $3::text IS NULL THEN NULL ELSE now() END,
       resolved_by = $3 WHERE tenant_id = $1 AND id = $2`,
    [tenantId, id, by],
  );
}
