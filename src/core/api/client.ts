import type { ServiceName, ApiConfig } from './config';
import type { ApiErrorBody, TokenPair } from './contract';
import { ApiError, FetchError, ParseError, TimeoutError, isUnauthorized } from './errors';

/** What the client needs of the session; the core state implements it. */
export interface AuthSource {
  accessToken(): string | undefined;
  refreshToken(): string | undefined;
  apiKey(): string | undefined;
  userId(): string | undefined;
  /** Keep a refreshed pair. */
  setTokens(pair: TokenPair): void;
  /** The refresh failed: clear the session and go to sign-in (or tell the host page). */
  onAuthFailure(error: unknown): void;
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Record<string, string | number | boolean | undefined>;
  /** Sent as JSON. */
  body?: unknown;
  /** Sent as it is, as text/plain (the refresh token). */
  text?: string;
  /** The sign-out call never triggers a refresh. */
  noRefresh?: boolean;
  /** Answers without a JSON body (204, images): resolve with the Response. */
  raw?: boolean;
  signal?: AbortSignal;
  /** Headers of the call's own (a reviewer's grant), beside the session's. */
  headers?: Record<string, string>;
}

type Fetch = typeof fetch;

/** Names the cluster's process that answered a search; sent back to reach it again. */
const SEARCH_PROCESS_HEADER = 'x-vs-search-process';

/** How many renewals a session is followed through: far more than a call can wait through. */
const RENEWALS_KEPT = 8;

/**
 * The only place that calls `fetch` (DESIGN.md). Sends the session's headers; on a 401 runs
 * exactly one token refresh however many calls are waiting, then retries each once; if the
 * refresh fails, hands over to `onAuthFailure`.
 *
 * A call belongs to the session it was made in. When that session ends while the call waits
 * (a sign-out, another person's sign-in, a switch of tenancy), it is not sent again with the
 * next session's credentials: what it asked was built for the last one (another tenant's
 * filters, say). Nor does a late answer to the last session's refresh touch the next one.
 */
export class ApiClient {
  private refreshing: { token: string | undefined; running: Promise<void> } | null = null;
  /** Refresh tokens this client renewed, to the token that replaced each (the newest few). */
  private readonly renewals = new Map<string, string>();
  /**
   * The cluster's process that answered the last search (a name it gives): named again in
   * each request, so that the cluster's proxy sends it straight there, where the tenant's
   * search index is (docs/search.md "Tenants over processes"). None where one process serves.
   */
  private searchProcess: string | null = null;

  constructor(
    private readonly config: ApiConfig,
    private readonly auth: AuthSource,
    private readonly fetchImpl: Fetch = (...args) => fetch(...args),
  ) {}

  url(service: ServiceName, path: string, query?: RequestOptions['query']): string {
    const url = new URL(this.config.baseUrls[service] + (path.startsWith('/') ? path : `/${path}`));
    for (const [key, value] of Object.entries(query ?? {})) {
      if (value !== undefined) url.searchParams.set(key, String(value));
    }
    return url.toString();
  }

  async request<T>(service: ServiceName, path: string, options: RequestOptions = {}): Promise<T> {
    const session = this.auth.refreshToken();
    try {
      return await this.send<T>(service, path, options);
    } catch (error) {
      if (options.noRefresh || !isUnauthorized(error) || !session) throw error;
      if (!this.sameSession(session)) throw error;
      await this.refreshOnce();
      if (!this.sameSession(session)) throw error;
      return this.send<T>(service, path, options);
    }
  }

  /**
   * The session's credentials as headers, for the one transport that is not `fetch`: the
   * resumable upload client (`uploads.ts`), which streams a file in parts with progress.
   */
  sessionHeaders(): Record<string, string> {
    const { accept: _accept, ...headers } = this.headers({});
    return headers;
  }

  /**
   * After a 401 to a call made with `sessionHeaders()`: renews the session once (however
   * many ask), and answers whether the call may be sent again, as `request` decides.
   */
  async renewAfterUnauthorized(): Promise<boolean> {
    const session = this.auth.refreshToken();
    if (!session) return false;
    try {
      await this.refreshOnce();
    } catch {
      return false;
    }
    return this.sameSession(session);
  }

  /** Is the session now the one whose refresh token was `token`, renewed or not since? */
  private sameSession(token: string): boolean {
    const now = this.auth.refreshToken();
    let seen: string | undefined = token;
    for (let hops = 0; seen !== undefined && hops <= this.renewals.size; hops += 1) {
      if (seen === now) return true;
      seen = this.renewals.get(seen);
    }
    return false;
  }

  private renewed(from: string, to: string): void {
    this.renewals.set(from, to);
    if (this.renewals.size > RENEWALS_KEPT) {
      this.renewals.delete(this.renewals.keys().next().value!);
    }
  }

  /**
   * A JSON file the product serves at its origin beside the services (`/custom-elements.json`),
   * from the identity service's host. Public: a 401 never starts a refresh.
   */
  async siteFile<T>(path: string, signal?: AbortSignal): Promise<T> {
    const url = new URL(path, this.config.baseUrls.identity).toString();
    return this.send<T>('identity', url, { noRefresh: true, ...(signal ? { signal } : {}) });
  }

