import closeWithGrace from 'close-with-grace';

/** How long a process may take to close before it is stopped anyway. */
export const GRACE_MS = 30_000;

/**
 * On SIGTERM or SIGINT (or a crash): stop taking requests, finish those in flight, hand
 * running export and highlight jobs back to the queue for another process (`close` does all
 * that), then exit; forced after `GRACE_MS`.
 */
export function closeOnSignals(
  close: () => Promise<void>,
  say: (message: string) => void,
  delay = GRACE_MS,
): void {
  closeWithGrace({ delay }, async ({ signal, err }) => {
    if (err) console.error(err);
    say(`${signal ?? 'an error'}: closing`);
    await close();
    say('closed');
  });
}
