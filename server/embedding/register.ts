import type { Database, Queryable } from '../db/database';
import type { SiteRegister } from '../http/cors-origins';
import { allPartnerOrigins } from './repository';

/** While this process cannot hear changes, it reads the whole list this often instead. */
const UNHEARD_RELOAD_MS = 5_000;

/**
 * Every tenant's registered partner sites, kept in memory: each API call from another origin
 * asks, so it must not cost a query. A process reads the list again whenever any process
 * changes it (the `partner_site_changes` NOTIFY of migration 022), within a moment; while its
 * listening connection is down, every few seconds.
 */
export class PartnerSiteRegister implements SiteRegister {
  private byTenant = new Map<string, string[]>();
  private byOrigin = new Map<string, Set<string>>();
  /** A read in flight, and whether another is wanted after it (a change heard meanwhile). */
  private reading: Promise<void> | null = null;
  private again = false;
  private poll: NodeJS.Timeout | null = null;

  constructor(private readonly db: Queryable) {}

  has(tenantId: string, origin: string): boolean {
    return this.byOrigin.get(origin)?.has(tenantId) ?? false;
  }

  hasAny(origin: string): boolean {
    return this.byOrigin.has(origin);
  }

  originsOf(tenantId: string): readonly string[] {
    return this.byTenant.get(tenantId) ?? [];
  }

  allOrigins(): readonly string[] {
    return [...this.byOrigin.keys()];
  }

  /** Reads the list again; resolves once a read begun after this call is done. */
  reload(): Promise<void> {
    if (this.reading) {
      // The read in flight reads once more before it resolves.
      this.again = true;
      return this.reading;
    }
    this.reading = (async () => {
      try {
        do {
          this.again = false;
          this.replace(await allPartnerOrigins(this.db));
        } while (this.again);
      } finally {
        this.reading = null;
      }
    })();
    return this.reading;
  }

  private replace(rows: ReadonlyArray<{ tenantId: string; origin: string }>): void {
    const byTenant = new Map<string, string[]>();
    const byOrigin = new Map<string, Set<string>>();
    for (const { tenantId, origin } of rows) {
      byTenant.set(tenantId, [...(byTenant.get(tenantId) ?? []), origin]);
      byOrigin.set(origin, (byOrigin.get(origin) ?? new Set()).add(tenantId));
    }
    this.byTenant = byTenant;
    this.byOrigin = byOrigin;
  }

  /** Reads the list, then follows changes; resolves to a function that stops following. */
  async follow(db: Database): Promise<() => Promise<void>> {
    const unheard = () => {
      this.poll ??= setInterval(() => void this.reload().catch(() => undefined), UNHEARD_RELOAD_MS);
      this.poll.unref();
    };
    const heard = () => {
      if (this.poll) clearInterval(this.poll);
      this.poll = null;
    };
    const stop = await db.listen(
      'partner_site_changes',
      (payload) => {
        // A tenant's change, or null: back after losing the database, changes unheard.
        if (payload === null) heard();
        void this.reload().catch(unheard);
      },
      unheard,
    );
    await this.reload();
    return async () => {
      heard();
      await stop();
    };
  }
}
