import { tenantById, type LiveInputLimits } from '../../src/tenants';
import { liveInputOf } from '../../src/tenants/config/live-input';

/** A measured rate this far over the limit is refused: containers add a little to what is set. */
const RATE_TOLERANCE = 1.1;

const number = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 0 });

/**
 * What a tenant's live matches may take (its family's, `src/tenants/config/live-input.ts`, the
 * default unless it says), never more than the operator's ceilings where set.
 */
export function liveInputLimitsOf(
  tenantId: string,
  ceiling: Partial<LiveInputLimits> = {},
): LiveInputLimits {
  const own = liveInputOf(tenantById(tenantId)?.tenant.family);
  return {
    maxHeight: Math.min(own.maxHeight, ceiling.maxHeight ?? Infinity),
    maxKbps: Math.min(own.maxKbps, ceiling.maxKbps ?? Infinity),
  };
}

/** Why an input's picture is refused, in words; null when it is taken. */
export function pictureRefusal(
  picture: { width?: number; height?: number },
  limits: LiveInputLimits,
): string | null {
  if (!picture.width || !picture.height) return null;
  if (Math.min(picture.width, picture.height) <= limits.maxHeight) return null;
  return `The encoder sent a ${picture.width}×${picture.height} picture: this organisation takes live pictures up to ${limits.maxHeight}p. Send ${limits.maxHeight}p or less; the match goes on when it does.`;
}

/** Why an input's bitrate is refused, in words; null when it is taken (or not yet known). */
export function rateRefusal(kbps: number | null, limits: LiveInputLimits): string | null {
  if (kbps === null || kbps <= limits.maxKbps * RATE_TOLERANCE) return null;
  return `The encoder sent ${number.format(kbps)} kb/s: this organisation takes live streams up to ${number.format(limits.maxKbps)} kb/s. Lower the encoder’s bitrate; the match goes on when it does.`;
}
