import type { AssetKey } from '../assets/service';
import type { Database } from '../db/database';
import type { Ffmpeg } from '../media/ffmpeg';
import type { MediaStorage } from '../media/storage';
import type { FetchBytes } from './hls-pull';
import type { LiveInputLimits } from '../../src/tenants';

/** What a live match's session works with: the database, storage, ffmpeg, and where. */
export interface LiveSessionDeps {
  db: Database;
  storage: MediaStorage;
  ffmpeg: string;
  probes: Ffmpeg;
  segmentSeconds: number;
  preset?: string;
  /** Where each stream's HLS is written as it is made (a folder per asset). */
  workDir: string;
  log(message: string): void;
  /** What a tenant's live matches may take (its limits under the operator's ceilings). */
  inputLimits(tenantId: string): LiveInputLimits;
  /** Reads an address under the address import's rules: a pulled stream's playlists, segments. */
  fetchBytes: FetchBytes;
  /**
   * The match became a normal video (this long): its game's highlight packages are built once
   * more, and the tenant's webhooks told.
   */
  becameVideo?(key: AssetKey, duration: number): Promise<void>;
}
