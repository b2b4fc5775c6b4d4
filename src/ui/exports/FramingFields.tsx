import { Checkbox, Field, Radio, RadioGroup } from '@fluentui/react-components';
import { tokens } from '@fluentui/react-theme';
import { makeStyles } from '@griffel/react';
import { useEffect, useMemo, useState } from 'react';
import { ASPECT_WORDS, aspectsOf, type Aspect } from '../../core/api/contract/framing';
import { errorInWords } from '../../core/api/error-words';
import { ApiError } from '../../core/api/errors';
import { exportPreviewQuery } from '../../core/queries/exports';
import type { ExportOption } from '../../tenants';
import { CAPTION_SETS } from '../../tenants/config/captions';
import { useServerQuery, useTenant } from '../common';

const useStyles = makeStyles({
  set: { display: 'grid', gap: tokens.spacingVerticalS },
  shapes: { display: 'flex', flexWrap: 'wrap', columnGap: tokens.spacingHorizontalM },
  preview: {
    display: 'grid',
    gap: tokens.spacingVerticalXS,
    justifyItems: 'start',
    margin: 0,
    minHeight: '120px',
  },
  still: {
    display: 'block',
    maxWidth: '100%',
    maxHeight: '260px',
    borderRadius: tokens.borderRadiusMedium,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke1}`,
  },
  note: { margin: 0, color: tokens.colorNeutralForeground2, overflowWrap: 'anywhere' },
  alert: { margin: 0, color: tokens.colorPaletteRedForeground1 },
});

/** Why no preview came: the render's reason (words for people, as an export's), else the call's. */
const previewFailure = (error: unknown) =>
  error instanceof ApiError && error.code === 'preview_failed'
    ? error.message
    : `No preview could be made. ${errorInWords(error)}`;

/** A change is previewed once the person has stopped changing things for this long. */
const SETTLE_MS = 400;

/**
 * An MP4's shape and captions (docs/exports.md): the aspects the export offers, the tenant's
 * captions, and a still of the collection's first clip as the MP4 will show it.
 */
export function FramingFields({
  option,
  collectionId,
  aspect,
  onAspect,
  captions,
  onCaptions,
}: {
  option: ExportOption;
  collectionId: string;
  aspect: Aspect;
  onAspect(aspect: Aspect): void;
  captions: boolean;
  onCaptions(captions: boolean): void;
}) {
  const styles = useStyles();
  const tenantId = useTenant().tenantId;
  const aspects = aspectsOf(option);
  // The first template, its placeholders as words ("SIX! {batter}" as "SIX! Batter").
  const example = (
    option.captions ? CAPTION_SETS[option.captions] : undefined
  )?.templates[0]?.text.replace(
    /\{([^{}]+)\}/g,
    (_, name: string) => name.charAt(0).toUpperCase() + name.slice(1).replace(/_/g, ' '),
  );
  // What to preview, once the choice has settled (a still is a short render on the server).
  const asked = useMemo(
    () => ({ playlistId: collectionId, aspect, captions }),
    [collectionId, aspect, captions],
  );
  const [settled, setSettled] = useState(asked);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(asked), SETTLE_MS);
    return () => clearTimeout(timer);
  }, [asked]);
  const wanted = settled.aspect !== '16:9' || settled.captions;
  const query = useMemo(
    () => exportPreviewQuery(tenantId, option.name, settled, wanted),
    [tenantId, option.name, settled, wanted],
  );
  const preview = useServerQuery(query);
  return (
    <div className={styles.set}>
      {aspects.length > 1 && (
        <Field label="Shape">
          <RadioGroup
            className={styles.shapes}
            value={aspect}
            onChange={(_, d) => onAspect(d.value as Aspect)}
          >
            {aspects.map((a) => (
              <Radio key={a} value={a} label={ASPECT_WORDS[a]} />
            ))}
          </RadioGroup>
        </Field>
      )}
      {option.captions && (
        <Checkbox
          checked={captions}
          onChange={(_, d) => onCaptions(d.checked === true)}
          label={`Captions from each clip’s details${example ? `, such as “${example}”` : ''}`}
        />
      )}
      {wanted && (
        <figure className={styles.preview} aria-busy={preview.isFetching}>
          {preview.data ? (
            <img
              className={styles.still}
              src={preview.data.image}
              alt={`Preview of “${preview.data.name}” as the MP4 will show it${preview.data.caption ? `, captioned “${preview.data.caption}”` : ', with no caption'}`}
            />
          ) : preview.isError ? (
            <p role="alert" className={styles.alert}>
              {previewFailure(preview.error)}
            </p>
          ) : (
            <p role="status" className={styles.note}>
              Making a preview of the first clip…
            </p>
          )}
          {preview.data && (
            <figcaption className={styles.note}>
              {preview.data.caption
                ? `The first clip, “${preview.data.name}”, as the MP4 will show it: the crop follows the play, the caption stays long enough to read.`
                : `The first clip, “${preview.data.name}”, as the MP4 will show it${captions ? ': its details give it no caption.' : '.'}`}
            </figcaption>
          )}
        </figure>
      )}
    </div>
  );
}
