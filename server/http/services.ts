import { SERVICE_PATHS } from '../../src/core/api/contract';

/** Where each service of SPEC §7 is mounted; a client is configured with one base URL each. */
export const SERVICE_PREFIXES = SERVICE_PATHS;
