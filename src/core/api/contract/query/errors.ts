/** A query the engine cannot read; `position` is the 0-based character offset at fault. */
export class SearchSyntaxError extends Error {
  constructor(
    message: string,
    readonly position: number,
  ) {
    super(message);
    this.name = 'SearchSyntaxError';
  }
}

/** A field the tenant's data does not have. */
export class UnknownFieldError extends SearchSyntaxError {
  constructor(
    readonly field: string,
    position: number,
    known: readonly string[],
  ) {
    super(
      `Unknown field "${field}" at position ${position + 1}. Fields: ${known.join(', ')}.`,
      position,
    );
    this.name = 'UnknownFieldError';
  }
}
