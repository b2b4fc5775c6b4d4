import { tokens } from '@fluentui/react-theme';
import { makeStyles, shorthands } from '@griffel/react';

const danger = tokens.colorPaletteRedForeground1;
const dangerBorder = shorthands.borderColor(danger);

/**
 * Buttons that delete or end something, in the tenant's danger colour: `outline` for the
 * action where it sits among others, `filled` for the confirmation. The danger colour is
 * chosen to read on the surface, so either way round keeps its contrast.
 */
export const useDestructiveStyles = makeStyles({
  outline: {
    color: danger,
    ...dangerBorder,
    ':hover': {
      color: danger,
      ...dangerBorder,
    },
    ':hover:active': {
      color: danger,
      ...dangerBorder,
    },
  },
  filled: {
    color: tokens.colorNeutralBackground1,
    backgroundColor: danger,
    ...dangerBorder,
    ':hover': {
      color: tokens.colorNeutralBackground1,
      backgroundColor: danger,
      ...dangerBorder,
    },
    ':hover:active': {
      color: tokens.colorNeutralBackground1,
      backgroundColor: danger,
      ...dangerBorder,
    },
  },
});
