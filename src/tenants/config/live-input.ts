import type { FamilyName } from '../types';
import type { LiveInputLimits } from './types';

/** A live match's input a tenant takes unless it says: up to 2160p (UHD) at 40 Mb/s. */
export const DEFAULT_LIVE_INPUT: LiveInputLimits = { maxHeight: 2160, maxKbps: 40_000 };

/**
 * What a tenant's live matches may take, where it says (docs/live.md): a picture whose shorter
 * side is taller is refused, as is a stream sending faster. Only the server reads these, so
 * they are kept out of the families' settings the pages carry.
 */
const LIVE_INPUT: Partial<Record<FamilyName, LiveInputLimits>> = {
  // A site's cameras stream 1080p at most; more is a camera set up wrong.
  eventFeed: { maxHeight: 1080, maxKbps: 8_000 },
};

/** A family's limits on a live match's input: its own, or the default. */
export const liveInputOf = (family: FamilyName | undefined): LiveInputLimits =>
  (family && LIVE_INPUT[family]) || DEFAULT_LIVE_INPUT;
