import {
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type RefObject,
} from 'react';
import { PlaybackController, type PlaybackCallbacks } from './PlaybackController';
import { IDLE_SNAPSHOT } from './playback-snapshot';
import { loadShaka } from './shaka';

const noSubscription = () => () => {};
const idleSnapshot = () => IDLE_SNAPSHOT;

/**
 * A playback controller for a video element, made once shaka has loaded, with its snapshot for
 * rendering. Shaka loads when `eager`, else once the person reaches for the player
 * (`reachFor`: then `wanted`); the first player loading it loads it for every player of the
 * page.
 */
export function usePlaybackEngine(
  videoRef: RefObject<HTMLVideoElement | null>,
  callbacks: PlaybackCallbacks = {},
  eager = true,
) {
  const [wanted, setWanted] = useState(eager);
  // Once wanted, for good: a player keeps its engine when `eager` turns false.
  if (eager && !wanted) setWanted(true);
  const [controller, setController] = useState<PlaybackController | null>(null);
  const [engineError, setEngineError] = useState<string | null>(null);
  const latest = useRef(callbacks);
  useLayoutEffect(() => {
    latest.current = callbacks;
  });
  useEffect(() => {
    if (!wanted) return;
    let cancelled = false;
    let made: PlaybackController | null = null;
    loadShaka().then(
      (shaka) => {
        if (cancelled || !videoRef.current) return;
        made = new PlaybackController(shaka, videoRef.current, {
          onTimeUpdate: (...args) => latest.current.onTimeUpdate?.(...args),
          onEnded: (...args) => latest.current.onEnded?.(...args),
        });
        setController(made);
      },
      () => !cancelled && setEngineError('The player could not be loaded. Check the connection.'),
    );
    return () => {
      cancelled = true;
      void made?.destroy();
    };
  }, [videoRef, wanted]);
  const snapshot = useSyncExternalStore(
    controller?.subscribe ?? noSubscription,
    controller?.getSnapshot ?? idleSnapshot,
  );
  const reachFor = () => setWanted(true);
  return { controller, engineError, snapshot, wanted, reachFor };
}
