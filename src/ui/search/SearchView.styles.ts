import { tokens } from '@fluentui/react-theme';
import { makeStyles } from '@griffel/react';

/** From this width of the results' area, the preview sits beside them; under it, under them. */
const PREVIEW_BESIDE = '@container (min-width: 820px)';

/** The search's looks: its filters beside or over the results, and the preview beside them. */
export const useSearchViewStyles = makeStyles({
  root: {
    display: 'grid',
    gridTemplateColumns: 'minmax(220px, 280px) minmax(0, 1fr)',
    gap: tokens.spacingHorizontalXL,
    color: tokens.colorNeutralForeground1,
    // Its own surface: the element's text stays legible on any partner page.
    backgroundColor: tokens.colorNeutralBackground2,
    // Value lists reorder and rows are replaced with each search; taken as the browser's
    // scroll anchor, a moved node jumps the page (to its top, in Chromium). Without anchors
    // in it, the page stays where the person was.
    overflowAnchor: 'none',
  },
  single: { gridTemplateColumns: 'minmax(0, 1fr)' },
  // The filters column scrolls on its own, and stays in view as the results scroll.
  filters: {
    display: 'grid',
    gap: tokens.spacingVerticalL,
    alignContent: 'start',
    position: 'sticky',
    top: 0,
    alignSelf: 'start',
    maxHeight: '100vh',
    overflowY: 'auto',
    overscrollBehavior: 'contain',
    paddingRight: tokens.spacingHorizontalXS,
    boxSizing: 'border-box',
  },
  main: { display: 'grid', gap: tokens.spacingVerticalM, alignContent: 'start', minWidth: 0 },
  body: { containerType: 'inline-size', minWidth: 0 },
  beside: {
    display: 'grid',
    gap: tokens.spacingHorizontalL,
    gridTemplateColumns: 'minmax(0, 1fr)',
    [PREVIEW_BESIDE]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(320px, 42%)' },
  },
  preview: {
    minWidth: 0,
    [PREVIEW_BESIDE]: {
      position: 'sticky',
      top: 0,
      alignSelf: 'start',
      maxHeight: '100vh',
      overflowY: 'auto',
    },
  },
  message: {
    padding: tokens.spacingHorizontalL,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
    overflowWrap: 'anywhere',
  },
  more: { margin: 0 },
});
