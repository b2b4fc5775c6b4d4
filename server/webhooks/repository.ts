import type { Queryable } from '../db/database';
import type { RunEnd } from '../jobs/worker';

export interface EndpointRow {
  id: string;
  tenant_id: string;
  url: string;
  description: string;
  events: string[];
  secret: string;
  enabled: boolean;
  disabled_reason: string | null;
  failing_since: Date | null;
  created_by: string;
  created_at: Date;
}

export interface DeliveryRow {
  id: string;
  tenant_id: string;
  endpoint_id: string;
  type: string;
  payload: string;
  status: 'pending' | 'sending' | 'delivered' | 'retrying' | 'failed';
  attempts: number;
  response_status: number | null;
  response_body: string | null;
  error: string | null;
  job_id: string | null;
  run_id: string | null;
  created_at: Date;
  delivered_at: Date | null;
}

export async function insertEndpoint(
  db: Queryable,
  row: Pick<EndpointRow, 'id' | 'tenant_id' | 'url' | 'description' | 'events' | 'secret'> & {
    created_by: string;
  },
): Promise<EndpointRow> {
  const rows = await db.query<EndpointRow>(
    `INSERT INTO webhook_endpoints (id, tenant_id, url, description, events, secret, created_by)
     VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING *`,
    [row.id, row.tenant_id, row.url, row.description, row.events, row.secret, row.created_by],
  );
  return rows[0]!;
}

export function listEndpoints(db: Queryable, tenantId: string): Promise<EndpointRow[]> {
  return db.query<EndpointRow>(
    'SELECT * FROM webhook_endpoints WHERE tenant_id = $1 ORDER BY created_at, id',
    [tenantId],
  );
}

export async function endpointById(
  db: Queryable,
  tenantId: string,
  id: string,
): Promise<EndpointRow | null> {
  const rows = await db.query<EndpointRow>(
    'SELECT * FROM webhook_endpoints WHERE tenant_id = $1 AND id = $2',
    [tenantId, id],
  );
  return rows[0] ?? null;
}

/** Changes what is given; turning it on forgets its failures and why it was turned off. */
export async function updateEndpoint(
  db: Queryable,
  tenantId: string,
  id: string,
  change: { description?: string; events?: string[]; enabled?: boolean },
): Promise<EndpointRow | null> {
  const rows = await db.query<EndpointRow>(
    `UPDATE webhook_endpoints SET description = COALESCE($3, description),
       events = COALESCE($4, events), enabled = COALESCE($5, enabled),
       disabled_reason = CASE WHEN $5 THEN NULL ELSE disabled_reason END,
       failing_since = CASE WHEN $5 THEN NULL ELSE failing_since END
     WHERE tenant_id = $1 AND id = $2 RETURNING *`,
    [tenantId, id, change.description ?? null, change.events ?? null, change.enabled ?? null],
  );
  return rows[0] ?? null;
}

export async function deleteEndpoint(db: Queryable, tenantId: string, id: string) {
  const rows = await db.query(
    'DELETE FROM webhook_endpoints WHERE tenant_id = $1 AND id = $2 RETURNING id',
    [tenantId, id],
  );
  return rows.length > 0;
}

/** The tenant's endpoints that are on and chose this event. */
export function subscribedEndpoints(
  db: Queryable,
  tenantId: string,
  type: string,
): Promise<EndpointRow[]> {
  return db.query<EndpointRow>(
    `SELECT * FROM webhook_endpoints WHERE tenant_id = $1 AND enabled AND $2 = ANY(events)`,
    [tenantId, type],
  );
}

export async function insertDelivery(
  db: Queryable,
  row: Pick<DeliveryRow, 'id' | 'tenant_id' | 'endpoint_id' | 'type' | 'payload'>,
): Promise<void> {
  await db.query(
    `INSERT INTO webhook_deliveries (id, tenant_id, endpoint_id, type, payload, status)
     VALUES ($1, $2, $3, $4, $5, 'pending')`,
    [row.id, row.tenant_id, row.endpoint_id, row.type, row.payload],
  );
}

export function listDeliveries(
  db: Queryable,
  tenantId: string,
  endpointId: string,
  limit: number,
): Promise<DeliveryRow[]> {
  return db.query<DeliveryRow>(
    `SELECT * FROM webhook_deliveries WHERE tenant_id = $1 AND endpoint_id = $2
     ORDER BY created_at DESC, id DESC LIMIT $3`,
    [tenantId, endpointId, limit],
  );
}

export async function deliveryById(
  db: Queryable,
  tenantId: string,
  id: string,
): Promise<DeliveryRow | null> {
  const rows = await db.query<DeliveryRow>(
    'SELECT * FROM webhook_deliveries WHERE tenant_id = $1 AND id = $2',
    [tenantId, id],
  );
  return rows[0] ?? null;
}

