/** A text pattern, normalised (lower case, no accents). */
export interface Pattern {
  text: string;
  /** Holds `*` or `?`. */
  wildcard: boolean;
}

export type CategoryMatch =
  | { kind: 'any' }
  | { kind: 'exact'; name: string }
  | { kind: 'pattern'; pattern: Pattern };

export type Comparison = { op: '>' | '>=' | '<' | '<=' | '='; value: number | string };

export interface NumericRange {
  min: number;
  max: number;
  minInclusive: boolean;
  maxInclusive: boolean;
}

/** What a query means, independent of how it was written. */
export type QueryNode =
  | { kind: 'all' }
  | { kind: 'and'; children: QueryNode[] }
  | { kind: 'or'; children: QueryNode[] }
  | { kind: 'not'; child: QueryNode }
  /** Free text: a word, a quoted phrase or a wildcard pattern, in any text category. */
  | { kind: 'text'; pattern: Pattern }
  /** A payload item: of a category (or any), with a value matching (or any). */
  | { kind: 'item'; category: CategoryMatch; value: Pattern | null }
  /** A payload item of an integer or date category compared with a value. */
  | { kind: 'compare'; category: string; comparison: Comparison }
  | { kind: 'range'; category: string; range: NumericRange }
  | { kind: 'asset'; pattern: Pattern }
  | { kind: 'clip'; id: string }
  | { kind: 'duration'; range: NumericRange };
