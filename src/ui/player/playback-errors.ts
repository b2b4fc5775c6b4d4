// shaka's LOAD_INTERRUPTED: a newer load replaced this one, which is no failure.
const LOAD_INTERRUPTED = 7000;

export function isInterruption(error: unknown): boolean {
  return (error as { code?: number } | null)?.code === LOAD_INTERRUPTED;
}

/** What went wrong, in words a viewer can act on; shaka's code kept for support. */
export function describeError(error: unknown): string {
  const code = (error as { code?: number } | null)?.code;
  const category = (error as { category?: number } | null)?.category;
  // shaka categories: 1 network, 3 media, 4 manifest.
  const what =
    category === 1
      ? 'The video could not be downloaded.'
      : category === 3
        ? 'The video could not be decoded by this browser.'
        : 'The video could not be played.';
  return code ? `${what} (error ${code})` : what;
}
