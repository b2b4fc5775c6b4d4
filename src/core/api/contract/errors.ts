/** The JSON body of every 4xx and 5xx answer of the platform API. */
export interface ApiErrorBody {
  statusCode: number;
  /** HTTP reason phrase, e.g. "Bad Request". */
  error: string;
  /** What went wrong, in words a developer can act on. 5xx answers never carry details. */
  message: string;
  /** Machine-readable reason, e.g. `invalid_credentials`, `validation`, `not_found`. */
  code: string;
  /** The request field at fault, where there is one (e.g. `body.userName`). */
  field?: string;
  /** For a malformed search expression: the 0-based character offset at fault. */
  position?: number;
}

/** A page of items in the platform's Spring-style paging shape. */
export interface Page<T> {
  content: T[];
  /** Zero-based page number. */
  page: number;
  size: number;
  totalElements: number;
  totalPages: number;
}
