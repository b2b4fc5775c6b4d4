/**
 * The search box's expression (SPEC §5, the Lucene-like syntax of docs/search.md) seen as
 * chips: its top-level AND terms. Facet choices live in the expression too, as terms the
 * request turns into structured filters, so that the expression, the chips, the facets and
 * the URL are one state and round-trip exactly.
 */
import { isRelativeRange, type RelativeRange } from '../api/contract';

/** One top-level term and where it sits in the expression. */
export interface ExpressionTerm {
  text: string;
  start: number;
  end: number;
}

const OPENERS: Record<string, string> = { '(': ')', '[': ']', '{': '}' };

/** Whitespace-separated tokens outside quotes and brackets; null when those are unbalanced. */
function tokens(expression: string): ExpressionTerm[] | null {
  const found: ExpressionTerm[] = [];
  const closers: string[] = [];
  let quoted = false;
  let start = -1;
  for (let i = 0; i <= expression.length; i++) {
    const c = expression[i];
    if (c === undefined || (!quoted && closers.length === 0 && /\s/.test(c))) {
      if (start >= 0) found.push({ text: expression.slice(start, i), start, end: i });
      start = -1;
      continue;
    }
    if (start < 0) start = i;
    if (c === '\\') i++;
    else if (c === '"') quoted = !quoted;
    else if (quoted) continue;
    else if (OPENERS[c]) closers.push(OPENERS[c]);
    else if ((c === ')' || c === ']' || c === '}') && closers.pop() !== c) return null;
  }
  return quoted || closers.length ? null : found;
}

/**
 * The top-level terms joined by AND (or by spaces). null when the expression cannot be
 * split: a top-level OR (it is then one term as a whole) or unbalanced quotes or brackets
 * (the server says where).
 */
export function topLevelTerms(expression: string): ExpressionTerm[] | null {
  const found = tokens(expression);
  if (!found) return null;
  const terms: ExpressionTerm[] = [];
  let pending: ExpressionTerm | null = null;
  for (const token of found) {
    if (token.text === 'OR' || token.text === '||') return null;
    if (token.text === 'AND' || token.text === '&&') continue;
    // NOT, and a field whose value follows a space, stay with what comes next.
    pending = pending
      ? { text: expression.slice(pending.start, token.end), start: pending.start, end: token.end }
      : token;
    if (pending.text === 'NOT' || pending.text.endsWith(':')) continue;
    terms.push(pending);
    pending = null;
  }
  if (pending) terms.push(pending);
  return terms;
}

/** A term that the request sends as a structured filter. */
export type FilterTerm =
  | { kind: 'values'; category: string; values: string[] }
  | { kind: 'range'; category: string; from: string; to: string }
  /** A period counted from the day the search runs (`match_date:last-7-days`). */
  | { kind: 'relative'; category: string; within: RelativeRange };

