import { createHash } from 'node:crypto';
import type { Queryable } from '../db/database';
import type { SearchEngine } from './engine';
import { assignTenants } from './assignment';
import {
  leaveSearchCluster,
  recordedIndexSizes,
  recordIndexSizes,
  searchHeartbeat,
  type SearchProcess,
} from './processes/repository';

export interface AssignmentSettings {
  /** Where the other processes reach this one: `http://host:port`. */
  address: string;
  /** How many processes each tenant's index is assigned to (1: each index held once). */
  replicas: number;
  /** How often a process says it is there (2 s). */
  heartbeatMs?: number;
  /** A process not heard from for this long is out of the assignment (10 s). */
  aliveMs?: number;
}

/**
 * Tenants spread over the processes of a cluster (docs/search.md "Tenants over processes"): each
 * process says every few seconds that it is there and which tenants' indexes it holds ready
 * (`search_processes`), assigns every tenant to the processes seen lately (`assignment.ts`, alike
 * on each), builds the indexes assigned to it, lets go of the others once a process they are
 * assigned to holds them, and tells where a search of a tenant it does not hold is answered.
 * Adding a process takes the tenants assigned to it off the others; one that stops or is not
 * heard from gives its tenants to the rest.
 */
export class SearchAssignment {
  private members: SearchProcess[] = [];
  private assigned = new Map<string, string[]>();
  private timer: NodeJS.Timeout | null = null;
  private beating: Promise<void> | null = null;
  /** The sizes this process last noted (`search_index_sizes`), written again only as they change. */
  private noted = '';

  constructor(
    private readonly db: Queryable,
    private readonly engine: SearchEngine,
    private settings: AssignmentSettings,
    private readonly tenantIds: () => Promise<string[]>,
    private readonly log: (message: string) => void = () => undefined,
  ) {}

  get address(): string {
    return this.settings.address;
  }

  /** A name for this process that does not tell where it is (answers carry it). */
  get name(): string {
    return createHash('sha256').update(this.address).digest('hex').slice(0, 12);
  }

  /**
   * Joins the cluster and builds the indexes assigned here; then keeps the assignment current.
   * `address`: where this process listens, once it does (a port picked at listening).
   */
  async start(address = this.settings.address): Promise<void> {
    this.settings = { ...this.settings, address };
    let mine = await this.beat();
    // A cluster starting (no process holds an index yet): its processes, started together, see
    // each other at their next beat. Assigned before that, the first would build every index.
    if (this.members.every((m) => Object.keys(m.holds).length === 0)) {
      await new Promise((resolve) => setTimeout(resolve, this.settings.heartbeatMs ?? 2_000));
      mine = await this.beat();
    }
    this.timer = setInterval(() => void this.beatOnce(), this.settings.heartbeatMs ?? 2_000);
    this.timer.unref();
    await this.engine.warm(mine);
    this.log(`search indexes held here: ${mine.length} tenants`);
  }

  /** Leaves the cluster at once: its tenants are assigned to the others at their next beat. */
  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await this.beating;
    await leaveSearchCluster(this.db, this.address);
  }

  /** The processes a tenant's index is assigned to. */
  assignedTo(tenantId: string): string[] {
    return (
      this.assigned.get(tenantId) ??
      assignTenants(
        [{ id: tenantId, clips: 0 }],
        this.members.map((m) => m.address),
        this.settings.replicas,
      ).get(tenantId)!
    );
  }

  /** The tenants assigned to this process at its last beat. */
  assignedHere(): string[] {
    return [...this.assigned].filter(([, on]) => on.includes(this.address)).map(([t]) => t);
  }

  /** Whether another process, of `among`, holds the tenant's index ready. */
  private heldElsewhere(tenantId: string, among: readonly string[]): boolean {
    return this.members.some(
      (m) => m.address !== this.address && among.includes(m.address) && tenantId in m.holds,
    );
  }

  /**
   * Where a search of the tenant is answered: null for here (it holds the index, or the tenant
   * is assigned here), else the address of a process holding it (one it is assigned to first), or
   * of one it is assigned to that is still building it.
   */
  routeOf(tenantId: string): string | null {
    if (this.engine.holds(tenantId)) return null;
    const assigned = this.assignedTo(tenantId);
    if (assigned.includes(this.address) || assigned.length === 0) return null;
    const others = this.members.filter((m) => m.address !== this.address);
    const holder =
      others.find((m) => tenantId in m.holds && assigned.includes(m.address)) ??
      others.find((m) => tenantId in m.holds);
    return holder?.address ?? assigned[0]!;
  }

  private beatOnce(): Promise<void> {
    this.beating ??= this.beat()
      .then(() => undefined)
      .catch((error: unknown) => this.log(`search assignment: ${String(error)}`))
      .finally(() => (this.beating = null));
    return this.beating;
  }

  /** Says it is there, reads who else is, builds what is assigned here, lets go of the rest. */
  private async beat(): Promise<string[]> {
    const tenants = await this.tenantIds();
    const aliveSeconds = (this.settings.aliveMs ?? 10_000) / 1000;
    const holds = await this.engine.readySizes();
    const seen = await searchHeartbeat(this.db, this.address, holds, aliveSeconds);
    if (JSON.stringify(holds) !== this.noted) {
      await recordIndexSizes(this.db, holds);
      this.noted = JSON.stringify(holds);
    }
    const recorded = await recordedIndexSizes(this.db);
    this.members = seen.some((m) => m.address === this.address)
      ? seen
      : [...seen, { address: this.address, holds: {} }];
    // Each tenant's size as its holders say, else as the last to hold it said: the same figures
    // on every process.
    const clips = (id: string) =>
      this.members.some((m) => id in m.holds)
        ? Math.max(0, ...this.members.map((m) => m.holds[id] ?? 0))
        : (recorded[id] ?? 0);
    this.assigned = assignTenants(
      tenants.map((id) => ({ id, clips: clips(id) })),
      this.members.map((m) => m.address),
      this.settings.replicas,
    );
    const mine = tenants.filter((t) => this.assignedTo(t).includes(this.address));
    if (this.timer) for (const tenantId of mine) void this.engine.tenant(tenantId);
    for (const tenantId of this.engine.tenantIds()) {
      if (mine.includes(tenantId) || !this.heldElsewhere(tenantId, this.assignedTo(tenantId)))
        continue;
      this.engine.drop(tenantId);
      this.log(
        `search index of ${tenantId} let go: held by ${this.assignedTo(tenantId).join(', ')}`,
      );
    }
    return mine;
  }
}
