/**
 * Fluent's web themes. The build ships their values in place of this module
 * (scripts/compact-web-themes.mjs), without the palette modules that compute them.
 */
export { webDarkTheme, webLightTheme } from '@fluentui/react-theme';
