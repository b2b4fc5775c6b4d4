import type { FontName, ThemeColors, UiTheme } from './types';

/** Font stacks per tenant font (SPEC §3); each falls back to faces every computer has. */
export const FONT_STACKS: Record<FontName, string> = {
  Roboto: "Roboto, 'Segoe UI', system-ui, -apple-system, sans-serif",
  Proxima: "'Proxima Nova', Roboto, 'Segoe UI', system-ui, sans-serif",
  ApproachMono: "'Approach Mono', 'DejaVu Sans Mono', ui-monospace, Menlo, Consolas, monospace",
};

/** SPEC §9: dark primary #90CAF9, light primary #1090d5; dark is the fallback. */
export const DARK: ThemeColors = {
  primary: '#90CAF9',
  onPrimary: '#0B1B2B',
  background: '#121212',
  surface: '#1E1E1E',
  text: '#FFFFFF',
  textMuted: '#B8B8B8',
  border: '#6B6B6B',
  danger: '#FFB4AB',
};

export const LIGHT: ThemeColors = {
  primary: '#1090D5',
  // White on #1090D5 is only 3.4:1; dark text passes AA.
  onPrimary: '#04121C',
  background: '#FFFFFF',
  surface: '#F4F6F8',
  text: '#14171A',
  textMuted: '#4A5560',
  border: '#7D8790',
  danger: '#B3261E',
};

export const DEFAULT_THEME: UiTheme = {
  dark: DARK,
  light: LIGHT,
  font: 'Roboto',
  defaultTheme: 'dark',
};

/** The image library: primary #55F48E (SPEC §9). */
export const IMAGE_LIBRARY_THEME: UiTheme = {
  ...DEFAULT_THEME,
  dark: { ...DARK, primary: '#55F48E', onPrimary: '#00240F' },
  light: { ...LIGHT, primary: '#0B7A3B', onPrimary: '#FFFFFF' },
  font: 'ApproachMono',
  secondaryFont: 'ApproachMono',
};

/** The hockey league: light primary #0055A5 (SPEC §9), light by default. */
export const HOCKEY_LEAGUE_THEME: UiTheme = {
  ...DEFAULT_THEME,
  light: { ...LIGHT, primary: '#0055A5', onPrimary: '#FFFFFF' },
  font: 'Proxima',
  defaultTheme: 'light',
};
