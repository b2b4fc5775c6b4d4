import type { Theme } from '@fluentui/react-theme';
import { webDarkTheme, webLightTheme } from './web-themes';
import { FONT_STACKS, type UiTheme } from '../tenants';

export { FONT_STACKS };

/** A tenant's colours and font as Fluent tokens over Fluent's web theme. */
export function fluentTheme(mode: 'dark' | 'light', tenantTheme: UiTheme): Theme {
  const base = mode === 'dark' ? webDarkTheme : webLightTheme;
  const colors = tenantTheme[mode];
  return {
    ...base,
    fontFamilyBase: FONT_STACKS[tenantTheme.font],
    colorBrandBackground: colors.primary,
    colorBrandBackgroundHover: colors.primary,
    colorBrandBackgroundPressed: colors.primary,
    colorBrandForeground1: colors.primary,
    colorBrandStroke1: colors.primary,
    colorCompoundBrandStroke: colors.primary,
    colorCompoundBrandBackground: colors.primary,
    colorNeutralForegroundOnBrand: colors.onPrimary,
    colorNeutralBackground1: colors.surface,
    colorNeutralBackground2: colors.background,
    colorNeutralForeground1: colors.text,
    colorNeutralForeground2: colors.textMuted,
    colorNeutralStroke1: colors.border,
    colorNeutralStrokeAccessible: colors.border,
    colorPaletteRedForeground1: colors.danger,
  };
}
