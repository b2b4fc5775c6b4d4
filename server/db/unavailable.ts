/** PostgreSQL's SQLSTATE classes and codes that mean the database cannot answer now. */
const UNAVAILABLE_STATES = new Set([
  '57P01', // admin_shutdown: the server is stopping
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now: starting up or shutting down
  '53300', // too_many_connections
]);

const UNAVAILABLE_NETWORK = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
]);

/**
 * Whether an error says the database is out of reach (stopped, restarting, the connection
 * cut) rather than that the request was wrong: the caller may try again shortly.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let at: unknown = error, depth = 0; at && depth < 4; depth++) {
    const { code, syscall, message, cause } = at as {
      code?: unknown;
      syscall?: unknown;
      message?: unknown;
      cause?: unknown;
    };
    if (typeof code === 'string') {
      if (UNAVAILABLE_STATES.has(code) || code.startsWith('08')) return true;
      if (UNAVAILABLE_NETWORK.has(code)) return true;
      // A server on a Unix socket: while it is stopped its socket file is gone.
      if (code === 'ENOENT' && syscall === 'connect') return true;
    }
    // node-postgres says so in words when a connection ends under a query.
    if (typeof message === 'string' && message.startsWith('Connection terminated')) return true;
    at = cause;
  }
  return false;
}
