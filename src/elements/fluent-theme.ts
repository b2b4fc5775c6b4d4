import { webDarkTheme, webLightTheme, type Theme } from '@fluentui/react-components';
import type { ThemeColors } from '../tenants';

/** A tenant's colours as Fluent tokens over Fluent's web theme. */
export function fluentTheme(mode: 'dark' | 'light', colors: ThemeColors): Theme {
  const base = mode === 'dark' ? webDarkTheme : webLightTheme;
  return {
    ...base,
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
