import { toMilliseconds } from '../../src/core/api/contract';
import { randomUUID } from 'node:crypto';
import type { PayloadItem, SearchDataRequest } from '../../src/core/api/contract';
import type { Database, Queryable } from '../db/database';
import { BadRequestError } from '../http/errors';
import type { SearchEngine } from './engine';
import { logSearchChange } from './change-log';
import { currentPayloads, recordChange, refreshStashes, type Author } from './metadata-history';

export interface WriteOptions {
  author: Author;
  /** The change this write undoes. */
  undoes?: string | null;
  /** Checks the clips as they are now (locked), inside the write; throws to write nothing. */
  guard?: (tx: Queryable, before: Map<string, PayloadItem[]>) => Promise<void>;
}

/**
 * PUT search/data: adds or replaces clips in one transaction, with a line in the change log
 * that every process's index follows; this process's index has them before the answer. Every
 * category must be the tenant's, every asset the tenant's; nothing lands otherwise.
 */
export async function upsertClips(
  db: Database,
  tenantId: string,
  engine: SearchEngine,
  request: SearchDataRequest,
  { author, undoes = null, guard }: WriteOptions,
): Promise<{ upserted: number; changeId: string }> {
  const tenantSearch = await engine.tenant(tenantId);
  const seen = new Set<string>();
  const rows = request.clips.map((clip, i) => {
    if (seen.has(clip.id))
      throw new BadRequestError(`Clip ${clip.id} appears twice.`, `body.clips.${i}.id`);
    seen.add(clip.id);
    const payload: PayloadItem[] = clip.payload.map((item, j) => {
      const field = `body.clips.${i}.payload.${j}`;
      const definition = tenantSearch.fields.categories.get(item.category.toLowerCase());
      if (!definition)
        throw new BadRequestError(
          `Unknown category "${item.category}".`,
          `${field}.category`,
          'unknown_field',
        );
      let integerValue = item.integerValue;
      if (definition.valueType === 'integer') {
        integerValue ??= Number(item.value);
        if (!Number.isInteger(integerValue)) {
          throw new BadRequestError(`"${definition.name}" takes a whole number.`, `${field}.value`);
        }
      }
      if (definition.valueType === 'date' && !/^\d{4}-\d{2}-\d{2}$/.test(item.value)) {
        throw new BadRequestError(
          `"${definition.name}" takes a date as yyyy-MM-dd.`,
          `${field}.value`,
        );
      }
      return {
        id: item.id ?? randomUUID(),
        category: definition.name,
        value: item.value,
        startTime: item.startTime ?? clip.offset,
        endTime: item.endTime ?? toMilliseconds(clip.offset + clip.duration),
        indexerType: item.indexerType ?? 'MANUAL',
        additionalProperties: item.additionalProperties ?? {},
        ...(integerValue !== undefined ? { integerValue } : {}),
      };
    });
    return {
      id: clip.id,
      asset_id: clip.assetId,
      start_offset: clip.offset,
      duration: clip.duration,
      payload,
    };
  });

  const written = await db.transaction(async (tx) => {
    const before = await currentPayloads(
      tx,
      tenantId,
      rows.map((r) => r.id),
    );
    await guard?.(tx, before);
    const assets = await tx.query<{ id: string; match_date: string | null }>(
      `SELECT id, to_char(match_date, 'YYYY-MM-DD') AS match_date FROM assets
        WHERE tenant_id = $1 AND id = ANY($2::text[])`,
      [tenantId, [...new Set(rows.map((r) => r.asset_id))]],
    );
    const matchDates = new Map(assets.map((a) => [a.id, a.match_date]));
    rows.forEach((row, i) => {
      if (!matchDates.has(row.asset_id)) {
        throw new BadRequestError(
          `No asset ${row.asset_id} in this tenant.`,
          `body.clips.${i}.assetId`,
        );
      }
    });
    // A replaced clip keeps its kick-off; a new one counts from the match day.
    await tx.query(
      `INSERT INTO clips (tenant_id, id, asset_id, start_offset, duration, start_time, end_time, payload)
       SELECT $1, x.id, x.asset_id, x.start_offset, x.duration, s.start_time,
              s.start_time + make_interval(secs => x.duration), x.payload
         FROM jsonb_to_recordset($2::jsonb)
              AS x(id text, asset_id text, start_offset float8, duration float8, payload jsonb)
         JOIN assets a ON a.tenant_id = $1 AND a.id = x.asset_id
         CROSS JOIN LATERAL (
           SELECT COALESCE(
             (SELECT c.start_time - make_interval(secs => c.start_offset)
                FROM clips c WHERE c.tenant_id = $1 AND c.id = x.id),
             COALESCE(a.match_date, CURRENT_DATE)::timestamp AT TIME ZONE 'UTC'
           ) + make_interval(secs => x.start_offset) AS start_time
         ) s
       ON CONFLICT (tenant_id, id) DO UPDATE SET asset_id = EXCLUDED.asset_id,
         start_offset = EXCLUDED.start_offset, duration = EXCLUDED.duration,
         start_time = EXCLUDED.start_time, end_time = EXCLUDED.end_time, payload = EXCLUDED.payload`,
      [tenantId, JSON.stringify(rows)],
    );
    const changeId = await recordChange(
      tx,
      tenantId,
      author,
      rows.map((r) => ({ id: r.id, before: before.get(r.id) ?? null, after: r.payload })),
      undoes,
    );
    await refreshStashes(
      tx,
      tenantId,
      rows.map((r) => ({ id: r.id, payload: r.payload })),
    );
    await logSearchChange(tx, tenantId, { kind: 'clips', clipIds: rows.map((r) => r.id) });
    return { changeId };
  });
  await engine.catchUp(tenantId);
  return { upserted: rows.length, changeId: written.changeId };
}
