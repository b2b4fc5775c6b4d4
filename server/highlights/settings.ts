import type { JobSettings } from '../jobs/worker';

/** How highlight package builds run. */
export interface HighlightSettings {
  /** Overrides of how highlights builds run (server/highlights/worker.ts has the defaults). */
  highlightJobs?: Partial<JobSettings>;
}
