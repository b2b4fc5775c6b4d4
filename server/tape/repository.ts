import type { Queryable } from '../db/database';

export interface TapeEventRow {
  id: string;
  tenantId: string;
  /** Null for a caller with an API key. */
  userId: string | null;
  type: string;
  properties: Record<string, unknown>;
  occurredAt: Date;
}

/** Stores an event; when the server received it. */
export async function insertTapeEvent(db: Queryable, event: TapeEventRow): Promise<Date> {
  const [row] = await db.query<{ received_at: Date }>(
    `INSERT INTO tape_events (id, tenant_id, user_id, type, properties, occurred_at)
     VALUES ($1, $2, $3, $4, $5, $6) RETURNING received_at`,
    [
      event.id,
      event.tenantId,
      event.userId,
      event.type,
      JSON.stringify(event.properties),
      event.occurredAt.toISOString(),
    ],
  );
  return new Date(row!.received_at);
}
