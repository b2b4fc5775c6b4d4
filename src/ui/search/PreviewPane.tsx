import { Button } from '@fluentui/react-components';
import { tokens } from '@fluentui/react-theme';
import { makeStyles } from '@griffel/react';
import { useEffect, useMemo, useRef, type KeyboardEvent } from 'react';
import type { SearchHit } from '../../core/api/contract';
import { clipDisplay, clipMetadata, formatClock } from '../../core/domain/clip-display';
import { addToCollectionLabel } from '../../core/domain/collections';
import { formatDate } from '../../core/domain/dates';
import { useTenant } from '../common';
import { Player } from '../player/Player';

const useStyles = makeStyles({
  root: {
    display: 'grid',
    gap: tokens.spacingVerticalM,
    alignContent: 'start',
    minWidth: 0,
    padding: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusMedium,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke1}`,
    backgroundColor: tokens.colorNeutralBackground1,
    color: tokens.colorNeutralForeground1,
  },
  head: { display: 'flex', alignItems: 'flex-start', gap: tokens.spacingHorizontalS },
  titles: { minWidth: 0, flex: 1 },
  title: {
    margin: 0,
    fontSize: tokens.fontSizeBase400,
    lineHeight: tokens.lineHeightBase400,
    overflowWrap: 'anywhere',
  },
  subtitle: { margin: 0, color: tokens.colorNeutralForeground2, overflowWrap: 'anywhere' },
  shut: { margin: 0, color: tokens.colorStatusDangerForeground1 },
  steps: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  position: { marginRight: 'auto', color: tokens.colorNeutralForeground2 },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  facts: {
    margin: 0,
    display: 'grid',
    gridTemplateColumns: 'minmax(90px, max-content) minmax(0, 1fr)',
    columnGap: tokens.spacingHorizontalM,
    rowGap: tokens.spacingVerticalXS,
  },
  term: { color: tokens.colorNeutralForeground2 },
  detail: { margin: 0, overflowWrap: 'anywhere' },
  group: { display: 'contents' },
});

export interface PreviewPaneProps {
  hit: Partial<SearchHit>;
  /** "Clip 3 of 30", or the like; left out when unknown. */
  position?: string;
  onPrevious?: () => void;
  onNext?: () => void;
  onClose: () => void;
  onSimilar: (hit: Partial<SearchHit>) => void;
  onAdd?: (hit: Partial<SearchHit>) => void;
  /** Shows every clip of the clip's asset. */
  onOpenAsset: (hit: Partial<SearchHit>) => void;
}

/**
 * The clip chosen in the results, played from its in to its out point with everything known
 * about it, and buttons for the next and previous results (the search gives them the keys N
 * and P). Escape closes it. Loaded with its player when a person first chooses a clip.
 */
export function PreviewPane({
  hit,
  position,
  onPrevious,
  onNext,
  onClose,
  onSimilar,
  onAdd,
  onOpenAsset,
}: PreviewPaneProps) {
  const styles = useStyles();
  const tenant = useTenant();
  const { ui } = tenant.config;
  const shown = clipDisplay(hit, ui.thumbnailJson);
  const clips = useMemo(
    () =>
      hit.assetId
        ? [{ asset_id: hit.assetId, offset: hit.offset ?? 0, duration: hit.duration ?? 0 }]
        : [],
    [hit.assetId, hit.offset, hit.duration],
  );
  const metadata = useMemo(() => {
    const labels = [
      ...ui.fields.primary,
      ...ui.fields.secondary,
      ...[...tenant.family.clipCategories, ...tenant.family.assetCategories].map((c) => ({
        category: c.name,
        label: c.label,
      })),
    ];
    return clipMetadata(hit, labels, ui.hiddenCategories);
  }, [hit, ui, tenant.family]);
  const dateCategory = ui.thumbnailJson.date.toLowerCase();
  // Stacked under the results (a narrow search), the pane comes into view with each clip;
  // beside them it stays in view on its own.
  const root = useRef<HTMLElement>(null);
  useEffect(() => {
    const pane = root.current;
    if (pane?.parentElement && getComputedStyle(pane.parentElement).position !== 'sticky')
      pane.scrollIntoView({ block: 'start' });
  }, [hit.id]);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Escape' || document.fullscreenElement) return;
    event.preventDefault();
    onClose();
  };

  return (
    <section
      ref={root}
      part="preview"
      className={styles.root}
      aria-label={`Preview: ${shown.title}`}
      onKeyDown={onKeyDown}
    >
      <div className={styles.head}>
        <div className={styles.titles}>
          <h3 className={styles.title}>{shown.title}</h3>
          {shown.subtitle && <p className={styles.subtitle}>{shown.subtitle}</p>}
          {hit.rights?.shut && <p className={styles.shut}>{hit.rights.shut.words}</p>}
        </div>
        <Button appearance="subtle" size="small" onClick={onClose}>
          Close preview
        </Button>
      </div>
      {clips.length > 0 && <Player clips={clips} autoplay label="Clip player" />}
      <div className={styles.steps}>
        {position && <span className={styles.position}>{position}</span>}
        <Button
          size="small"
          disabled={!onPrevious}
          onClick={onPrevious}
          aria-keyshortcuts="P"
          title="Previous clip (P)"
        >
          Previous clip
        </Button>
        <Button
          size="small"
          disabled={!onNext}
          onClick={onNext}
          aria-keyshortcuts="N"
          title="Next clip (N)"
        >
          Next clip
        </Button>
      </div>
      <div className={styles.actions}>
        {onAdd && (
          <Button appearance="primary" onClick={() => onAdd(hit)}>
            {addToCollectionLabel(ui.verbiage)}
          </Button>
        )}
        <Button onClick={() => onSimilar(hit)}>Similar clips</Button>
        <Button onClick={() => onOpenAsset(hit)}>Open the asset</Button>
      </div>
      <dl className={styles.facts} aria-label="About this clip">
        <dt className={styles.term}>Asset</dt>
        <dd className={styles.detail}>{hit.assetTitle ?? hit.assetId ?? '–'}</dd>
        <dt className={styles.term}>Date</dt>
        <dd className={styles.detail}>
          {shown.date ? formatDate(new Date(`${shown.date.slice(0, 10)}T00:00:00`)) : '–'}
        </dd>
        <dt className={styles.term}>In point</dt>
        <dd className={styles.detail}>{formatClock(hit.offset ?? 0)}</dd>
        <dt className={styles.term}>Length</dt>
        <dd className={styles.detail}>{formatClock(hit.duration ?? 0)}</dd>
        {metadata
          .filter((line) => line.category.toLowerCase() !== dateCategory)
          .map((line) => (
            <div key={line.category} className={styles.group}>
              <dt className={styles.term}>{line.label}</dt>
              <dd className={styles.detail}>{line.values.join(', ')}</dd>
            </div>
          ))}
      </dl>
    </section>
  );
}
