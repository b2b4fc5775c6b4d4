import { toMilliseconds } from '../../src/core/api/contract';
import { randomUUID } from 'node:crypto';
import type { PayloadItem, SearchDataRequest } from '../../src/core/api/contract';
import type { Database, Queryable } from '../db/database';
import { BadRequestError } from '../http/errors';
import type { SearchEngine } from './engine';
import { logSearchChange } from './change-log/repository';
import { deleteClipRows } from './repository';
import { assetMatchDates, writeClipRows } from './repository';
import { refreshStashes } from './repository';
import { currentClips, recordChange, type Author, type CurrentClip } from './history/repository';

/**
 * For the features that change what search shows without writing clips (an asset released,
 * deleted or made ready): a line of the change log, in the caller's transaction, that every
 * process's index follows.
 */
export { logSearchChange };

export type { Author, CurrentClip };

export interface WriteOptions {
  author: Author;
  /** The change this write undoes. */
  undoes?: string | null;
  /** Clips taken away in the same change. */
  remove?: readonly string[];
  /** The change in words for the history, when it is one of many clips (an import). */
  summary?: string;
  /** Checks the clips as they are now (locked), inside the write; throws to write nothing. */
  guard?: (tx: Queryable, before: Map<string, CurrentClip>) => Promise<void>;
  /**
   * Runs inside the write, once the change is recorded, with the clips it made (not those it
   * replaced); throws to write nothing.
   */
  recorded?: (tx: Queryable, changeId: string, made: MadeClip[]) => Promise<void>;
}

/** A clip a write made, as the tenant's webhooks are told of it (`clip.created`). */
export interface MadeClip {
  clipId: string;
  assetId: string;
  /** Seconds into the asset, and long. */
  offset: number;
  duration: number;
  metadata: Array<{ category: string; value: string }>;
}

/**
 * PUT search/data: adds or replaces clips (and takes `remove` away) in one transaction, with a
 * line in the change log that every process's index follows, and one change in the metadata
 * history with each clip's values and place before and after; this process's index has them
 * before the answer. Every category must be the tenant's, every asset the tenant's; nothing
 * lands otherwise.
 */
export async function upsertClips(
  db: Database,
  tenantId: string,
  engine: SearchEngine,
  request: SearchDataRequest,
  { author, undoes = null, remove = [], summary, guard, recorded }: WriteOptions,
): Promise<{ upserted: number; removed: number; changeId: string }> {
  // Its categories only: a process that does not hold the tenant's index writes as well.
  const tenantSearch = engine.fieldsOf(tenantId);
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

  const removed = remove.filter((id) => !seen.has(id));
  const written = await db.transaction(async (tx) => {
    const before = await currentClips(tx, tenantId, [...rows.map((r) => r.id), ...removed]);
    await guard?.(tx, before);
    const matchDates = await assetMatchDates(tx, tenantId, [
      ...new Set(rows.map((r) => r.asset_id)),
    ]);
    rows.forEach((row, i) => {
      if (!matchDates.has(row.asset_id)) {
        throw new BadRequestError(
          `No asset ${row.asset_id} in this tenant.`,
          `body.clips.${i}.assetId`,
        );
      }
    });
    await writeClipRows(tx, tenantId, rows);
    const gone = removed.filter((id) => before.has(id));
    await deleteClipRows(tx, tenantId, gone);
    const placeOf = (clip: CurrentClip | undefined) =>
      clip ? { assetId: clip.assetId, offset: clip.offset, duration: clip.duration } : null;
    const changeId = await recordChange(
      tx,
      tenantId,
      author,
      [
        ...rows.map((r) => ({
          clipId: r.id,
          before: before.get(r.id)?.payload ?? null,
          after: r.payload,
          placeBefore: placeOf(before.get(r.id)),
          placeAfter: { assetId: r.asset_id, offset: r.start_offset, duration: r.duration },
        })),
        ...gone.map((id) => ({
          clipId: id,
          before: before.get(id)!.payload,
          after: null,
          placeBefore: placeOf(before.get(id)),
          placeAfter: null,
        })),
      ],
      undoes,
      summary ?? null,
    );
    const made = rows
      .filter((r) => !before.has(r.id))
      .map((r) => ({
        clipId: r.id,
        assetId: r.asset_id,
        offset: r.start_offset,
        duration: r.duration,
        metadata: r.payload.map((p) => ({ category: p.category, value: p.value })),
      }));
    await recorded?.(tx, changeId, made);
    await refreshStashes(
      tx,
      tenantId,
      rows.map((r) => ({ id: r.id, payload: r.payload })),
    );
    await logSearchChange(tx, tenantId, {
      kind: 'clips',
      clipIds: [...rows.map((r) => r.id), ...gone],
    });
    return { changeId, removed: gone.length };
  });
  await engine.catchUp(tenantId);
  return { upserted: rows.length, removed: written.removed, changeId: written.changeId };
}
