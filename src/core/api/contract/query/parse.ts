import { parse as parseLiqe, type LiqeQuery } from 'liqe';
import { LIMITS, isRelativeRange, resolveRelativeRange } from '..';
import type { CategoryDefinition } from '../../../../tenants';
import { hasWildcard, normalize } from './text';
import { SearchSyntaxError, UnknownFieldError } from './errors';
import type { CategoryMatch, Comparison, NumericRange, Pattern, QueryNode } from './types';

export const MAX_QUERY_LENGTH = LIMITS.queryLength;
export const MAX_TERMS = 64;
export const MAX_DEPTH = 16;

/** The fields a tenant's queries may name: its categories plus the fixed ones. */
export interface QueryFields {
  /** Normalised category name → definition. */
  categories: ReadonlyMap<string, CategoryDefinition>;
  /** The month (1 to 12) the tenant's seasons start in, for `this-season` and `last-season`. */
  seasonStartMonth: number;
  /** The moment relative date ranges count from. */
  now: () => Date;
}

export function queryFields(
  categories: readonly CategoryDefinition[],
  seasonStartMonth = 1,
  now: () => Date = () => new Date(),
): QueryFields {
  return {
    categories: new Map(categories.map((c) => [c.name.toLowerCase(), c])),
    seasonStartMonth,
    now,
  };
}

const FIXED_FIELDS = ['payload.category', 'payload.value', 'assetId', 'id', 'duration'];

type Tag = Extract<LiqeQuery, { type: 'Tag' }>;

function patternOf(raw: string | number | boolean | null): Pattern {
  const text = normalize(String(raw));
  return { text, wildcard: hasWildcard(text) };
}

function locate(node: { location?: { start: number } }): number {
  return node.location?.start ?? 0;
}

/**
 * Reads a query in the Lucene-like syntax (SPEC §7) into a query tree, checking every
 * field against the tenant's. Empty means everything ("*").
 */
export function parseQuery(text: string, fields: QueryFields): QueryNode {
  if (text.length > MAX_QUERY_LENGTH) {
    throw new SearchSyntaxError(
      `The query is longer than ${MAX_QUERY_LENGTH} characters.`,
      MAX_QUERY_LENGTH,
    );
  }
  if (text.trim() === '' || text.trim() === '*') return { kind: 'all' };
  let ast: LiqeQuery;
  try {
    ast = parseLiqe(text);
  } catch (error) {
    const offset = (error as { offset?: number }).offset;
    if (typeof offset === 'number') {
      throw new SearchSyntaxError(
        `Unexpected "${text.slice(offset, offset + 10)}" at position ${offset + 1}.`,
        offset,
      );
    }
    throw new SearchSyntaxError(
      `The query ends too early at position ${text.length + 1}: an operator or bracket is missing its other side.`,
      text.length,
    );
  }
  let terms = 0;
  const known = [...FIXED_FIELDS, ...[...fields.categories.values()].map((c) => c.name)];

  function convert(node: LiqeQuery, depth: number): QueryNode {
    if (depth > MAX_DEPTH) {
      throw new SearchSyntaxError(`The query nests deeper than ${MAX_DEPTH} levels.`, locate(node));
    }
    switch (node.type) {
      case 'EmptyExpression':
        return { kind: 'all' };
      case 'ParenthesizedExpression':
        return convert(node.expression, depth + 1);
      case 'UnaryOperator':
        return { kind: 'not', child: convert(node.operand, depth + 1) };
      case 'LogicalExpression': {
        const op = node.operator.operator === 'OR' ? 'or' : 'and';
        // A chain of one operator is a list, not nesting: it does not count towards depth.
        const children = [node.left, node.right].flatMap((child) => {
          const converted = convert(child, depth);
          return converted.kind === op ? converted.children : [converted];
        });
        return op === 'and' ? pairItems(children) : { kind: 'or', children };
      }
      case 'Tag':
        terms += 1;
        if (terms > MAX_TERMS) {
          throw new SearchSyntaxError(`The query has more than ${MAX_TERMS} terms.`, locate(node));
        }
        return convertTag(node);
      default:
        throw new SearchSyntaxError('This part of the query is not supported.', locate(node));
    }
  }

  function convertTag(tag: Tag): QueryNode {
    const position = locate(tag);
    const expression = tag.expression;
    if (expression.type === 'RegexExpression') {
      throw new SearchSyntaxError(
        `Regular expressions are not supported (position ${position + 1}); use * and ? wildcards.`,
        position,
      );
    }
    const op = tag.operator?.operator ?? ':';
    if (tag.field.type === 'ImplicitField') {
      if (expression.type !== 'LiteralExpression') {
        throw new SearchSyntaxError(`A range needs a field (position ${position + 1}).`, position);
      }
      const pattern = patternOf(expression.value);
      if (pattern.text === '*') return { kind: 'all' };
      if (pattern.text === '') return { kind: 'all' };
      return { kind: 'text', pattern };
    }
    const name = tag.field.name;
    const lower = name.toLowerCase();
    const range = expression.type === 'RangeExpression' ? expression.range : null;
    const literal = expression.type === 'LiteralExpression' ? expression.value : null;
    const comparison = (): Comparison => {
      const symbol = op.slice(1) || '=';
      return { op: symbol as Comparison['op'], value: literal as number | string };
    };
    const onlyEquals = () => {
      if (range || (op !== ':' && op !== ':=')) {
        throw new SearchSyntaxError(
          `"${name}" takes a value, not a comparison or range (position ${position + 1}).`,
          position,
        );
      }
    };

    if (lower === 'payload.category') {
      onlyEquals();
      const pattern = patternOf(literal);
      const category: CategoryMatch = pattern.wildcard
        ? pattern.text === '*'
          ? { kind: 'any' }
          : { kind: 'pattern', pattern }
        : { kind: 'exact', name: canonicalCategory(pattern.text) ?? pattern.text };
      return { kind: 'item', category, value: null };
    }
    if (lower === 'payload.value') {
      onlyEquals();
      const value = patternOf(literal);
      return { kind: 'item', category: { kind: 'any' }, value: value.text === '*' ? null : value };
    }
    if (lower === 'assetid') {
      onlyEquals();
      return { kind: 'asset', pattern: patternOf(literal) };
    }
    if (lower === 'id') {
      onlyEquals();
      return { kind: 'clip', id: String(literal) };
    }
    if (lower === 'duration') {
      return { kind: 'duration', range: numericRange(range, comparison(), name, position) };
    }
    const definition = fields.categories.get(lower);
    if (!definition) throw new UnknownFieldError(name, position, known);
    const type = definition.valueType ?? 'text';
    // `match_date:last-7-days`: the days it covers today.
    if (type === 'date' && !range && op === ':' && isRelativeRange(String(literal))) {
      const days = resolveRelativeRange(
        String(literal) as Parameters<typeof resolveRelativeRange>[0],
        fields.now(),
        fields.seasonStartMonth,
      );
      const compare = (op: '>=' | '<=', value: string): QueryNode => ({
        kind: 'compare',
        category: definition.name,
        comparison: { op, value },
      });
      return { kind: 'and', children: [compare('>=', days.from), compare('<=', days.to)] };
    }
    if (type === 'text' || (literal !== null && !range && (op === ':' || op === ':='))) {
      if (type === 'text') onlyEquals();
      const pattern = patternOf(literal);
      if (type === 'integer' && !pattern.wildcard) {
        const value = Number(literal);
        if (!Number.isFinite(value)) {
          throw new SearchSyntaxError(
            `"${name}" takes a number (position ${position + 1}).`,
            position,
          );
        }
        return { kind: 'compare', category: definition.name, comparison: { op: '=', value } };
      }
      return {
        kind: 'item',
        category: { kind: 'exact', name: definition.name },
        value: pattern.text === '*' ? null : pattern,
      };
    }
    if (type === 'integer') {
      return {
        kind: 'range',
        category: definition.name,
        range: numericRange(range, comparison(), name, position),
      };
    }
    // Dates compare as ISO yyyy-MM-dd text.
    if (range) {
      throw new SearchSyntaxError(
        `Write a date range as ${name}:>=yyyy-MM-dd AND ${name}:<=yyyy-MM-dd (position ${position + 1}).`,
        position,
      );
    }
    const value = String(literal);
    if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) {
      throw new SearchSyntaxError(
        `"${name}" takes a date as yyyy-MM-dd (position ${position + 1}).`,
        position,
      );
    }
    return {
      kind: 'compare',
      category: definition.name,
      comparison: { op: comparison().op, value },
    };
  }

  function canonicalCategory(normalizedName: string): string | undefined {
    return fields.categories.get(normalizedName)?.name;
  }

  return convert(ast, 0);
}

