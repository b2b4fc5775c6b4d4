const waiting: Array<() => void> = [];
let scheduled = false;

function runNext(): void {
  try {
    waiting.shift()?.();
  } finally {
    // A piece that throws (reported as any task's error) does not hold up the rest.
    if (waiting.length > 0) setTimeout(runNext, 0);
    else scheduled = false;
  }
}

/**
 * Runs `work` in a task of its own, after the work queued before it, one piece a task: what
 * many parts of a page start at the same moment (a list's frames coming into view together)
 * then runs in short tasks the page can answer between, rather than one long one. Returns a
 * function that takes it back if it has not run yet.
 */
export function onePerTask(work: () => void): () => void {
  // A function of its own: the same work asked for twice is two entries, taken back apart.
  const entry = () => work();
  waiting.push(entry);
  if (!scheduled) {
    scheduled = true;
    setTimeout(runNext, 0);
  }
  return () => {
    // Once run, it is no longer waiting: nothing to take back.
    const at = waiting.indexOf(entry);
    if (at !== -1) waiting.splice(at, 1);
  };
}
