import { createHash } from 'node:crypto';

/** A tenant's and a process's weight: the same on every process, for any order of either. */
function weight(tenantId: string, address: string): bigint {
  return createHash('sha256').update(`${tenantId}\n${address}`).digest().readBigUInt64BE(0);
}

/** The processes in the order a tenant prefers them (rendezvous hashing). */
function preferred(tenantId: string, addresses: readonly string[]): string[] {
  return [...addresses]
    .map((address) => ({ address, weight: weight(tenantId, address) }))
    .sort((a, b) => (a.weight === b.weight ? 0 : a.weight > b.weight ? -1 : 1))
    .map((p) => p.address);
}

/**
 * A tenant's size as placing reads it: its clips to the power of two below (a tenant growing by
 * a live feed moves only when it doubles), and nothing under 1,024 (small tenants go where they
 * prefer).
 */
export function sizeClass(clips: number): number {
  return clips < 1024 ? 0 : 2 ** Math.floor(Math.log2(clips));
}

/**
 * The processes each tenant's search index is assigned to: `replicas` of `addresses` each, the
 * ones it prefers (rendezvous hashing) unless one would then hold more than its share of the
 * clips (a quarter over the even share, or the largest tenant), in which case the next it
 * prefers. Largest tenants first. Every process works it out alike from the same list and
 * sizes, and a process joining or leaving moves few tenants besides the ones it takes or held.
 */
export function assignTenants(
  tenants: ReadonlyArray<{ id: string; clips: number }>,
  addresses: readonly string[],
  replicas: number,
): Map<string, string[]> {
  const copies = Math.max(1, Math.min(replicas, addresses.length));
  const sized = tenants
    .map((t) => ({ id: t.id, size: sizeClass(t.clips) }))
    .sort((a, b) => b.size - a.size || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const total = sized.reduce((sum, t) => sum + t.size, 0);
  const largest = sized[0]?.size ?? 0;
  const cap = Math.max(((total * copies) / Math.max(1, addresses.length)) * 1.25, largest);
  const load = new Map(addresses.map((a) => [a, 0]));
  const assigned = new Map<string, string[]>();
  for (const { id, size } of sized) {
    const order = preferred(id, addresses);
    const fits = order.filter((a) => load.get(a)! + size <= cap);
    const chosen = [...fits, ...order.filter((a) => !fits.includes(a))].slice(0, copies);
    for (const a of chosen) load.set(a, load.get(a)! + size);
    assigned.set(id, chosen);
  }
  return assigned;
}
