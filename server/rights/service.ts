import {
  windowProblem,
  type AssetRights,
  type RightsUse,
  type RightsWindow,
} from '../../src/core/api/contract/rights';
import { can } from '../../src/core/api/contract';
import type { Database } from '../db/database';
import type { UserPrincipal } from '../http/auth';
import { BadRequestError, HttpError } from '../http/errors';
import { assetOf } from '../assets/service';
import { loadHits } from '../search/service';
import { logSearchChange } from '../search/write';
import { putWindows } from './repository';
import { outsideWindows, windowsOf, type UsedItem } from './windows';

export type { UsedItem };

/** Rights windows (docs/rights.md): set, read, and checked before a clip is used. */
export class Rights {
  constructor(
    private readonly db: Database,
    /** Brings this process's search up to a change (the others follow the log). */
    private readonly searchCatchUp: (tenantId: string) => Promise<void>,
  ) {}

  async ofAsset(tenantId: string, assetId: string): Promise<AssetRights> {
    await assetOf(this.db, tenantId, assetId);
    const stored = await windowsOf(this.db, tenantId, [assetId]);
    const own = stored.find((w) => w.clipId === '');
    return {
      ...(own ? { asset: own.window } : {}),
      clips: stored
        .filter((w) => w.clipId !== '')
        .map((w) => ({ clipId: w.clipId, window: w.window })),
    };
  }

  async setAsset(me: UserPrincipal, assetId: string, window: RightsWindow | null) {
    await assetOf(this.db, me.tenantId, assetId);
    if (window) checked(window, 'body');
    await this.db.transaction(async (tx) => {
      await putWindows(tx, me.tenantId, [{ assetId, clipId: '' }], window, me.email);
      // Search keeps windows beside its index (partner pages, marks, filters): it follows.
      await logSearchChange(tx, me.tenantId, { kind: 'asset', assetId });
    });
    await this.searchCatchUp(me.tenantId);
    return this.ofAsset(me.tenantId, assetId);
  }

  /** A window for each clip named (over its asset's), or none; unknown clips are refused. */
  async setClips(me: UserPrincipal, clipIds: readonly string[], window: RightsWindow | null) {
    if (window) checked(window, 'body.window');
    const unique = [...new Set(clipIds)];
    const hits = await loadHits(this.db, me.tenantId, unique);
    const found = new Map(hits.map((h) => [h.id, h.assetId]));
    const missing = unique.findIndex((id) => !found.has(id));
    if (missing >= 0)
      throw new BadRequestError(
        `There is no clip ${JSON.stringify(unique[missing])} in this tenant.`,
        `body.clipIds.${clipIds.indexOf(unique[missing]!)}`,
      );
    await this.db.transaction(async (tx) => {
      await putWindows(
        tx,
        me.tenantId,
        unique.map((clipId) => ({ assetId: found.get(clipId)!, clipId })),
        window,
        me.email,
      );
      for (const assetId of new Set(found.values()))
        await logSearchChange(tx, me.tenantId, { kind: 'asset', assetId });
    });
    await this.searchCatchUp(me.tenantId);
    await this.searchCatchUp(me.tenantId);
    return { updated: unique.length };
  }

  /**
   * The items a use may not take now, each with why in words. Before an export or a review
   * link: refused for anyone but an administrator, who is told instead (`notice`).
   */
  async check(
    me: UserPrincipal,
    items: readonly UsedItem[],
    use: RightsUse,
    doing: string,
    now = new Date(),
  ): Promise<{ notice?: string }> {
    const outside = await outsideWindows(this.db, me.tenantId, items, use, now);
    if (outside.length === 0) return {};
    const first = outside[0]!;
    const more = outside.length > 1 ? ` (and ${outside.length - 1} more)` : '';
    if (!can(me.roles, 'manage-users'))
      throw new HttpError(
        409,
        'outside_rights',
        `“${first.item.name}” may not be in ${doing} now: ${first.why}${more}. Take it out, or ask an administrator.`,
      );
    return {
      notice: `Outside its rights window: “${first.item.name}”, ${first.why}${more}. As an administrator you may go ahead; make sure the rights allow it.`,
    };
  }
}

function checked(window: RightsWindow, at: string): void {
  const problem = windowProblem(window);
  if (problem) throw new BadRequestError(problem.words, `${at}.${problem.field}`);
}
