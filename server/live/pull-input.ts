import { once } from 'node:events';
import type { ChildProcessByStdio } from 'node:child_process';
import type { Readable, Writable } from 'node:stream';
import { SourceAddressError } from '../ingest/fetch-source';
import type { HlsPuller } from './hls-pull';

/**
 * Writes a pulled stream's segments into its transcoder's input as they come, and ends the
 * input when the source stops giving new ones (the transcoder then stops, as a listener's
 * does when its encoder goes). Resolves to why the source could not be taken, in words, or
 * null when it simply stopped.
 */
export async function pumpPulled(
  puller: HlsPuller,
  input: Writable,
  signal: AbortSignal,
): Promise<SourceAddressError | null> {
  // A transcoder gone takes its input with it: its close is what the session hears.
  input.on('error', () => undefined);
  try {
    for await (const bytes of puller.segments(signal)) {
      if (!input.write(bytes)) await once(input, 'drain', { signal });
    }
    return null;
  } catch (error) {
    if (signal.aborted) return null;
    if (error instanceof SourceAddressError) return error;
    return new SourceAddressError('The stream at the address could not be read.', false);
  } finally {
    input.end();
  }
}

/** Why a pulled stream's transcoder stopped, in words for its row. */
export function pulledDropReason(
  puller: HlsPuller,
  hadPicture: boolean,
  problem: SourceAddressError | null,
): string | null {
  if (problem) return problem.message;
  if (!hadPicture) return null;
  return puller.ended
    ? 'The stream at the address has ended. The match ends when its grace runs out, unless the stream goes on.'
    : 'The address stopped giving new video. The match goes on when it does again.';
}

/**
 * Feeds a transcoder the source's segments until the source stops or the transcoder does;
 * `onProblem` hears why the source could not be taken, when it could not.
 */
export function pullInto(
  puller: HlsPuller,
  child: ChildProcessByStdio<Writable, Readable, Readable>,
  onProblem: (problem: SourceAddressError) => void,
): void {
  const abort = new AbortController();
  child.once('close', () => abort.abort());
  void pumpPulled(puller, child.stdin, abort.signal).then((problem) => {
    if (problem) onProblem(problem);
  });
}
