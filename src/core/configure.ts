/** What a page sets before its first element: `configure()`, or the loader's data attributes. */
export interface PlatformOptions {
  /** Origin of the platform API; the page's own origin by default. */
  apiBase?: string;
  /** A tenant key or id, beating the stored name and the host. */
  tenant?: string;
  /** Called after a failed token refresh cleared the session (the app goes to /login). */
  onSignedOut?: (error: unknown) => void;
  /**
   * The page's Content Security Policy nonce: every style element the elements (and Fluent)
   * add carries it, so that a page needs no `style-src 'unsafe-inline'`.
   */
  nonce?: string;
  /**
   * The elements' theme on this page until the person chooses one: `light` on a light page,
   * `dark`, or `system` (the visitor's); the tenant's default otherwise.
   */
  theme?: 'light' | 'dark' | 'system';
}

// A registered symbol: the loader (a bundle of its own) and the elements share the options.
export const OPTIONS = Symbol.for('vs.core.platformOptions');

/**
 * Sets the page's options (API base, tenant, CSP nonce) before the first element appears;
 * once an element has started the page's platform, later calls change nothing made.
 */
export function configure(options: PlatformOptions): void {
  const holder = globalThis as unknown as Record<symbol, PlatformOptions | undefined>;
  holder[OPTIONS] = { ...holder[OPTIONS], ...options };
}
