import type { PayloadItem, SearchDataRequest } from '../../src/core/api/contract';
import type { Database, Queryable } from '../db/database';
import { ConflictError, NotFoundError } from '../http/errors';
import type { SearchEngine } from './engine';
import { lockChange, markUndone, type Author } from './repository';
import { upsertClips } from './write';
import { clipPositions } from './repository';

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Undoes a change: each of its clips goes back to its values before, through the same write
 * as any other (so the index and the collections follow, and the undo is itself recorded).
 * Refused when it was undone already, when a clip was changed again since (undo that first),
 * or when it added clips (the history only puts values back).
 */
export async function undoChange(
  db: Database,
  tenantId: string,
  engine: SearchEngine,
  author: Author,
  changeId: string,
): Promise<{ changeId: string }> {
  const change = await lockChange(db, tenantId, changeId);
  if (!change) throw new NotFoundError('Change', changeId);
  if (change.stored.some((c) => c.before === null)) {
    throw new ConflictError(
      'A change that added clips cannot be undone.',
      undefined,
      'added_clips',
    );
  }
  const positions = await clipPositions(
    db,
    tenantId,
    change.stored.map((c) => c.clipId),
  );
  const at = new Map(positions.map((p) => [p.id, p]));
  const request: SearchDataRequest = {
    clips: change.stored.map((c) => {
      const clip = at.get(c.clipId);
      if (!clip)
        throw new ConflictError(
          'A clip of this change no longer exists.',
          undefined,
          'changed_since',
        );
      return {
        id: c.clipId,
        assetId: clip.asset_id,
        offset: clip.start_offset,
        duration: clip.duration,
        payload: c.before as PayloadItem[],
      };
    }),
  };
  const guard = async (tx: Queryable, now: Map<string, PayloadItem[]>) => {
    const locked = await lockChange(tx, tenantId, changeId);
    if (locked?.undone_at) {
      throw new ConflictError('This change was undone already.', undefined, 'already_undone');
    }
    for (const c of change.stored) {
      if (!same(now.get(c.clipId), c.after)) {
        throw new ConflictError(
          `“${c.title || c.clipId}” was changed again since: undo that change first.`,
          undefined,
          'changed_since',
        );
      }
    }
    await markUndone(tx, tenantId, changeId, author.email);
  };
  const written = await upsertClips(db, tenantId, engine, request, {
    author,
    undoes: changeId,
    guard,
  });
  return { changeId: written.changeId };
}
