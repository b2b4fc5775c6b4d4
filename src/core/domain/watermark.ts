import type { WatermarkSettings } from '../../tenants/config/types';

/** Where a watermark sits over the video, as CSS properties of an absolutely placed image. */
export interface WatermarkPlacement {
  opacity: string;
  width: string;
  top?: string;
  right?: string;
  bottom?: string;
  left?: string;
  transform?: string;
}

/**
 * The tenant's mark over the video (SPEC §3 player settings, §9): its width and margin are
 * percentages of the video's width, so the mark scales with the player, fullscreen included.
 */
export function watermarkPlacement(mark: WatermarkSettings): WatermarkPlacement {
  const opacity = String(Math.min(1, Math.max(0, mark.opacity)));
  const width = `${Math.min(100, Math.max(0, mark.widthPercent))}%`;
  const margin = `${Math.max(0, mark.marginPercent)}%`;
  if (mark.position === 'center') {
    return { opacity, width, top: '50%', left: '50%', transform: 'translate(-50%, -50%)' };
  }
  const [vertical, horizontal] = mark.position.split('-') as ['top' | 'bottom', 'left' | 'right'];
  return { opacity, width, [vertical]: margin, [horizontal]: margin };
}