/** A delivery sent again by hand: its tries start over (a run holding it lets it go). */
export async function resetDelivery(db: Queryable, tenantId: string, id: string) {
  const rows = await db.query<DeliveryRow>(
    `UPDATE webhook_deliveries SET status = 'pending', attempts = 0, run_id = NULL, error = NULL
     WHERE tenant_id = $1 AND id = $2 RETURNING *`,
    [tenantId, id],
  );
  return rows[0] ?? null;
}

/** The delivery and its endpoint, for a run: null once it is not this job's or not waiting. */
export async function claimDelivery(
  db: Queryable,
  id: string,
  jobId: string,
  runId: string,
): Promise<(DeliveryRow & { url: string; secret: string; enabled: boolean }) | null> {
  const rows = await db.query<DeliveryRow & { url: string; secret: string; enabled: boolean }>(
    `WITH claimed AS (
       UPDATE webhook_deliveries SET status = 'sending', run_id = $3, attempts = attempts + 1,
         heartbeat_at = now()
       WHERE id = $1 AND job_id = $2 AND status IN ('pending', 'retrying') RETURNING *)
     SELECT claimed.*, e.url, e.secret, e.enabled FROM claimed
       JOIN webhook_endpoints e ON e.id = claimed.endpoint_id`,
    [id, jobId, runId],
  );
  return rows[0] ?? null;
}

export async function beatDelivery(db: Queryable, id: string, runId: string): Promise<boolean> {
  const rows = await db.query(
    `UPDATE webhook_deliveries SET heartbeat_at = now() WHERE id = $1 AND run_id = $2
       AND status = 'sending' RETURNING id`,
    [id, runId],
  );
  return rows.length > 0;
}

/** The endpoint's answer to a try, whatever it was. */
export async function noteAnswer(
  db: Queryable,
  id: string,
  runId: string,
  answer: { status: number | null; body: string | null; error: string | null },
): Promise<void> {
  await db.query(
    `UPDATE webhook_deliveries SET response_status = $3, response_body = $4, error = $5
     WHERE id = $1 AND run_id = $2`,
    [id, runId, answer.status, answer.body, answer.error],
  );
}

/** Delivered: the endpoint's failures are over. */
export async function markDelivered(db: Queryable, id: string, runId: string): Promise<boolean> {
  const rows = await db.query<{ endpoint_id: string }>(
    `UPDATE webhook_deliveries SET status = 'delivered', run_id = NULL, delivered_at = now(),
       error = NULL WHERE id = $1 AND run_id = $2 RETURNING endpoint_id`,
    [id, runId],
  );
  if (!rows[0]) return false;
  await db.query('UPDATE webhook_endpoints SET failing_since = NULL WHERE id = $1', [
    rows[0].endpoint_id,
  ]);
  return true;
}

export async function releaseDelivery(
  db: Queryable,
  id: string,
  runId: string,
  end: RunEnd,
): Promise<boolean> {
  const rows = await db.query(
    `UPDATE webhook_deliveries SET status = $3, run_id = NULL, error = COALESCE(error, $4),
       attempts = attempts - $5::int WHERE id = $1 AND run_id = $2 RETURNING id`,
    [id, runId, end.retry ? 'retrying' : 'failed', end.reason, end.uncount ? 1 : 0],
  );
  return rows.length > 0;
}

export async function setDeliveryJob(db: Queryable, id: string, jobId: string): Promise<void> {
  await db.query('UPDATE webhook_deliveries SET job_id = $2 WHERE id = $1', [id, jobId]);
}

export function abandonedDeliveries(db: Queryable, staleSeconds: number): Promise<DeliveryRow[]> {
  return db.query<DeliveryRow>(
    `SELECT * FROM webhook_deliveries WHERE status = 'sending'
       AND heartbeat_at < now() - make_interval(secs => $1)`,
    [staleSeconds],
  );
}

/**
 * A failed try: the endpoint fails from now if it did not already. Resolves to the endpoint
 * when it has failed for longer than `turnOffAfterSeconds` and is turned off by this call.
 */
export async function noteEndpointFailing(
  db: Queryable,
  endpointId: string,
  turnOffAfterSeconds: number,
  reason: string,
): Promise<EndpointRow | null> {
  await db.query(
    `UPDATE webhook_endpoints SET failing_since = COALESCE(failing_since, now()) WHERE id = $1`,
    [endpointId],
  );
  const rows = await db.query<EndpointRow>(
    `UPDATE webhook_endpoints SET enabled = false, disabled_reason = $3
     WHERE id = $1 AND enabled AND failing_since < now() - make_interval(secs => $2)
     RETURNING *`,
    [endpointId, turnOffAfterSeconds, reason],
  );
  return rows[0] ?? null;
}

/** Forgets finished deliveries older than `days`, a batch at a time; resolves to how many. */
export async function forgetOldDeliveries(db: Queryable, days: number): Promise<number> {
  const rows = await db.query(
    `DELETE FROM webhook_deliveries WHERE id IN (
       SELECT id FROM webhook_deliveries WHERE created_at < now() - make_interval(days => $1)
         AND status IN ('delivered', 'failed') ORDER BY created_at LIMIT 1000)
     RETURNING id`,
    [days],
  );
  return rows.length;
}
