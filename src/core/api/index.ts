export * from './contract';
export { apiConfig, SERVICE_PATHS, type ApiConfig, type ServiceName } from './config';
export { ApiClient, type AuthSource, type RequestOptions } from './client';
export { ApiError, FetchError, ParseError, TimeoutError, isUnauthorized } from './errors';
export { errorInWords, isNotFound } from './error-words';
export { identityApi } from './identity';
export { searchApi, AUTOCOMPLETE_SIZE, SIMILAR_PAGE_SIZE, SIMILAR_SCORE } from './search';
export { assetApi, THUMBNAIL_HEIGHT, THUMBNAIL_WIDTH } from './assets';
export {
  playlistApi,
  COLLECTION_LIST_LIMIT,
  type CollectionSearchQuery,
  type PlaylistListQuery,
} from './playlists';
export { playbackApi } from './playback';
export { publicationApi, EXPORT_STATUS_LIMIT, type ExportStatusQuery } from './publication';
