import { tokens } from '@fluentui/react-theme';
import { makeStyles, mergeClasses, shorthands } from '@griffel/react';

const useStyles = makeStyles({
  input: {
    boxSizing: 'border-box',
    minWidth: 0,
    minHeight: '32px',
    padding: `0 ${tokens.spacingHorizontalM}`,
    fontFamily: 'inherit',
    fontSize: tokens.fontSizeBase300,
    lineHeight: tokens.lineHeightBase300,
    color: tokens.colorNeutralForeground1,
    backgroundColor: tokens.colorNeutralBackground1,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke1}`,
    borderBottomColor: tokens.colorNeutralStrokeAccessible,
    borderRadius: tokens.borderRadiusMedium,
    '&::placeholder': { color: tokens.colorNeutralForeground3, opacity: 1 },
    ':hover': shorthands.borderColor(tokens.colorNeutralStroke1Hover),
    ':focus-visible': {
      outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}`,
      outlineOffset: '1px',
    },
    '&[aria-invalid="true"]': shorthands.borderColor(tokens.colorPaletteRedBorder2),
  },
  small: {
    minHeight: '24px',
    padding: `0 ${tokens.spacingHorizontalS}`,
    fontSize: tokens.fontSizeBase200,
    lineHeight: tokens.lineHeightBase200,
  },
});

/**
 * Fluent's look for a native text input, in the theme's tokens. The search uses these rather
 * than Fluent's Input, whose code a page holding only a search then never downloads.
 */
export function useTextInputStyles() {
  const styles = useStyles();
  return (size: 'small' | 'medium' = 'medium', className?: string) =>
    mergeClasses(styles.input, size === 'small' && styles.small, className);
}
