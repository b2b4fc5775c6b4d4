import type { PlayerTimeUpdate } from '../../core/events';
import { Button } from '@fluentui/react-components';
import { tokens } from '@fluentui/react-theme';
import { makeStyles, mergeClasses } from '@griffel/react';
import { Spinner } from '@fluentui/react-spinner';
import { useEffect, useRef, type KeyboardEvent } from 'react';
import type { PlayableClip, PlayableResponse } from '../../core/api/contract';
import { formatClock } from '../../core/domain/clip-display';
import { sequenceDuration, spokenDuration } from '../../core/domain/playback';
import { watermarkPlacement } from '../../core/domain/watermark';
import { useTenant } from '../common';
import {
  EnterFullscreenIcon,
  ExitFullscreenIcon,
  MutedIcon,
  NextIcon,
  PauseIcon,
  PlayIcon,
  PreviousIcon,
  VolumeIcon,
} from './icons';
import { liveDelayInWords } from './live-position';
import { timeUpdateOf } from './playback-snapshot';
import { usePlaybackEngine } from './usePlaybackEngine';
import { frameKey } from './frame-keys';
import { toggleFullscreen, useFullscreen } from './fullscreen';
import { usePlayable } from './usePlayable';
import { errorInWords } from '../../core/api/error-words';

export type { PlayerTimeUpdate };

export interface PlayerProps {
  /** What to play, in order: one clip, or a collection's items. */
  clips: readonly PlayableClip[];
  /** The player's accessible name. */
  label?: string;
  /** Each item's type ("Clip", "Bumper") and title, by index; else "Clip" and its asset's title. */
  itemLabels?: ReadonlyArray<{ type: string; title: string }>;
  autoplay?: boolean;
  muted?: boolean;
  onTimeUpdate?(update: PlayerTimeUpdate): void;
  onEnded?(detail: { duration: number }): void;
  /**
   * What to play, already signed (a reviewer's page asks with its grant); without it the
   * player asks for `clips` itself.
   */
  source?: PlayableSource;
  /** Seconds into the sequence to play from, again each time `key` changes. */
  playFrom?: { elapsed: number; key: number };
  /**
   * The editors' keys besides the player's own: J jogs back, L plays and shuttles faster, comma
   * and full stop step a frame of this many per second (a review).
   */
  frameKeys?: { fps: number };
}

/** Signed media to play, as a hook of the caller's gives it. */
export interface PlayableSource {
  data: PlayableResponse | undefined;
  error: unknown;
  retry(): void;
}

const SEEK_STEP = 5;
const VOLUME_STEP = 0.1;

