import type { Queryable } from '../db/database';
import type { MadeClip } from '../search/write';
import type { Webhooks } from '../webhooks/service';

/** Tells the tenant's webhooks of a match file imported, and of each clip it made. */
export async function announceImport(
  webhooks: Webhooks,
  tx: Queryable,
  tenantId: string,
  made: readonly MadeClip[],
  done: Record<string, unknown>,
): Promise<void> {
  await webhooks.announce(tx, tenantId, 'import.done', done);
  await webhooks.announceEach(
    tx,
    tenantId,
    'clip.created',
    made.map((clip) => ({ ...clip, source: 'match-file' })),
  );
}
