import type { ThemeMode } from './atoms';

export type ThemeName = 'light' | 'dark';

/**
 * The theme to show (SPEC §4): the person's choice, where "system" follows the OS; without
 * a choice the tenant's default; without one, dark.
 */
export function effectiveTheme(
  chosen: ThemeMode | null,
  tenantDefault: ThemeName | undefined,
  systemPrefersDark: boolean,
): ThemeName {
  const mode = chosen ?? tenantDefault ?? 'dark';
  if (mode === 'system') return systemPrefersDark ? 'dark' : 'light';
  return mode;
}

export const THEME_MODE_KEY = 'vs-theme-mode';

export function parseThemeMode(value: string | null): ThemeMode | null {
  return value === 'light' || value === 'dark' || value === 'system' ? value : null;
}