const useStyles = makeStyles({
  root: {
    display: 'grid',
    gap: tokens.spacingVerticalXS,
    padding: tokens.spacingHorizontalXS,
    color: tokens.colorNeutralForeground1,
    // Its own surface: the controls stay legible on any partner page.
    backgroundColor: tokens.colorNeutralBackground2,
    borderRadius: tokens.borderRadiusMedium,
    ':focus-visible': {
      outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}`,
      outlineOffset: '2px',
    },
  },
  fullscreen: {
    backgroundColor: '#000',
    color: '#fff',
    alignContent: 'center',
    justifyItems: 'center',
    padding: tokens.spacingVerticalS,
  },
  stage: {
    position: 'relative',
    width: '100%',
    aspectRatio: '16 / 9',
    backgroundColor: '#000',
    overflow: 'hidden',
    borderRadius: tokens.borderRadiusMedium,
  },
  // Fullscreen: the largest 16:9 stage that leaves room for the controls.
  stageFullscreen: { width: 'min(100%, calc((100vh - 96px) * 16 / 9))' },
  video: { position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'contain' },
  watermark: { position: 'absolute', pointerEvents: 'none', userSelect: 'none', height: 'auto' },
  overlay: {
    position: 'absolute',
    inset: 0,
    display: 'grid',
    placeItems: 'center',
    alignContent: 'center',
    gap: tokens.spacingVerticalM,
    padding: tokens.spacingHorizontalL,
    textAlign: 'center',
    color: '#fff',
    backgroundColor: 'rgba(0, 0, 0, 0.6)',
  },
  controls: {
    display: 'flex',
    alignItems: 'center',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalS,
    width: '100%',
  },
  time: { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' },
  seek: { flex: '1 1 160px', minWidth: '120px', accentColor: tokens.colorBrandBackground },
  volume: { width: '88px', accentColor: tokens.colorBrandBackground },
  item: { margin: 0, fontSize: tokens.fontSizeBase200, color: 'inherit' },
  live: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  liveMark: {
    padding: `0 ${tokens.spacingHorizontalS}`,
    borderRadius: tokens.borderRadiusSmall,
    // Fluent's pair for danger: legible in both themes (axe checks the mark).
    backgroundColor: tokens.colorStatusDangerBackground1,
    color: tokens.colorStatusDangerForeground1,
    fontWeight: tokens.fontWeightSemibold,
    fontSize: tokens.fontSizeBase200,
    letterSpacing: '0.04em',
  },
  delay: { fontSize: tokens.fontSizeBase200, whiteSpace: 'nowrap' },
});

/**
 * The platform's video player (SPEC §3 player settings): the tenant's format through shaka,
 * the tenant's watermark over the video, and controls of its own that work inside a shadow
 * root, keyboard and fullscreen included.
 *
 * Shaka (about 180 KB, and a long task to start on a phone) loads when the person reaches for
 * the player (a pointer over it, a touch, focus, Play) or when it is to play at once
 * (`autoplay`, `playFrom`): a page whose player no one plays never pays for it.
 */
export function Player({
  clips,
  label = 'Video player',
  itemLabels,
  autoplay = false,
  muted = false,
  onTimeUpdate,
  onEnded,
  source,
  playFrom,
  frameKeys,
}: PlayerProps) {
  const styles = useStyles();
  const tenant = useTenant();
  const own = usePlayable(clips, !source);
  const playable = source ?? own;
  const rootRef = useRef<HTMLDivElement>(null);
  const videoRef = useRef<HTMLVideoElement>(null);
  // Play pressed before the engine was there: it plays once loaded.
  const playWhenLoaded = useRef(false);
  const { controller, engineError, snapshot, wanted, reachFor } = usePlaybackEngine(
    videoRef,
    {
      onTimeUpdate: (snap, item, assetTime) => onTimeUpdate?.(timeUpdateOf(snap, item, assetTime)),
      onEnded: (snap) => onEnded?.({ duration: snap.duration }),
    },
    autoplay || !!playFrom,
  );

  // A live match's clip still being recorded is asked for again until it can all be played.
  const pending = playable.data?.items.find((i) => i.pending) ?? null;
  useEffect(() => {
    if (!controller || !playable.data || pending) return;
    void controller.setItems(playable.data.items, {
      autoplay: autoplay || playWhenLoaded.current,
    });
    playWhenLoaded.current = false;
    // Autoplay applies to what is loaded, not to a later change of the attribute.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [controller, playable.data, pending]);

  useEffect(() => {
    if (videoRef.current) videoRef.current.muted = muted;
  }, [muted]);

  const loaded = !!controller && !!playable.data && !pending;
  useEffect(() => {
    if (!loaded || !playFrom || !controller) return;
    controller.seek(playFrom.elapsed);
    controller.play();
    // Asked again only when its key changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [loaded, playFrom?.key]);

  const fullscreen = useFullscreen(rootRef);
  const items = playable.data?.items ?? [];
  // Before the engine is there, what will play: its first item and its whole length.
  const index = controller ? snapshot.index : 0;
  const duration = controller ? snapshot.duration : sequenceDuration(items);
  const item = items[index];
  const mark = tenant.config.player.watermark;
  const placement = mark ? watermarkPlacement(mark) : null;
  const error =
    engineError ?? (playable.error ? errorInWords(playable.error) : null) ?? snapshot.error ?? null;
  const canPlay = !!playable.data && !pending && !error;
  const ready = loaded && !error;
  const playing = snapshot.status === 'playing';
  const togglePlay = () => {
    if (controller) controller.toggle();
    else {
      playWhenLoaded.current = true;
      reachFor();
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const target = event.target as HTMLElement;
    const onControl = target.tagName === 'INPUT' || target.tagName === 'BUTTON';
    const key = event.key;
    let handled = true;
    if ((key === ' ' && !onControl) || ((key === 'k' || key === 'K') && !frameKeys)) togglePlay();
    else if (!controller) handled = false;
    else if (key === 'ArrowLeft' && !onControl) controller.seekBy(-SEEK_STEP);
    else if (key === 'ArrowRight' && !onControl) controller.seekBy(SEEK_STEP);
    else if (key === 'ArrowUp' && !onControl) controller.setVolume(snapshot.volume + VOLUME_STEP);
    else if (key === 'ArrowDown' && !onControl) controller.setVolume(snapshot.volume - VOLUME_STEP);
    else if (key === 'Home' && !onControl) controller.seek(0);
    else if (key === 'End' && !onControl)
      if (snapshot.live) controller.goToLive();
      else controller.seek(snapshot.duration);
    else if (key === 'm' || key === 'M') controller.setMuted(!snapshot.muted);
    else if (key === 'f' || key === 'F') void toggleFullscreen(rootRef.current);
    else if (frameKeys && !onControl && frameKey(key, controller, snapshot, frameKeys.fps)) {
      // A review's keys: handled.
    } else if (key === 'N' && event.shiftKey) controller.next();
    else if (key === 'P' && event.shiftKey) controller.previous();
    else handled = false;
    if (handled) event.preventDefault();
  };

  return (
    <div
      ref={rootRef}
      role="region"
      aria-label={label}
      aria-keyshortcuts={`Space K ArrowLeft ArrowRight Home End M F${frameKeys ? ' J L , .' : ''}`}
      tabIndex={0}
      className={mergeClasses(styles.root, fullscreen && styles.fullscreen)}
      onKeyDown={onKeyDown}
      onPointerEnter={reachFor}
      onFocus={reachFor}
    >
      <div
        part="video"
        className={mergeClasses(styles.stage, fullscreen && styles.stageFullscreen)}
      >
        <video
          ref={videoRef}
          className={styles.video}
          playsInline
          muted={muted}
          preload="metadata"
          onClick={() => controller?.toggle()}
          aria-hidden="true"
          tabIndex={-1}
        />
        {mark && placement && (
          <img
            className={styles.watermark}
            data-part="watermark"
            src={mark.image}
            alt=""
            style={placement}
          />
        )}
        {error ? (
          <div className={styles.overlay} role="alert">
            <span>{error}</span>
            <Button onClick={playable.error ? playable.retry : () => controller?.seek(0)}>
              Try again
            </Button>
          </div>
        ) : pending ? (
          <div className={styles.overlay} role="status">
            {pending.live || !pending.url
              ? 'The match has not started yet. It plays as soon as its picture comes.'
              : 'This clip is still being recorded. It plays in a few seconds.'}
          </div>
        ) : (
          (!playable.data ||
            (wanted && !controller) ||
            snapshot.status === 'loading' ||
            snapshot.buffering) && (
            <div className={styles.overlay}>
              <Spinner size="medium" label="Loading video" labelPosition="below" />
            </div>
          )
        )}
      </div>
      <div part="controls" className={styles.controls} role="group" aria-label="Playback controls">
        {items.length > 1 && (
          <Button
            appearance="subtle"
            icon={<PreviousIcon />}
            aria-label="Previous clip"
            disabled={!ready}
            onClick={() => controller?.previous()}
          />
        )}
        <Button
          appearance="subtle"
          icon={playing ? <PauseIcon /> : <PlayIcon />}
          aria-label={playing ? 'Pause' : 'Play'}
          disabled={!canPlay}
          onClick={togglePlay}
        />
        {items.length > 1 && (
          <Button
            appearance="subtle"
            icon={<NextIcon />}
            aria-label="Next clip"
            disabled={!ready || snapshot.index >= items.length - 1}
            onClick={() => controller?.next()}
          />
        )}
        {snapshot.live && (
          <span className={styles.live}>
            {snapshot.live.atEdge ? (
              <span className={styles.liveMark}>LIVE</span>
            ) : (
              <Button appearance="subtle" onClick={() => controller?.goToLive()}>
                Go to live
              </Button>
            )}
            <span className={styles.delay}>{liveDelayInWords(snapshot.live)}</span>
          </span>
        )}
        <span className={styles.time} aria-hidden="true">
          {formatClock(snapshot.elapsed)} / {formatClock(duration)}
        </span>
        <input
          className={styles.seek}
          type="range"
          aria-label="Seek"
          min={0}
          max={Math.max(duration, 0.1)}
          step={0.1}
          value={Math.min(snapshot.elapsed, duration)}
          aria-valuetext={`${spokenDuration(snapshot.elapsed)} of ${spokenDuration(duration)}`}
          disabled={!ready}
          onChange={(event) => controller?.seek(Number(event.currentTarget.value))}
        />
        <Button
          appearance="subtle"
          icon={snapshot.muted ? <MutedIcon /> : <VolumeIcon />}
          aria-label={snapshot.muted ? 'Unmute' : 'Mute'}
          aria-pressed={snapshot.muted}
          disabled={!controller}
          onClick={() => controller?.setMuted(!snapshot.muted)}
        />
        <input
          className={styles.volume}
          type="range"
          aria-label="Volume"
          min={0}
          max={1}
          step={VOLUME_STEP}
          value={snapshot.muted ? 0 : snapshot.volume}
          aria-valuetext={`${Math.round((snapshot.muted ? 0 : snapshot.volume) * 100)}%`}
          disabled={!controller}
          onChange={(event) => controller?.setVolume(Number(event.currentTarget.value))}
        />
        <Button
          appearance="subtle"
          icon={fullscreen ? <ExitFullscreenIcon /> : <EnterFullscreenIcon />}
          aria-label={fullscreen ? 'Exit full screen' : 'Full screen'}
          onClick={() => void toggleFullscreen(rootRef.current)}
        />
      </div>
      {item && (
        <p className={styles.item} aria-live="polite">
          {items.length > 1
            ? `${itemLabels?.[index]?.type ?? 'Clip'} ${index + 1} of ${items.length} · `
            : ''}
          {itemLabels?.[index]?.title ?? item.title}
          {item.processing ? ' · still being processed: more follows' : ''}
        </p>
      )}
    </div>
  );
}
