import type { PayloadItem, SearchDataRequest } from '../../src/core/api/contract';
import type { Database, Queryable } from '../db/database';
import { ConflictError, NotFoundError } from '../http/errors';
import type { SearchEngine } from './engine';
import {
  lockChange,
  markUndone,
  type Author,
  type ClipPlace,
  type CurrentClip,
  type StoredClip,
} from './history/repository';
import { upsertClips } from './write';
import { clipPositions } from './repository';

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

const samePlace = (a: ClipPlace, b: ClipPlace) =>
  a.assetId === b.assetId && a.offset === b.offset && a.duration === b.duration;

const changedSince = (clip: StoredClip) =>
  new ConflictError(
    `“${clip.title || clip.clipId}” was changed again since: undo that change first.`,
    undefined,
    'changed_since',
  );

/**
 * Undoes a change: each of its clips goes back to its values and place before (a clip it added
 * is taken away, one it took away comes back), through the same write as any other, so the
 * index and the collections follow, and the undo is itself recorded. Refused when it was undone
 * already, or when one of its clips was changed again since (undo that first).
 */
export async function undoChange(
  db: Database,
  tenantId: string,
  engine: SearchEngine,
  author: Author,
  changeId: string,
  summary?: string,
): Promise<{ changeId: string; assetIds: string[] }> {
  const change = await lockChange(db, tenantId, changeId);
  if (!change) throw new NotFoundError('Change', changeId);
  // Changes recorded before places were kept put values back where the clip is now.
  const unplaced = change.stored.filter((c) => c.before !== null && !c.placeBefore);
  const positions = await clipPositions(
    db,
    tenantId,
    unplaced.map((c) => c.clipId),
  );
  const placeNow = new Map<string, ClipPlace>(
    positions.map((p) => [
      p.id,
      { assetId: p.asset_id, offset: p.start_offset, duration: p.duration },
    ]),
  );
  const request: SearchDataRequest = {
    clips: change.stored
      .filter((c) => c.before !== null)
      .map((c) => {
        const place = c.placeBefore ?? placeNow.get(c.clipId);
        if (!place) throw changedSince(c);
        return {
          id: c.clipId,
          assetId: place.assetId,
          offset: place.offset,
          duration: place.duration,
          payload: c.before as PayloadItem[],
        };
      }),
  };
  const remove = change.stored.filter((c) => c.before === null).map((c) => c.clipId);
  const guard = async (tx: Queryable, now: Map<string, CurrentClip>) => {
    const locked = await lockChange(tx, tenantId, changeId);
    if (locked?.undone_at) {
      throw new ConflictError('This change was undone already.', undefined, 'already_undone');
    }
    for (const c of change.stored) {
      const clip = now.get(c.clipId);
      if (!same(clip?.payload, c.after)) throw changedSince(c);
      if (clip && c.placeAfter && !samePlace(clip, c.placeAfter)) throw changedSince(c);
    }
    await markUndone(tx, tenantId, changeId, author.email);
  };
  const written = await upsertClips(db, tenantId, engine, request, {
    author,
    undoes: changeId,
    remove,
    summary: summary ?? (change.summary ? `Undone: ${change.summary}` : undefined),
    guard,
  });
  const assetIds = change.stored.flatMap((c) =>
    [c.placeBefore?.assetId, c.placeAfter?.assetId, placeNow.get(c.clipId)?.assetId].filter(
      (id): id is string => id !== undefined,
    ),
  );
  return { changeId: written.changeId, assetIds: [...new Set(assetIds)] };
}
