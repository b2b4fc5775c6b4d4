import { HIGHLIGHT_MAX_CLIPS, type ReelOptions } from '../../src/core/api/contract';
import {
  familyConfigs,
  familyOf,
  seasonOf,
  tenantById,
  type HighlightPackage,
} from '../../src/tenants';
import type { Database } from '../db/database';
import type { SearchEngine, TenantSearch } from '../search/engine';
import { SearchSyntaxError } from '../../src/core/api/contract/query/errors';
import { parseQuery } from '../../src/core/api/contract/query/parse';
import { HttpError } from '../http/errors';
import { matchingDocs } from '../search/service';
import { packageById, reviewedClips, writeBuiltClips, type ReviewedClip } from './repository';
import type { PackageRow } from './repository';
import { findGame, foundClips } from './repository';
import { reelOrder, ruleOrder } from './order';
import { HighlightRuleError, ruleQuery, type Game } from './rules';

/** Whether the tenant's people may use highlights: the route table hides or disables them. */
export function highlightsAvailability(tenantId: string): 'open' | 'hidden' | 'disabled' {
  const tenant = tenantById(tenantId)?.tenant;
  const ui = tenant ? familyConfigs[tenant.family].ui : null;
  if (!ui || ui.hiddenPages.includes('highlights')) return 'hidden';
  return ui.disablePages.includes('highlights') ? 'disabled' : 'open';
}

/** The tenant's package rules; none where it has no highlights. */
export function rulesOf(tenantId: string): readonly HighlightPackage[] {
  const tenant = tenantById(tenantId)?.tenant;
  return tenant ? (familyConfigs[tenant.family].ui.highlights?.packages ?? []) : [];
}

/** The season a game falls in, by its date and the tenant's sport. */
export function seasonOfGame(tenantId: string, matchDate: string | null): string | null {
  const tenant = tenantById(tenantId)?.tenant;
  return tenant && matchDate ? seasonOf(matchDate, familyOf(tenant).kind) : null;
}

/**
 * The new clips merged with the person's review: once reviewed, the clips still found keep
 * their place and choices, and new ones follow in the rule's order; before that, the rule's.
 */
export function mergeReview(
  found: readonly string[],
  reviewed: readonly ReviewedClip[],
  wasReviewed: boolean,
  pad: { lead: number; lag: number },
): Array<Omit<ReviewedClip, 'position'>> {
  const fresh = (id: string) => ({ clip_id: id, excluded: false, ...pad });
  if (!wasReviewed) return found.map(fresh);
  const still = new Set(found);
  const kept = reviewed
    .filter((r) => still.has(r.clip_id))
    .map(({ clip_id, excluded, lead, lag }) => ({ clip_id, excluded, lead, lag }));
  const known = new Set(kept.map((k) => k.clip_id));
  return [...kept, ...found.filter((id) => !known.has(id)).map(fresh)];
}

function gameDocs(
  search: TenantSearch,
  rule: HighlightPackage,
  game: Game,
): { query: string; docs: number[] } {
  const query = ruleQuery(rule, game);
  let node;
  try {
    node = parseQuery(query, search.fields);
  } catch (error) {
    if (error instanceof SearchSyntaxError) throw new HighlightRuleError(rule.label, error.message);
    throw error;
  }
  const docs: number[] = [];
  search.index.evaluate(node, search.textCategories).forEach((doc) => docs.push(doc));
  return { query, docs };
}

function reelDocs(search: TenantSearch, reel: ReelOptions): number[] {
  try {
    return matchingDocs(search, reel.query, reel.filters ?? []);
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 400) {
      throw new HighlightRuleError('reel', `its search no longer reads: ${error.message}`);
    }
    throw error;
  }
}

/** What a package's search finds: the search it ran (a rule's, for its game) and the clips. */
export interface PackageMatches {
  query: string;
  clipIds: string[];
}

/**
 * Asks the process holding the tenant's search index what a package's search finds; null where
 * this process holds it, or none is known (the package is then matched here).
 */
export type AskHolder = (tenantId: string, packageId: string) => Promise<PackageMatches | null>;

/** A package's search through the tenant's index: its reel's, or its rule's for its game. */
export async function packageMatches(
  db: Database,
  search: TenantSearch,
  tenantId: string,
  row: PackageRow,
): Promise<PackageMatches> {
  const clipIdsOf = (docs: number[]) => docs.map((d) => search.index.clipId(d));
  if (row.reel) return { query: row.query, clipIds: clipIdsOf(reelDocs(search, row.reel)) };
  const rule = rulesOf(tenantId).find((r) => r.label === row.rule);
  if (!rule) throw new HighlightRuleError(row.rule, 'the tenant no longer has this rule.');
  const game = row.asset_id ? await findGame(db, tenantId, row.asset_id) : null;
  if (!game) throw new HighlightRuleError(row.rule, 'its game is no longer there.');
  const found = gameDocs(search, rule, game);
  return { query: found.query, clipIds: clipIdsOf(found.docs) };
}

/**
 * Builds one package: its rule's search (or its reel's) through the tenant's search index –
 * asked of the process holding it, in a cluster, rather than making the index here – the
 * clips ordered and capped, merged with the review, written whole in one transaction.
 */
export async function buildPackage(
  db: Database,
  engine: SearchEngine,
  tenantId: string,
  packageId: string,
  askHolder?: AskHolder,
): Promise<void> {
  const row = await packageById(db, tenantId, packageId);
  if (!row) return;
  const matched =
    (await askHolder?.(tenantId, packageId)) ??
    (await packageMatches(db, await engine.tenant(tenantId), tenantId, row));
  const clips = await foundClips(db, tenantId, matched.clipIds);
  const ordered = row.reel ? reelOrder(clips, row.reel) : ruleOrder(clips, row.sort_mode);
  const ids = ordered.slice(0, HIGHLIGHT_MAX_CLIPS).map((c) => c.id);
  const pad = { lead: row.reel?.lead ?? 0, lag: row.reel?.lag ?? 0 };
  await db.transaction(async (tx) => {
    const reviewed = await reviewedClips(tx, tenantId, packageId);
    const clips = mergeReview(ids, reviewed, row.version > 1, pad);
    await writeBuiltClips(tx, tenantId, packageId, matched.query, clips, matched.clipIds.length);
  });
}
