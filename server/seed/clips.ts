import type { PayloadItem } from '../../src/core/api/contract';
import { INTERSTITIAL_CATEGORY, type CategoryDefinition } from '../../src/tenants';
import type { Queryable } from '../db/database';
import type { SeededRandom } from './random';
import type { ClipTags } from './sports';

export interface ClipRow {
  tenant_id: string;
  id: string;
  asset_id: string;
  start_offset: number;
  duration: number;
  start_time: string;
  end_time: string;
  payload: PayloadItem[];
}

export interface AssetRow {
  tenant_id: string;
  id: string;
  kind: 'video' | 'bumper' | 'image';
  title: string;
  media_key: string;
  duration: number;
  match_date: string | null;
  metadata: Record<string, string>;
  /** Released to the public: signed-out visitors search and play it. */
  public: boolean;
}

/** Payload items for a clip's tags, in the order of the tenant's categories. */
export function payloadOf(
  random: SeededRandom,
  tags: ClipTags,
  categories: readonly CategoryDefinition[],
  startTime: number,
  endTime: number,
): PayloadItem[] {
  const items: PayloadItem[] = [];
  for (const category of categories) {
    const value = tags[category.name];
    if (value === undefined || value === '') continue;
    items.push({
      id: random.uuid(),
      category: category.name,
      value: String(value),
      startTime,
      endTime,
      indexerType: random.chance(0.7) ? 'MANUAL' : 'AUTOMATIC',
      additionalProperties: {},
      ...(category.valueType === 'integer' ? { integerValue: Number(value) } : {}),
    });
  }
  return items;
}

export function bumperPayload(
  random: SeededRandom,
  caption: string,
  seconds: number,
): PayloadItem[] {
  return [
    {
      id: random.uuid(),
      category: INTERSTITIAL_CATEGORY,
      value: caption,
      startTime: 0,
      endTime: seconds,
      indexerType: 'MANUAL',
      additionalProperties: { kind: 'bumper' },
    },
  ];
}

const CLIP_COLUMNS = `tenant_id text, id text, asset_id text, start_offset float8, duration float8,
  start_time timestamptz, end_time timestamptz, payload jsonb`;

/** Inserts rows in one statement each batch; rows already there are left alone. */
export async function insertClips(db: Queryable, rows: ClipRow[], batch = 2000): Promise<void> {
  for (let i = 0; i < rows.length; i += batch) {
    await db.query(
      `INSERT INTO clips (tenant_id, id, asset_id, start_offset, duration, start_time, end_time, payload)
       SELECT tenant_id, id, asset_id, start_offset, duration, start_time, end_time, payload
         FROM jsonb_to_recordset($1::jsonb) AS x(${CLIP_COLUMNS})
       ON CONFLICT (tenant_id, id) DO NOTHING`,
      [JSON.stringify(rows.slice(i, i + batch))],
    );
  }
}

/**
 * Inserts rows in one statement each batch; rows already there are left alone, except that
 * `release` marks public those the rows say are (a seed from before public assets existed).
 */
export async function insertAssets(
  db: Queryable,
  rows: AssetRow[],
  { batch = 2000, release = false }: { batch?: number; release?: boolean } = {},
): Promise<void> {
  for (let i = 0; i < rows.length; i += batch) {
    await db.query(
      `INSERT INTO assets (tenant_id, id, kind, title, media_key, duration, match_date, metadata, public)
       SELECT tenant_id, id, kind, title, media_key, duration, match_date, metadata, public
         FROM jsonb_to_recordset($1::jsonb) AS x(tenant_id text, id text, kind text, title text,
              media_key text, duration float8, match_date date, metadata jsonb, public boolean)
       ON CONFLICT (tenant_id, id) DO UPDATE SET public = true
         WHERE EXCLUDED.public AND NOT assets.public AND $2::boolean`,
      [JSON.stringify(rows.slice(i, i + batch)), release],
    );
  }
}