function numericRange(
  range: { min: number; max: number; minInclusive: boolean; maxInclusive: boolean } | null,
  comparison: Comparison,
  name: string,
  position: number,
): NumericRange {
  if (range) return { ...range };
  const value = Number(comparison.value);
  if (!Number.isFinite(value)) {
    throw new SearchSyntaxError(`"${name}" takes a number (position ${position + 1}).`, position);
  }
  switch (comparison.op) {
    case '>':
      return { min: value, max: Infinity, minInclusive: false, maxInclusive: true };
    case '>=':
      return { min: value, max: Infinity, minInclusive: true, maxInclusive: true };
    case '<':
      return { min: -Infinity, max: value, minInclusive: true, maxInclusive: false };
    case '<=':
      return { min: -Infinity, max: value, minInclusive: true, maxInclusive: true };
    default:
      return { min: value, max: value, minInclusive: true, maxInclusive: true };
  }
}

/**
 * Within one AND group, `payload.category:X` and `payload.value:Y` written side by side
 * mean one payload item of category X with value Y (the first category with the first
 * value, and so on); any left over stand alone.
 */
function pairItems(children: QueryNode[]): QueryNode {
  const isCategory = (n: QueryNode) =>
    n.kind === 'item' && n.value === null && n.category.kind !== 'any';
  const isValue = (n: QueryNode) =>
    n.kind === 'item' && n.category.kind === 'any' && n.value !== null;
  const categories = children.filter(isCategory);
  const values = children.filter(isValue);
  const pairs = Math.min(categories.length, values.length);
  if (pairs === 0) return { kind: 'and', children };
  const used = new Set<QueryNode>([...categories.slice(0, pairs), ...values.slice(0, pairs)]);
  const paired: QueryNode[] = [];
  for (let i = 0; i < pairs; i++) {
    const category = categories[i] as Extract<QueryNode, { kind: 'item' }>;
    const value = values[i] as Extract<QueryNode, { kind: 'item' }>;
    paired.push({ kind: 'item', category: category.category, value: value.value });
  }
  const rest = children.filter((c) => !used.has(c));
  const all = [...paired, ...rest];
  return all.length === 1 ? all[0]! : { kind: 'and', children: all };
}
