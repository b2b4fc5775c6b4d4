/**
 * Whether a host or address is this machine: `localhost` (and names under it), any of IPv4's
 * loopback block 127.0.0.0/8, IPv6's `::1`, and IPv4 loopback written as IPv6
 * (`::ffff:127.0.0.1`). In brackets or not, as URLs and sockets give them.
 */
export function isLoopback(host: string): boolean {
  const name = host.toLowerCase().replace(/^\[(.*)\]$/, '$1');
  if (name === 'localhost' || name.endsWith('.localhost')) return true;
  if (name === '::1' || name === '0:0:0:0:0:0:0:1') return true;
  const v4 = /^(?:::ffff:)?(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(name);
  return !!v4 && v4[1] === '127' && v4.slice(2).every((part) => Number(part) <= 255);
}
