import { FormRecipientMissingError } from './renderers/render-request';
import { DeliveryFailedError } from './renderers/archive';
import { EdlTooLongError } from './renderers/edl';
import { ArchiveMissingError } from './renderers/render-archive';
import {
  EmptyCollectionError,
  MediaNotReadyError,
  MissingMediaError,
  StillInVideoExportError,
  StillRecordingError,
} from './plan';
import { RenderFailedError } from '../media/run-ffmpeg';

/** Failures that another try cannot mend: the collection itself is the problem. */
export function isPermanent(error: unknown): boolean {
  return (
    error instanceof EmptyCollectionError ||
    error instanceof MissingMediaError ||
    error instanceof MediaNotReadyError ||
    error instanceof EdlTooLongError ||
    error instanceof ArchiveMissingError ||
    error instanceof StillInVideoExportError ||
    error instanceof FormRecipientMissingError ||
    (error instanceof Error && error.name === 'UnknownExportError')
  );
}

/** Why an export failed, in words for the person who asked for it. */
export function failureWords(error: unknown, last: boolean): string {
  if (isPermanent(error)) return (error as Error).message;
  if (error instanceof StillRecordingError)
    return last
      ? `${error.message}: export again once the match has gone past it.`
      : `${error.message}: the export tries again in a few seconds.`;
  const what =
    error instanceof RenderFailedError
      ? 'The video could not be rendered.'
      : error instanceof DeliveryFailedError
        ? 'The video was made but could not be delivered.'
        : 'The export could not be made.';
  return last ? `${what} It was tried several times; try again later.` : `${what} Trying again.`;
}
