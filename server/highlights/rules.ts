import type { HighlightJsonFilter, HighlightPackage } from '../../src/tenants';

/** The game a package is built for: its id and the facts its rules may name. */
export interface Game {
  id: string;
  title: string;
  /** The asset's metadata: `home` and `away` where the sport has them. */
  metadata: Record<string, unknown>;
}

/** A tenant rule that cannot become a search: it names the rule and what is wrong. */
export class HighlightRuleError extends Error {
  constructor(
    readonly rule: string,
    readonly problem: string,
  ) {
    super(`The highlight rule “${rule}” is wrong: ${problem}`);
    this.name = 'HighlightRuleError';
  }
}

/** A value as a quoted term of the search syntax. */
const quoted = (value: string) => `"${value.replace(/["\\]/g, (c) => `\\${c}`)}"`;

function teamOf(rule: string, placeholder: string, game: Game): string {
  const side = /^\{(home|away)\}$/.exec(placeholder)?.[1];
  if (!side) return placeholder;
  const team = game.metadata[side];
  if (typeof team !== 'string' || team === '') {
    throw new HighlightRuleError(rule, `the game “${game.title}” has no ${side} team.`);
  }
  return team;
}

/**
 * SPEC §7's JSON filter as a search expression, for the one parser: the game, any of the
 * actions, and the team (`{home}`/`{away}` read from the game).
 */
export function jsonFilterQuery(rule: string, filter: HighlightJsonFilter, game: Game): string {
  if (filter.assetid !== '{assetId}') {
    throw new HighlightRuleError(rule, 'its filter’s assetid must be {assetId}.');
  }
  const parts = [`assetId:${quoted(game.id)}`];
  if (filter.action) {
    if (filter.action.length === 0) throw new HighlightRuleError(rule, 'it lists no actions.');
    parts.push(`(${filter.action.map((a) => `action:${quoted(a)}`).join(' OR ')})`);
  }
  if (filter.team !== undefined) parts.push(`team:${quoted(teamOf(rule, filter.team, game))}`);
  return parts.join(' AND ');
}

/** The search a rule makes for a game: its expression with the game filled in, or its filter. */
export function ruleQuery(rule: HighlightPackage, game: Game): string {
  if (rule.filter) return jsonFilterQuery(rule.label, rule.filter, game);
  if (!rule.query.includes('{assetId}')) {
    throw new HighlightRuleError(rule.label, 'its query does not name the game ({assetId}).');
  }
  return rule.query.replaceAll('{assetId}', quoted(game.id));
}
