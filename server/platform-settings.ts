/** What every feature of the server shares: where it writes, and the secret it signs with. */
export interface PlatformSettings {
  /** Root of everything the server writes: database, media, caches, secret. */
  dataDir: string;
  /** Signs access tokens, media URLs and calls between a cluster's processes. */
  secret: Uint8Array;
}

/** A limit from the environment: a whole number from 0 to 60,000 (0 turns it off). */
export function wholeNumber(name: string, value: string): number {
  const number = Number(value);
  if (!/^\d+$/.test(value.trim()) || number > 60_000) {
    throw new Error(`${name} must be a whole number from 0 to 60000, not ${JSON.stringify(value)}`);
  }
  return number;
}
