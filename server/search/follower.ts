import type { Database } from '../db/database';
import { SEARCH_CHANNEL, pruneChanges } from './change-log/repository';
import type { SearchEngine } from './engine';

export interface FollowOptions {
  /** Reads the log this often even without a notification (a lost one, a quiet reconnect). */
  pollMs?: number;
  /** Log rows older than this go (an index further behind rebuilds). */
  keepSeconds?: number;
}

/**
 * Keeps this process's search indexes in step with the writes of every process on the same
 * database: woken by NOTIFY for the tenant written, after a reconnection for every tenant, and
 * on a timer besides. Also prunes the log now and then.
 */
export async function followSearchChanges(
  db: Database,
  engine: SearchEngine,
  { pollMs = 5_000, keepSeconds = 86_400 }: FollowOptions = {},
): Promise<{ stop(): Promise<void> }> {
  const catchUp = (tenantId: string) =>
    engine.catchUp(tenantId).catch(() => {
      // The database is away: the next notification, reconnection or poll tries again.
    });
  const catchUpAll = () => Promise.all(engine.tenantIds().map(catchUp));
  const unlisten = await db.listen(SEARCH_CHANNEL, (tenantId) =>
    tenantId ? void catchUp(tenantId) : void catchUpAll(),
  );
  let polls = 0;
  const timer = setInterval(() => {
    void catchUpAll();
    // About once an hour at the default pace; any process may do it.
    if (++polls % 720 === 0) void pruneChanges(db, keepSeconds).catch(() => undefined);
  }, pollMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await unlisten();
    },
  };
}
