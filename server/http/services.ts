/** Where each service of SPEC §7 is mounted; a client is configured with one base URL each. */
export const SERVICE_PREFIXES = {
  identity: '/identity',
  highlights: '/highlights',
  asset: '/asset',
  middleware: '/middleware',
} as const;
