export { CACHE_RETENTION_MS, STALE_MS, createQueryClient, pageQueryClient } from './query-client';
