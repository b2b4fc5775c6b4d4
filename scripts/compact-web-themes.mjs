// Fluent's web themes (light and dark) as the build ships them: their 459 tokens' names once and
// each theme's values, instead of Fluent's palette modules that compute them (about 2.7 KB gzip
// less on every page). rollup.config.mjs puts this text in place of src/elements/web-themes.ts.
import { webDarkTheme, webLightTheme } from '@fluentui/react-theme';

export function compactWebThemesModule() {
  const names = Object.keys(webLightTheme);
  const missing = Object.keys(webDarkTheme).filter((name) => !(name in webLightTheme));
  if (missing.length || names.length !== Object.keys(webDarkTheme).length)
    throw new Error(`Fluent's light and dark themes name different tokens: ${missing.join(', ')}`);
  const values = (theme) => JSON.stringify(names.map((name) => theme[name]));
  return [
    `const names = ${JSON.stringify(names)};`,
    'const theme = (values) => Object.fromEntries(names.map((name, i) => [name, values[i]]));',
    `export const webLightTheme = theme(${values(webLightTheme)});`,
    `export const webDarkTheme = theme(${values(webDarkTheme)});`,
  ].join('\n');
}
