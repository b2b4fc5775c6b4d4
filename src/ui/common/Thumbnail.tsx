import { tokens } from '@fluentui/react-theme';
import { makeStyles } from '@griffel/react';
import { useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { thumbnailQuery } from '../../core/queries/media';
import { onePerTask } from './one-per-task';
import { useServerQuery } from './useServerQuery';
import { useTenant } from './useTenant';

const useStyles = makeStyles({
  frame: {
    width: '160px',
    maxWidth: '100%',
    height: 'auto',
    aspectRatio: '16 / 9',
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground3,
    objectFit: 'cover',
    display: 'block',
    flexShrink: 0,
  },
});

/**
 * Whether an element has come within a screen of the visible part of the page, once. Told one
 * frame a task: a list's frames come into view together, and asking for all of them in one
 * task was a long task on a phone.
 */
function useNearView(ref: RefObject<HTMLElement | null>): boolean {
  const [near, setNear] = useState(typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    let takeBack = () => {};
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return;
        observer.disconnect();
        takeBack = onePerTask(() => setNear(true));
      },
      { rootMargin: '100% 0px' },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      takeBack();
    };
  }, [ref, near]);
  return near;
}

/**
 * The frame at the clip's time, 320x180 drawn at half size. Fetched with the session's
 * headers (the image endpoint is authenticated) and kept in the page's cache; only once its
 * place comes within a screen of view, so a long list (or a phone's) asks first for the frames
 * that are seen.
 */
export function Thumbnail({
  assetId,
  seconds,
  settleMs = 0,
}: {
  assetId: string;
  seconds: number;
  /**
   * Ask for the frame only once the row has stayed this long: rows flung past in a long
   * list cost no image (a frame already in the cache shows at once).
   */
  settleMs?: number;
}) {
  const styles = useStyles();
  const tenantId = useTenant().tenantId;
  const t = Math.max(0, Math.floor(seconds));
  const [settled, setSettled] = useState(settleMs === 0);
  useEffect(() => {
    if (settled) return;
    const timer = setTimeout(() => setSettled(true), settleMs);
    return () => clearTimeout(timer);
  }, [settled, settleMs]);
  const place = useRef<HTMLDivElement>(null);
  const near = useNearView(place);
  const options = useMemo(
    () => thumbnailQuery(tenantId, assetId, t, settled && near),
    [tenantId, assetId, t, settled, near],
  );
  const fetched = useServerQuery(options).data;
  // The frame shown stays until the next one has come (a frame scrubbed to, say).
  const [blob, setBlob] = useState<Blob | undefined>(fetched);
  if (fetched && fetched !== blob) setBlob(fetched);
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!blob) return;
    const made = URL.createObjectURL(blob);
    // An object URL is a resource outside React, made and revoked with the blob it shows.
    // oxlint-disable-next-line react/set-state-in-effect
    setUrl(made);
    return () => URL.revokeObjectURL(made);
  }, [blob]);
  return url ? (
    <img className={styles.frame} src={url} alt="" width={160} height={90} />
  ) : (
    <div ref={place} className={styles.frame} aria-hidden="true" />
  );
}
