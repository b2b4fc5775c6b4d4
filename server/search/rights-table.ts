import {
  clipRights,
  effectiveWindow,
  endsWithin,
  outsideNow,
  type ClipRights,
  type RightsFilter,
  type RightsUse,
  type RightsWindow,
} from '../../src/core/api/contract/rights';
import type { StoredWindow } from '../rights/windows';
import type { Bitset } from './index/bitset';
import type { TenantIndex } from './index/tenant-index';

/** Days "expires this week" looks ahead. */
export const EXPIRING_DAYS = 7;

interface AssetWindows {
  own?: RightsWindow;
  clips: Map<string, RightsWindow>;
}

type Kind = RightsUse | RightsFilter;

/**
 * A tenant's rights windows beside its search index (docs/rights.md): which clips a window
 * shuts now (partner pages and signed-out search leave them out; staff see why), and which
 * the search filters name. Sets are kept until a window or the index changes, or time passes
 * a window's start or end.
 */
export class RightsTable {
  private readonly assets = new Map<string, AssetWindows>();
  private readonly sets = new Map<Kind, { docs: Bitset; until: number }>();
  /** The uses some window names. */
  private named = new Set<RightsUse>();

  /** Takes these windows as the tenant's (or, with `assetIds`, as those assets'). */
  replace(windows: readonly StoredWindow[], assetIds?: readonly string[]): void {
    if (assetIds) for (const id of assetIds) this.assets.delete(id);
    else this.assets.clear();
    for (const { assetId, clipId, window } of windows) {
      const entry: AssetWindows = this.assets.get(assetId) ?? { clips: new Map() };
      if (clipId === '') entry.own = window;
      else entry.clips.set(clipId, window);
      this.assets.set(assetId, entry);
    }
    this.named = new Set(
      [...this.assets.values()].flatMap(({ own, clips }) =>
        [own, ...clips.values()].flatMap((window) => window?.uses ?? []),
      ),
    );
    this.forget();
  }

  /** The index changed (clips added, replaced, removed): sets are made again on next ask. */
  forget(): void {
    this.sets.clear();
  }

  /** Whether any window names this use (none: nothing to leave out). */
  names(use: RightsUse): boolean {
    return this.named.has(use);
  }

  /** Whether the tenant has any window (none: no clip has rights to show). */
  get empty(): boolean {
    return this.assets.size === 0;
  }

  /** A clip's window as staff see it now. */
  of(assetId: string, clipId: string, now: Date): ClipRights | undefined {
    const entry = this.assets.get(assetId);
    if (!entry) return undefined;
    return clipRights(effectiveWindow(entry.own, entry.clips.get(clipId)), now);
  }

  /**
   * The clips a window shuts from `kind` now (a use), or that a search filter names; not to
   * be changed.
   */
  docs(index: TenantIndex, kind: Kind, now: Date): Bitset {
    const kept = this.sets.get(kind);
    if (kept && now.getTime() < kept.until) return kept.docs;
    const test = (window: RightsWindow | undefined) => {
      if (!window) return false;
      if (kind === 'expires-this-week') return endsWithin(window, now, EXPIRING_DAYS);
      if (kind !== 'not-available-now' && !window.uses.includes(kind)) return false;
      return outsideNow(window, now) !== null;
    };
    const docs = index.live().clear();
    for (const [assetId, { own, clips }] of this.assets) {
      if (test(own)) docs.addAll(index.docsOfAsset(assetId));
      for (const [clipId, window] of clips) {
        const doc = index.docNumber(clipId);
        if (doc === undefined) continue;
        if (test(window)) docs.add(doc);
        else docs.remove(doc);
      }
    }
    docs.and(index.liveSet);
    this.sets.set(kind, { docs, until: this.nextChange(now) });
    return docs;
  }

  /** When the next window starts or ends (or "expires this week" takes one in): sets change then. */
  private nextChange(now: Date): number {
    let next = Number.POSITIVE_INFINITY;
    const consider = (iso: string | undefined) => {
      if (!iso) return;
      const at = Date.parse(iso);
      // A window is shut from the moment after its end: `at + 1`.
      for (const moment of [at, at + 1, at - EXPIRING_DAYS * 86_400_000])
        if (moment > now.getTime() && moment < next) next = moment;
    };
    for (const { own, clips } of this.assets.values())
      for (const window of [own, ...clips.values()]) {
        consider(window?.notBefore);
        consider(window?.notAfter);
      }
    return next;
  }
}
