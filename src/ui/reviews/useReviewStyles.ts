import { tokens } from '@fluentui/react-theme';
import { makeStyles } from '@griffel/react';

/** The looks the review pieces share: panels, lists of comments, their lines and timecodes. */
export const useReviewStyles = makeStyles({
  panel: {
    display: 'grid',
    gap: tokens.spacingVerticalM,
    padding: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  subheading: { margin: 0, fontSize: tokens.fontSizeBase400 },
  list: { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: tokens.spacingVerticalS },
  card: {
    display: 'grid',
    gap: tokens.spacingVerticalXS,
    padding: tokens.spacingHorizontalS,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground2,
    overflowWrap: 'anywhere',
  },
  meta: { margin: 0, color: tokens.colorNeutralForeground2 },
  body: { margin: 0, whiteSpace: 'pre-wrap' },
  reply: { margin: 0, paddingLeft: tokens.spacingHorizontalL, whiteSpace: 'pre-wrap' },
  timecode: { fontFamily: tokens.fontFamilyMonospace, fontVariantNumeric: 'tabular-nums' },
  alert: { margin: 0, color: tokens.colorPaletteRedForeground1 },
  row: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, alignItems: 'center' },
});
