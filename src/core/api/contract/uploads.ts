/**
 * What the library takes (docs/ingest.md): the upload service refuses other files, and the
 * library's page refuses them before sending. Apart from the rest of the contract, so that only
 * the pages that upload carry it.
 */

/** What people are told the library takes. */
export const ACCEPTED_CONTAINERS = 'MP4, MOV, MXF, MKV or MPEG-TS';

/** File name endings offered in the file picker and checked before an upload starts. */
export const ACCEPTED_EXTENSIONS: readonly string[] = [
  '.mp4',
  '.m4v',
  '.mov',
  '.mxf',
  '.mkv',
  '.ts',
  '.mts',
  '.m2ts',
];
