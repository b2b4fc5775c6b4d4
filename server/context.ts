import type { Database } from './db/database';
import type { ServerConfig } from './config';
import type { Authenticator } from './http/auth';
import type { TokenSettings } from './identity/tokens';
import type { Mailer } from './identity/mailer';
import type { MediaFiles } from './media/media-files';
import type { SearchAssignment } from './search/cluster';
import type { SearchEngine } from './search/engine';
import type { ExportWorker } from './exports/worker';
import type { MediaStorage } from './media/storage';
import type { S3Archive } from './exports/renderers/archive';
import type { HighlightWorker } from './highlights/worker';
import type { Metrics } from './observability/metrics';
import type { IngestWorker } from './ingest/worker';
import type { UploadServer } from './ingest/uploads';
import type { PartnerSiteRegister } from './embedding/register';

/** What every service plugin is given: no globals, so tests build as many servers as they like. */
export interface ServerContext {
  db: Database;
  config: ServerConfig;
  tokens: TokenSettings;
  auth: Authenticator;
  media: MediaFiles;
  mailer: Mailer;
  search: SearchEngine;
  /** Where each tenant's searches are answered, in a cluster that spreads them; null: here. */
  assignment: SearchAssignment | null;
  /** Export jobs, and where their finished files are kept. */
  exports: { worker: ExportWorker; files: MediaStorage; archive: S3Archive | null };
  /** Highlight package builds, on the same job queue. */
  highlights: { worker: HighlightWorker };
  /** Uploads of a tenant's own footage, and the jobs that make them playable. */
  ingest: { uploads: UploadServer; worker: IngestWorker };
  /** Requests, latencies and jobs, shown at /metrics. */
  metrics: Metrics;
  /** The partner sites each tenant registered, followed as any process changes them. */
  sites: PartnerSiteRegister;
}
