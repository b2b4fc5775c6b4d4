import {
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type RefObject,
} from 'react';
import {
  PlaybackController,
  type PlaybackCallbacks,
  type PlaybackSnapshot,
} from './PlaybackController';
import { loadShaka } from './shaka';

const noSubscription = () => () => {};
const IDLE: PlaybackSnapshot = {
  status: 'idle',
  index: -1,
  elapsed: 0,
  duration: 0,
  buffering: false,
  muted: false,
  volume: 1,
  rate: 1,
  live: null,
  error: null,
};
const idleSnapshot = () => IDLE;

/**
 * A playback controller for a video element, made once shaka has loaded (the first player
 * shown loads it for every player of the page), with its snapshot for rendering.
 */
export function usePlaybackEngine(
  videoRef: RefObject<HTMLVideoElement | null>,
  callbacks: PlaybackCallbacks = {},
) {
  const [controller, setController] = useState<PlaybackController | null>(null);
  const [engineError, setEngineError] = useState<string | null>(null);
  const latest = useRef(callbacks);
  useLayoutEffect(() => {
    latest.current = callbacks;
  });
  useEffect(() => {
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
  }, [videoRef]);
  const snapshot = useSyncExternalStore(
    controller?.subscribe ?? noSubscription,
    controller?.getSnapshot ?? idleSnapshot,
  );
  return { controller, engineError, snapshot };
}