/** What the expression's filter terms may name: the tenant's filter categories. */
export interface FilterCategories {
  /** Categories with a value list (facets). */
  values: readonly string[];
  /** Categories with a date-range picker. */
  dates: readonly string[];
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A value as the syntax writes it: bare when it is one plain word, else quoted. */
export function quoteValue(value: string): string {
  return /^[\p{L}\p{N}_-]+$/u.test(value) && !/^(AND|OR|NOT|TO)$/.test(value)
    ? value
    : `"${value.replace(/[\\"]/g, (c) => `\\${c}`)}"`;
}

function unquote(raw: string): string | null {
  if (raw.startsWith('"')) {
    if (raw.length < 2 || !raw.endsWith('"')) return null;
    return raw.slice(1, -1).replace(/\\(.)/g, '$1');
  }
  // Wildcards, ranges and comparisons are searches, not a chosen value.
  return /^[^\s*?:<>=[\]{}()"\\]+$/.test(raw) ? raw : null;
}

function canonical(category: string, known: readonly string[]): string | undefined {
  return known.find((k) => k.toLowerCase() === category.toLowerCase());
}

/** `category:value` → the category and value, when it is exactly that. */
function fieldValue(text: string): { category: string; value: string } | null {
  const colon = text.indexOf(':');
  if (colon <= 0) return null;
  const value = unquote(text.slice(colon + 1).trim());
  return value === null ? null : { category: text.slice(0, colon), value };
}

/** Reads a term as a facet choice or a date range of the tenant's categories, if it is one. */
export function filterTerm(text: string, categories: FilterCategories): FilterTerm | null {
  // Dates compare as yyyy-MM-dd; the syntax's [a TO b] ranges are for numbers only.
  const range = /^\(\s*([\w.]+):>=(\S+)\s+AND\s+([\w.]+):<=(\S+)\s*\)$/.exec(text);
  if (range) {
    const category = canonical(range[1]!, categories.dates);
    const [from, to] = [range[2]!, range[4]!];
    return category &&
      canonical(range[3]!, categories.dates) === category &&
      ISO_DATE.test(from) &&
      ISO_DATE.test(to)
      ? { kind: 'range', category, from, to }
      : null;
  }
  const relative = /^([\w.]+):([\w-]+)$/.exec(text);
  const relativeCategory = relative && canonical(relative[1]!, categories.dates);
  if (relativeCategory && isRelativeRange(relative[2]!))
    return { kind: 'relative', category: relativeCategory, within: relative[2] };
  const inner = text.startsWith('(') && text.endsWith(')') ? text.slice(1, -1).trim() : null;
  const parts = inner === null ? [text] : splitOr(inner);
  if (!parts) return null;
  const pairs = parts.map(fieldValue);
  if (pairs.some((p) => !p)) return null;
  const category = canonical(pairs[0]!.category, categories.values);
  if (!category || pairs.some((p) => canonical(p!.category, categories.values) !== category))
    return null;
  return { kind: 'values', category, values: pairs.map((p) => p!.value) };
}

/** `a OR b OR c` inside a group, as its alternatives; null when it is anything else. */
function splitOr(inner: string): string[] | null {
  const found = tokens(inner);
  if (!found || found.length % 2 === 0) return null;
  const parts: string[] = [];
  for (const [i, token] of found.entries()) {
    if (i % 2 === 1) {
      if (token.text !== 'OR') return null;
    } else parts.push(token.text);
  }
  return parts;
}

/** The syntax of a filter term, the inverse of filterTerm. */
export function filterTermText(term: FilterTerm): string {
  if (term.kind === 'relative') return `${term.category}:${term.within}`;
  if (term.kind === 'range')
    return `(${term.category}:>=${term.from} AND ${term.category}:<=${term.to})`;
  const parts = term.values.map((v) => `${term.category}:${quoteValue(v)}`);
  return parts.length === 1 ? parts[0]! : `(${parts.join(' OR ')})`;
}

/** The category named just before `position` in an expression (`umpire` in `umpire:Smith`). */
export function categoryAt(query: string, position: number): string | null {
  const match = /^([\p{L}\p{N}_.-]+)\s*:/u.exec(query.slice(position));
  return match ? match[1]! : null;
}

/** A word of the search put in its tenant's meaning: `six` searched as `runs:6`. */
export interface SearchWord {
  word: string;
  term: string;
}

/**
 * The expression with each bare top-level word the tenant gives a meaning to (its
 * `searchWords`, matched whatever its case) replaced by that term, and which were. An
 * expression that cannot be split into terms (a top-level OR) is left as it is.
 */
export function withSearchWords(
  expression: string,
  words: Readonly<Record<string, string>> | undefined,
): { expression: string; replaced: SearchWord[] } {
  const terms = words ? topLevelTerms(expression) : null;
  if (!words || !terms) return { expression, replaced: [] };
  let result = expression;
  const replaced: SearchWord[] = [];
  for (const term of [...terms].reverse()) {
    const meaning = /^[\p{L}\p{N}]+$/u.test(term.text) ? words[term.text.toLowerCase()] : undefined;
    if (!meaning) continue;
    result = `${result.slice(0, term.start)}${meaning}${result.slice(term.end)}`;
    replaced.unshift({ word: term.text, term: meaning });
  }
  return { expression: result, replaced };
}
