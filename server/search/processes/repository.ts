import type { Queryable } from '../../db/database';

/* The processes of a cluster and the indexes each holds (`search_processes`). */

/** A process of a cluster, as it last said (`search_processes`). */
export interface SearchProcess {
  address: string;
  /** Tenants whose index it holds ready, with the clips in each. */
  holds: Record<string, number>;
}

/** Says this process is there, holding these tenants' indexes; the processes seen lately. */
export async function searchHeartbeat(
  db: Queryable,
  address: string,
  holds: Record<string, number>,
  aliveSeconds: number,
): Promise<SearchProcess[]> {
  await db.query(
    `INSERT INTO search_processes (address, holds) VALUES ($1, $2)
     ON CONFLICT (address) DO UPDATE SET seen_at = clock_timestamp(), holds = excluded.holds`,
    [address, JSON.stringify(holds)],
  );
  return db.query<SearchProcess>(
    `SELECT address, holds FROM search_processes
      WHERE seen_at > clock_timestamp() - make_interval(secs => $1) ORDER BY address`,
    [aliveSeconds],
  );
}

/** Notes the clips in the indexes a process holds, for placing them at a cluster's next start. */
export async function recordIndexSizes(
  db: Queryable,
  sizes: Record<string, number>,
): Promise<void> {
  await db.query(
    `INSERT INTO search_index_sizes (tenant_id, clips)
     SELECT key, value::int FROM jsonb_each_text($1::jsonb)
     ON CONFLICT (tenant_id) DO UPDATE SET clips = excluded.clips, measured_at = clock_timestamp()`,
    [JSON.stringify(sizes)],
  );
}

/** The clips in each tenant's index when a process last held it. */
export async function recordedIndexSizes(db: Queryable): Promise<Record<string, number>> {
  const rows = await db.query<{ tenant_id: string; clips: number }>(
    'SELECT tenant_id, clips FROM search_index_sizes',
  );
  return Object.fromEntries(rows.map((r) => [r.tenant_id, r.clips]));
}

/** Takes a process that is stopping out of its cluster's assignment at once. */
export async function leaveSearchCluster(db: Queryable, address: string): Promise<void> {
  await db.query('DELETE FROM search_processes WHERE address = $1', [address]);
}
