import { tokens } from '@fluentui/react-theme';
import { makeStyles } from '@griffel/react';

/** Under this width of its own, a list's table rows become cards. */
export const CARDS = '@container (max-width: 699px)';

/**
 * A list shown as a table that turns into cards in a narrow container (collections,
 * exports): the table, the labels only cards show, figures, actions and messages. The list's
 * root sets `containerType: 'inline-size'`.
 */
export const useListTableStyles = makeStyles({
  table: {
    width: '100%',
    borderCollapse: 'collapse',
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusMedium,
    '& th, & td': {
      textAlign: 'left',
      padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
      borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
      verticalAlign: 'middle',
    },
    '& th': { fontWeight: tokens.fontWeightSemibold },
    // A card: its cells in a line that wraps.
    [CARDS]: {
      display: 'block',
      '& thead': { display: 'none' },
      '& tbody': { display: 'block' },
      '& tr': {
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        columnGap: tokens.spacingHorizontalM,
        rowGap: tokens.spacingVerticalXXS,
        padding: tokens.spacingVerticalS,
        borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
      },
      '& td': { display: 'block', padding: 0, borderBottom: 'none' },
    },
  },
  // Says what a fact is in a card, where no header does.
  cardLabel: { display: 'none', [CARDS]: { display: 'inline' } },
  number: { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  message: { margin: 0 },
  alert: { margin: 0, color: tokens.colorPaletteRedForeground1 },
});
