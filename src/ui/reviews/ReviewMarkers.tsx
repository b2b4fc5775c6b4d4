import { tokens } from '@fluentui/react-theme';
import { makeStyles, mergeClasses } from '@griffel/react';
import { timecode, type ReviewMarker } from '../../core/domain/reviews';

const useStyles = makeStyles({
  line: {
    position: 'relative',
    height: '20px',
    marginTop: tokens.spacingVerticalXS,
    borderRadius: tokens.borderRadiusSmall,
    backgroundColor: tokens.colorNeutralBackground3,
  },
  marker: {
    position: 'absolute',
    top: '2px',
    width: '16px',
    height: '16px',
    marginLeft: '-8px',
    padding: 0,
    borderRadius: '50%',
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralForegroundOnBrand}`,
    backgroundColor: tokens.colorBrandBackground,
    cursor: 'pointer',
    ':focus-visible': {
      outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}`,
      outlineOffset: '2px',
    },
  },
  resolved: { backgroundColor: tokens.colorNeutralForeground3 },
});

/**
 * Reviewers' comments on one item's time line: a mark at each comment's frame, which plays the
 * collection from there.
 */
export function ReviewMarkers({
  markers,
  onPlay,
}: {
  markers: readonly ReviewMarker[];
  onPlay(at: number): void;
}) {
  const styles = useStyles();
  return (
    <div className={styles.line} data-part="review-markers" role="group" aria-label="Comments">
      {markers.map(({ comment, fraction, at }) => (
        <button
          key={comment.id}
          type="button"
          className={mergeClasses(styles.marker, comment.resolved && styles.resolved)}
          style={{ left: `${fraction * 100}%` }}
          title={`${comment.author}: ${comment.body}`}
          aria-label={`Play from ${timecode(comment.at, comment.fps)}: ${comment.author}, “${comment.body}”${comment.resolved ? ' (resolved)' : ''}`}
          onClick={(event) => {
            event.stopPropagation();
            onPlay(at);
          }}
        />
      ))}
    </div>
  );
}
