import { LRUCache } from 'lru-cache';
import type { Database, Queryable } from '../db/database';
import { findMembership, type Membership } from './repository';

/** Who asks the database what membership a caller holds. */
export interface MembershipLookup {
  find(tenantId: string, userId: string): Promise<Membership | null>;
  /** This process changed it: the next look-up reads it again. */
  forget(tenantId: string, userId: string): void;
}

export interface MembershipCacheOptions {
  /** Memberships kept (about 100 bytes each). */
  max?: number;
  /** The longest one is kept without being read again, whatever happens (ms). */
  ttlMs?: number;
}

const key = (tenantId: string, userId: string) => `${tenantId} ${userId}`;

/**
 * The memberships signed-in callers hold, kept between their requests: every API call needs
 * one, and reading it was a third of a search's time. A membership is forgotten as soon as any
 * process changes it (the `membership_changes` NOTIFY of migration 016), so a deactivated user
 * is refused at once on every process. While this process cannot hear those notices (its
 * listening connection is down) it keeps nothing and reads every time.
 */
export class MembershipCache implements MembershipLookup {
  private readonly entries: LRUCache<string, { membership: Membership | null }>;
  private hearing = false;
  /** Moves on with every change heard: a read that began before one is not kept. */
  private generation = 0;

  constructor(
    private readonly db: Queryable,
    { max = 50_000, ttlMs = 60_000 }: MembershipCacheOptions = {},
  ) {
    this.entries = new LRUCache({ max, ttl: ttlMs });
  }

  async find(tenantId: string, userId: string): Promise<Membership | null> {
    const id = key(tenantId, userId);
    const kept = this.hearing ? this.entries.get(id) : undefined;
    if (kept) return kept.membership;
    const generation = this.generation;
    const membership = await findMembership(this.db, tenantId, userId);
    if (this.hearing && generation === this.generation) this.entries.set(id, { membership });
    return membership;
  }

  forget(tenantId: string, userId: string): void {
    this.generation++;
    this.entries.delete(key(tenantId, userId));
  }

  private forgetAll(): void {
    this.generation++;
    this.entries.clear();
  }

  /** Listens for changes; resolves to a function that stops listening. */
  async follow(db: Database): Promise<() => Promise<void>> {
    const stop = await db.listen(
      'membership_changes',
      (payload) => {
        if (payload === null) {
          // Back after losing the database: whatever changed meanwhile was not heard.
          this.forgetAll();
          this.hearing = true;
          return;
        }
        const [tenantId, userId] = payload.split(' ');
        if (tenantId && userId) this.forget(tenantId, userId);
        else this.forgetAll();
      },
      () => {
        this.hearing = false;
        this.forgetAll();
      },
    );
    this.hearing = true;
    return async () => {
      this.hearing = false;
      await stop();
    };
  }
}
