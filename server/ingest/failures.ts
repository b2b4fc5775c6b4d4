import { RenderFailedError } from '../media/run-ffmpeg';
import { SourceAddressError } from './fetch-source';
import { UnplayableSourceError } from './probe';

/** The same file is already an asset of the tenant. */
export class DuplicateSourceError extends Error {
  constructor(readonly existing: { id: string; title: string }) {
    super(`This file is already in the library, as “${existing.title}”.`);
    this.name = 'DuplicateSourceError';
  }
}

/** Words for people about an ingest that failed, and whether trying again cannot help. */
export function ingestFailure(
  error: unknown,
  last: boolean,
): { reason: string; permanent: boolean; hopeless?: boolean } {
  // A file that is not a video the library takes stays so, however often it is tried.
  if (error instanceof UnplayableSourceError)
    return { reason: error.message, permanent: true, hopeless: true };
  if (error instanceof DuplicateSourceError) return { reason: error.message, permanent: true };
  if (error instanceof SourceAddressError)
    return { reason: error.message, permanent: error.permanent };
  if (error instanceof RenderFailedError)
    return {
      reason: last
        ? 'The video could not be converted: the file may be damaged or cut short.'
        : 'The video could not be converted this time; it is tried again shortly.',
      permanent: false,
    };
  return {
    reason: last
      ? 'Processing failed each time it was tried. Try again later.'
      : 'Processing stopped on a problem of the server; it is tried again shortly.',
    permanent: false,
  };
}
