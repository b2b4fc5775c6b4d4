export * from './errors';
export * from './identity';
export * from './assets';
export * from './analytics';
export * from './search';
export * from './playlists';
export * from './playback';
