import {
  allows,
  effectiveWindow,
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
import { putWindows, windowsOfAssets, type StoredWindow } from './repository';

/** One item a use would take: its video, and its clip where it is one. */
export interface UsedItem {
  assetId: string;
  clipId?: string;
  /** How the person knows it: its title. */
  name: string;
}

/** Clips a bulk change may name at once. */
export const MAX_BULK_CLIPS = 500;

/** Rights windows (docs/rights.md): set, read, and checked before a clip is used. */
export class Rights {
  constructor(private readonly db: Database) {}

  async ofAsset(tenantId: string, assetId: string): Promise<AssetRights> {
    await assetOf(this.db, tenantId, assetId);
    const stored = await windowsOfAssets(this.db, tenantId, [assetId]);
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
    await putWindows(this.db, me.tenantId, [{ assetId, clipId: '' }], window, me.email);
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
    await this.db.transaction((tx) =>
      putWindows(
        tx,
        me.tenantId,
        unique.map((clipId) => ({ assetId: found.get(clipId)!, clipId })),
        window,
        me.email,
      ),
    );
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
    const stored = await windowsOfAssets(
      this.db,
      me.tenantId,
      items.map((i) => i.assetId),
    );
    const outside = outsideWindows(stored, items, use, now);
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

function outsideWindows(
  stored: readonly StoredWindow[],
  items: readonly UsedItem[],
  use: RightsUse,
  now: Date,
) {
  const byKey = new Map(stored.map((w) => [`${w.assetId}/${w.clipId}`, w.window]));
  return items.flatMap((item) => {
    const window = effectiveWindow(
      byKey.get(`${item.assetId}/`),
      item.clipId ? byKey.get(`${item.assetId}/${item.clipId}`) : undefined,
    );
    const verdict = allows(window, use, now);
    return verdict.allowed ? [] : [{ item, why: verdict.why }];
  });
}

function checked(window: RightsWindow, at: string): void {
  const problem = windowProblem(window);
  if (problem) throw new BadRequestError(problem.words, `${at}.${problem.field}`);
}
