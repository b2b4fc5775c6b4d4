/** Clip metadata for editors: /settings/content. */
export { ClipMetadataView } from './ClipMetadataView';
