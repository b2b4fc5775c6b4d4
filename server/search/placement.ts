import { createHash } from 'node:crypto';

/** A tenant's and a process's weight: the same on every process, for any order of either. */
function weight(tenantId: string, address: string): bigint {
  return createHash('sha256').update(`${tenantId}\n${address}`).digest().readBigUInt64BE(0);
}

/**
 * The processes a tenant's search index is placed on: the `replicas` of `addresses` that weigh
 * most for it (rendezvous hashing). Every process works it out alike from the same list, and a
 * process joining or leaving moves only the tenants it takes or held (about 1 in N).
 */
export function placeTenant(
  tenantId: string,
  addresses: readonly string[],
  replicas: number,
): string[] {
  return [...addresses]
    .map((address) => ({ address, weight: weight(tenantId, address) }))
    .sort((a, b) => (a.weight === b.weight ? 0 : a.weight > b.weight ? -1 : 1))
    .slice(0, Math.max(1, replicas))
    .map((p) => p.address);
}
