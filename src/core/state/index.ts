export * from './atoms';
export { pageStore, type Store } from './store';
export { effectiveTheme, parseThemeMode, THEME_MODE_KEY, type ThemeName } from './theme';
export {
  followKeptTokens,
  persistState,
  restoreState,
  PERSIST_KEY,
  PERSIST_VERSION,
  RESTORE_TIMEOUT_MS,
  type KeyValueStorage,
} from './persistence';
export { storeAuthSource } from './auth-source';
export { keepThemeMode } from './theme-preference';
export { tenantAtom, followTenancy, whenSessionIn, sessionIsIn, STORED_TENANT_KEY } from './tenant';
