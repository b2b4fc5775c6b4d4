import type { CategoryMatch, Pattern } from '../../../src/core/api/contract/query/types';
import { GrowableU32 } from './growable';
import { normalize, tokenize, wildcardRegExp } from './text';

export type ValueType = 'text' | 'integer' | 'date';

/** One distinct (category, value) of a tenant's payloads, with the clips that carry it. */
export interface Entry {
  id: number;
  category: string;
  categoryNorm: string;
  value: string;
  norm: string;
  tokens: string[];
  /** Integer categories: the number; others null. */
  integer: number | null;
  type: ValueType;
  docs: GrowableU32;
}

const compiled = new Map<string, RegExp>();

/** A wildcard pattern's expression, made once: a search tests it on every value. */
function patternRegExp(text: string): RegExp {
  let re = compiled.get(text);
  if (!re) {
    if (compiled.size >= 1000) compiled.clear();
    re = wildcardRegExp(text);
    compiled.set(text, re);
  }
  return re;
}

/** Does a normalised value match a pattern: the whole value, one of its words, or a phrase in it. */
export function valueMatches(entry: Pick<Entry, 'norm' | 'tokens'>, pattern: Pattern): boolean {
  if (pattern.wildcard) {
    const re = patternRegExp(pattern.text);
    return re.test(entry.norm) || entry.tokens.some((t) => re.test(t));
  }
  if (entry.norm === pattern.text) return true;
  if (!pattern.text.includes(' ')) return entry.tokens.includes(pattern.text);
  const words = tokenize(pattern.text);
  const tokens = entry.tokens;
  outer: for (let i = 0; i + words.length <= tokens.length; i++) {
    for (let j = 0; j < words.length; j++) if (tokens[i + j] !== words[j]) continue outer;
    return true;
  }
  return false;
}

/** Every distinct payload value of a tenant, by category and by word. */
export class Dictionary {
  readonly entries: Entry[] = [];
  private readonly byKey = new Map<string, Entry>();
  readonly byCategory = new Map<string, Entry[]>();
  private readonly byToken = new Map<string, Entry[]>();

  constructor(private readonly typeOf: (categoryNorm: string) => ValueType) {}

  /** The entry of (category, value), made on first sight. */
  entry(category: string, value: string, integerValue: number | undefined): Entry {
    const key = `${category}\u0000${value}`;
    let entry = this.byKey.get(key);
    if (entry) return entry;
    const categoryNorm = normalize(category);
    const norm = normalize(value);
    const type = this.typeOf(categoryNorm);
    const integer =
      type === 'integer'
        ? (integerValue ?? (Number.isFinite(Number(value)) ? Number(value) : null))
        : null;
    entry = {
      id: this.entries.length,
      category,
      categoryNorm,
      value,
      norm,
      tokens: tokenize(norm),
      integer,
      type,
      docs: new GrowableU32(),
    };
    this.entries.push(entry);
    this.byKey.set(key, entry);
    const list = this.byCategory.get(categoryNorm) ?? [];
    list.push(entry);
    this.byCategory.set(categoryNorm, list);
    if (type === 'text') {
      for (const token of new Set(entry.tokens)) {
        const withToken = this.byToken.get(token) ?? [];
        withToken.push(entry);
        this.byToken.set(token, withToken);
      }
    }
    return entry;
  }

  /** The entry of (category, value) if there is one. */
  find(category: string, value: string): Entry | undefined {
    return this.byKey.get(`${category}\u0000${value}`);
  }

  /** Entries of the categories a CategoryMatch names. */
  inCategories(match: CategoryMatch): Entry[] {
    if (match.kind === 'any') return this.entries;
    if (match.kind === 'exact') return this.byCategory.get(normalize(match.name)) ?? [];
    const re = wildcardRegExp(match.pattern.text);
    return [...this.byCategory.entries()]
      .filter(([name]) => re.test(name))
      .flatMap(([, list]) => list);
  }

  /** Text entries a free-text pattern matches, optionally only in some categories. */
  matchText(pattern: Pattern, categories?: ReadonlySet<string>): Entry[] {
    const allowed = (e: Entry) =>
      e.type === 'text' && (!categories || categories.has(e.categoryNorm));
    if (!pattern.wildcard && !pattern.text.includes(' ')) {
      const exact = this.byToken.get(pattern.text) ?? [];
      return exact.filter(allowed);
    }
    return this.entries.filter((e) => allowed(e) && valueMatches(e, pattern));
  }

  /** The words of all text values, for wildcard and prefix look-ups. */
  tokens(): IterableIterator<[string, Entry[]]> {
    return this.byToken.entries();
  }
}