  /**
   * One refresh at a time for a session: its later callers wait for the one running. A
   * refresh still running for a session that has ended is not the next session's to wait for.
   */
  private refreshOnce(): Promise<void> {
    const token = this.auth.refreshToken();
    const current = this.refreshing;
    if (current && current.token === token) return current.running;
    const running = this.refresh(token).finally(() => {
      if (this.refreshing?.running === running) this.refreshing = null;
    });
    this.refreshing = { token, running };
    return running;
  }

  private async refresh(token: string | undefined): Promise<void> {
    try {
      if (!token) throw new Error('no refresh token');
      const pair = await this.send<TokenPair>('identity', '/v2/iam/auth/refresh', {
        method: 'POST',
        text: token,
        noRefresh: true,
      });
      // The session ended while its refresh was under way: the new pair is the old session's.
      if (this.auth.refreshToken() !== token) return;
      this.renewed(token, pair.refreshToken);
      this.auth.setTokens({ token: pair.token, refreshToken: pair.refreshToken });
      announceToken(pair.token);
    } catch (error) {
      if (this.auth.refreshToken() === token) this.auth.onAuthFailure(error);
      throw error;
    }
  }

  private headers(options: RequestOptions): Record<string, string> {
    const headers: Record<string, string> = { accept: 'application/json' };
    const token = this.auth.accessToken();
    if (token) {
      headers.authorization = `Bearer ${token}`;
      headers['x-authorization'] = `Bearer ${token}`;
    }
    const key = this.auth.apiKey();
    if (key) headers['x-api-key'] = key;
    const user = this.auth.userId();
    if (user) headers['x-userid'] = user;
    if (this.searchProcess) headers[SEARCH_PROCESS_HEADER] = this.searchProcess;
    Object.assign(headers, options.headers);
    if (options.text !== undefined) headers['content-type'] = 'text/plain';
    else if (options.body !== undefined) headers['content-type'] = 'application/json';
    return headers;
  }

  /** `path` is the service's path, or a whole URL (`siteFile`). */
  private async send<T>(service: ServiceName, path: string, options: RequestOptions): Promise<T> {
    const url = /^https?:/.test(path) ? path : this.url(service, path, options.query);
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), this.config.timeoutMs);
    const onAbort = () => controller.abort();
    options.signal?.addEventListener('abort', onAbort);
    let response: Response;
    try {
      response = await this.fetchImpl(url, {
        method:
          options.method ??
          (options.body !== undefined || options.text !== undefined ? 'POST' : 'GET'),
        headers: this.headers(options),
        body:
          options.text ?? (options.body !== undefined ? JSON.stringify(options.body) : undefined),
        signal: controller.signal,
      });
    } catch (error) {
      if (controller.signal.aborted && !options.signal?.aborted)
        throw new TimeoutError(url, this.config.timeoutMs);
      if (options.signal?.aborted) throw error;
      throw new FetchError(url, error);
    } finally {
      clearTimeout(timer);
      options.signal?.removeEventListener('abort', onAbort);
    }
    this.searchProcess = response.headers.get(SEARCH_PROCESS_HEADER) ?? this.searchProcess;
    if (response.ok && options.raw) return response as T;
    const text = await response.text();
    let parsed: unknown;
    try {
      parsed = text === '' ? undefined : JSON.parse(text);
    } catch {
      throw new ParseError(url, response.status, text);
    }
    if (!response.ok) {
      const body = parsed as Partial<ApiErrorBody> | undefined;
      if (body?.code === 'site_not_registered') tellIntegrator(url);
      throw new ApiError(url, response.status, {
        statusCode: response.status,
        error: body?.error ?? response.statusText,
        code: body?.code ?? 'http_error',
        message: body?.message ?? `${url} answered ${response.status}`,
        ...(body?.field ? { field: body.field } : {}),
        ...(body?.position !== undefined ? { position: body.position } : {}),
      });
    }
    return parsed as T;
  }
}

let integratorTold = false;

/**
 * Once a page, for whoever put the elements on it: the platform does not answer this site for
 * the tenant, and where that changes. Its visitors read words on the element itself.
 */
function tellIntegrator(url: string): void {
  if (integratorTold) return;
  integratorTold = true;
  const page = globalThis.location?.origin ?? 'this page';
  const platform = new URL(url).origin;
  // Who may register it, and where: an administrator of the tenant, in the embed builder.
  console.error(
    `vs-elements: ${platform} does not answer ${page}: an administrator registers the site at ${platform}/settings/embed`,
  );
}

/** A service worker that fetches media on the page's behalf needs the new token too. */
function announceToken(token: string): void {
  const worker = (
    globalThis as {
      navigator?: { serviceWorker?: { controller?: { postMessage(m: unknown): void } | null } };
    }
  ).navigator?.serviceWorker?.controller;
  worker?.postMessage({ type: 'vs-access-token', token });
}
