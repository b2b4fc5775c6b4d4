import { Button } from '@fluentui/react-components';
import { tokens } from '@fluentui/react-theme';
import { makeStyles, mergeClasses } from '@griffel/react';
import {
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type KeyboardEvent,
} from 'react';
import { formatClock } from '../../core/domain/clip-display';
import type { DraftItem } from '../../core/domain/collection-edit';
import { NARROW_EDITOR_WIDTH, editorBuffer, keyframeSeconds } from '../../core/domain/editor';
import { assetQuery } from '../../core/queries/media';
import { keyframesQuery, waveformQuery } from '../../core/queries/trim-media';
import { useServerQuery, useTenant } from '../common';
import { useNarrowerThan } from '../common/useNarrowerThan';
import { usePlayable } from '../player/usePlayable';
import { usePlaybackEngine } from '../player/usePlaybackEngine';
import { CropFrame } from './CropFrame';
import { MarkRow } from './MarkRow';
import { TrimSession } from './TrimSession';
import { Waveform } from './Waveform';
import { errorInWords } from '../../core/api/error-words';

const WAVEFORM_POINTS = 400;

const useStyles = makeStyles({
  root: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 3fr) minmax(220px, 2fr)',
    gap: tokens.spacingHorizontalL,
    padding: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
    color: tokens.colorNeutralForeground1,
    ':focus-visible': {
      outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}`,
    },
  },
  narrow: { gridTemplateColumns: 'minmax(0, 1fr)' },
  stage: {
    position: 'relative',
    aspectRatio: '16 / 9',
    backgroundColor: '#000',
    overflow: 'hidden',
  },
  video: { position: 'absolute', inset: 0, width: '100%', height: '100%' },
  timeline: {
    position: 'relative',
    height: '56px',
    marginTop: tokens.spacingVerticalS,
    backgroundColor: tokens.colorNeutralBackground3,
    borderRadius: tokens.borderRadiusSmall,
    cursor: 'pointer',
    overflow: 'hidden',
  },
  waveform: { position: 'absolute', inset: 0, width: '100%', height: '100%' },
  selection: {
    position: 'absolute',
    top: 0,
    bottom: 0,
    backgroundColor: tokens.colorBrandBackground2,
    opacity: 0.6,
  },
  keyframe: {
    position: 'absolute',
    bottom: 0,
    width: '1px',
    height: '10px',
    backgroundColor: tokens.colorNeutralForeground2,
  },
  playhead: {
    position: 'absolute',
    top: 0,
    bottom: 0,
    width: '2px',
    backgroundColor: tokens.colorNeutralForeground1,
  },
  side: { display: 'grid', gap: tokens.spacingVerticalS, alignContent: 'start' },
  marks: {
    display: 'grid',
    gridTemplateColumns: 'auto 1fr auto',
    gap: tokens.spacingHorizontalS,
    alignItems: 'center',
  },
  range: { width: '100%', accentColor: tokens.colorBrandBackground },
  time: { fontVariantNumeric: 'tabular-nums' },
  row: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, alignItems: 'center' },
  help: { margin: 0, color: tokens.colorNeutralForeground2, fontSize: tokens.fontSizeBase200 },
  alert: { margin: 0, color: tokens.colorPaletteRedForeground1 },
  markProblem: {
    gridColumn: '1 / -1',
    color: tokens.colorPaletteRedForeground1,
    fontSize: tokens.fontSizeBase200,
  },
  warning: { margin: 0 },
});

export interface ClipEditorProps {
  item: DraftItem;
  title: string;
  onApply(item: DraftItem): void;
  onClose(): void;
}

/**
 * Trims one item (SPEC §3 "Asset keyframes and clip editor", §9): the asset 60 s either side
 * of the clip, its keyframes and sound, in and out marks set by mouse or keyboard (I, O; J, K, L
 * to jog and shuttle), and a warning before a window over 480 s is shown.
 */
export function ClipEditor({ item, title, onApply, onClose }: ClipEditorProps) {
  const styles = useStyles();
  const tenant = useTenant();
  const format = tenant.config.player.format;
  const tenantId = tenant.tenantId;
  const asset = useServerQuery(
    useMemo(() => assetQuery(tenantId, item.asset_id), [tenantId, item.asset_id]),
  );
  const [override, setOverride] = useState(false);
  const buffer = asset.data
    ? editorBuffer(item.offset, item.offset + item.duration, asset.data.duration, override)
    : null;
  if (asset.error)
    return (
      <p role="alert" className={styles.alert}>
        The video could not be loaded. {errorInWords(asset.error)}
      </p>
    );
  if (!buffer || !asset.data) return <p role="status">Loading the editor…</p>;
  if (buffer.tooLong)
    return (
      <div role="alert" className={styles.warning}>
        <p>
          This clip with a minute either side is{' '}
          {formatClock(buffer.bufferEnd - buffer.bufferStart)} long, over the editor’s 8 minutes: it
          may be slow to load.
        </p>
        <div className={styles.row}>
          <Button appearance="primary" onClick={() => setOverride(true)}>
            Edit anyway
          </Button>
          <Button onClick={onClose}>Cancel</Button>
        </div>
      </div>
    );
  return (
    <Editor
      item={item}
      title={title}
      format={format}
      bufferStart={buffer.bufferStart}
      bufferEnd={buffer.bufferEnd}
      assetDuration={asset.data.duration}
      waveform={!tenant.config.ui.disableWaveForm}
      onApply={onApply}
      onClose={onClose}
    />
  );
}

function Editor({
  item,
  title,
  format,
  bufferStart,
  bufferEnd,
  assetDuration,
  waveform,
  onApply,
  onClose,
}: ClipEditorProps & {
  format: 'HLS' | 'MP4';
  bufferStart: number;
  bufferEnd: number;
  assetDuration: number;
  waveform: boolean;
}) {
  const styles = useStyles();
  const tenantId = useTenant().tenantId;
  const rootRef = useRef<HTMLDivElement>(null);
  const videoRef = useRef<HTMLVideoElement>(null);
  const narrow = useNarrowerThan(rootRef, NARROW_EDITOR_WIDTH);
  // Opened from an item's Trim button: the keys I, O, J, K, L work at once, and it is in view.
  useEffect(() => rootRef.current?.focus(), []);
  const [session] = useState(
    () => new TrimSession(item, { bufferStart, bufferEnd, assetDuration }),
  );
  const { markIn, markOut, snap, problem } = useSyncExternalStore(
    session.subscribe,
    session.getSnapshot,
  );
  // Where narrower exports crop it: kept by hand, or (undefined) following the play.
  const [cropX, setCropX] = useState(item.crop_x);
  // Out before In (or past the video) is said on the Out field as it happens, and stops Apply.
  const marksProblem = session.check();
  const span = bufferEnd - bufferStart;
  const clips = useMemo(
    () => [{ asset_id: item.asset_id, offset: bufferStart, duration: span }],
    [item.asset_id, bufferStart, span],
  );
  const playable = usePlayable(clips);
  const { controller, snapshot } = usePlaybackEngine(videoRef);
  useEffect(() => {
    if (controller && playable.data)
      void controller.setItems(playable.data.items, { startAt: item.offset - bufferStart });
  }, [controller, playable.data, item.offset, bufferStart]);
  const keyframes = useServerQuery(
    useMemo(
      () => keyframesQuery(tenantId, item.asset_id, format),
      [tenantId, item.asset_id, format],
    ),
  );
  const peaks = useServerQuery(
    useMemo(
      () =>
        waveformQuery(
          tenantId,
          item.asset_id,
          { from: bufferStart, to: bufferEnd, points: WAVEFORM_POINTS },
          waveform,
        ),
      [tenantId, item.asset_id, bufferStart, bufferEnd, waveform],
    ),
  );
  const frames = useMemo(
    () =>
      keyframes.data
        ? keyframeSeconds(keyframes.data.format, keyframes.data.keyframes).filter(
            (t) => t >= bufferStart && t <= bufferEnd,
          )
        : [],
    [keyframes.data, bufferStart, bufferEnd],
  );
  useEffect(() => session.setKeyframes(frames), [session, frames]);
  const playhead = bufferStart + snapshot.elapsed;
  const at = (t: number) => `${session.fraction(t) * 100}%`;
  const seekTo = (t: number) => controller?.seek(session.elapsedAt(t));

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const target = event.target as HTMLElement;
    if (target.tagName === 'INPUT' && (target as HTMLInputElement).type !== 'range') return;
    if (event.altKey || event.ctrlKey || event.metaKey || !controller) return;
    const transport = {
      playing: snapshot.status === 'playing',
      rate: snapshot.rate,
      play: () => controller.play(),
      pause: () => controller.pause(),
      setRate: (rate: number) => controller.setRate(rate),
      seek: (elapsed: number) => controller.seek(elapsed),
    };
    if (session.key(event.key, playhead, transport)) event.preventDefault();
  };

  const apply = () => {
    const result = session.apply();
    if (!result) return;
    const { crop_x: _before, ...rest } = result;
    onApply(cropX === undefined ? rest : { ...rest, crop_x: cropX });
  };

  return (
    <div
      ref={rootRef}
      part="editor"
      role="group"
      aria-label={`Trim ${title}`}
      aria-keyshortcuts="I O J K L"
      tabIndex={0}
      data-layout={narrow ? 'narrow' : 'wide'}
      className={mergeClasses(styles.root, narrow && styles.narrow)}
      onKeyDown={onKeyDown}
    >
      <div>
        <div className={styles.stage}>
          <video
            ref={videoRef}
            className={styles.video}
            playsInline
            muted={false}
            aria-label={`Video of ${title}`}
          />
          <CropFrame value={cropX} onChange={setCropX} />
        </div>
        <div
          className={styles.timeline}
          data-part="timeline"
          onClick={(event) => {
            const box = event.currentTarget.getBoundingClientRect();
            seekTo(bufferStart + ((event.clientX - box.left) / box.width) * span);
          }}
        >
          {waveform && peaks.data && peaks.data.peaks.length > 0 && (
            <Waveform peaks={peaks.data.peaks} className={styles.waveform} />
          )}
          <div
            className={styles.selection}
            style={{ left: at(markIn), width: `${((markOut - markIn) / span) * 100}%` }}
          />
          {frames.map((t) => (
            <div key={t} className={styles.keyframe} data-part="keyframe" style={{ left: at(t) }} />
          ))}
          <div className={styles.playhead} style={{ left: at(playhead) }} />
        </div>
        <div className={styles.row}>
          <Button size="small" onClick={() => controller?.toggle()} disabled={!controller}>
            {snapshot.status === 'playing' ? 'Pause' : 'Play'}
          </Button>
          <span className={styles.time} aria-live="off">
            {formatClock(playhead)} · window {formatClock(bufferStart)}–{formatClock(bufferEnd)}
            {snapshot.rate !== 1 ? ` · ${snapshot.rate}×` : ''}
          </span>
        </div>
      </div>
      <div className={styles.side}>
        <div className={styles.marks}>
          <MarkRow
            label="In"
            value={markIn}
            min={bufferStart}
            max={bufferEnd}
            onChange={(t) => session.setIn(t)}
            onTyped={seekTo}
            onSetHere={() => session.setIn(playhead)}
            rangeClass={styles.range}
          />
          <MarkRow
            label="Out"
            value={markOut}
            min={bufferStart}
            max={bufferEnd}
            onChange={(t) => session.setOut(t)}
            onTyped={seekTo}
            onSetHere={() => session.setOut(playhead)}
            rangeClass={styles.range}
            problem={marksProblem}
            problemClass={styles.markProblem}
          />
        </div>
        <p className={styles.time} role="status">
          Clip {formatClock(markIn)}–{formatClock(markOut)} ·{' '}
          {formatClock(Math.max(0, markOut - markIn))}
        </p>
        <label className={styles.row}>
          <input
            type="checkbox"
            className={styles.range}
            style={{ width: 'auto' }}
            checked={snap}
            onChange={(e) => session.setSnap(e.currentTarget.checked)}
          />
          Snap marks to keyframes
        </label>
        <p className={styles.help}>
          I and O mark in and out at the playhead. L plays (again for faster), K stops, J steps
          back.
        </p>
        <p className={styles.help}>
          The frame over the picture is what vertical and square exports keep: drag it, or move it
          with the arrow keys. Left alone, it follows the play.
        </p>
        {cropX !== undefined && (
          <Button size="small" onClick={() => setCropX(undefined)}>
            Let the crop follow the play
          </Button>
        )}
        {problem && (
          <p role="alert" className={styles.alert}>
            {problem}
          </p>
        )}
        <div className={styles.row}>
          <Button appearance="primary" onClick={apply} disabled={marksProblem !== null}>
            Apply trim
          </Button>
          <Button onClick={onClose}>Cancel</Button>
        </div>
      </div>
    </div>
  );
}
