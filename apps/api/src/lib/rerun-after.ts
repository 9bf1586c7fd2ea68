/**
 * Wraps `task` so that calls while it runs are not lost: they are answered by one more run that
 * starts after the current one ends. A burst of calls costs at most two runs, and the last call is
 * always followed by a run that began after it — what a count pushed to a client needs, since a
 * run that began before a change may have read the state without it.
 *
 * Every call answers the promise of the runs under way. `task` handles its own errors: a rejection
 * ends those runs (a call during the failed one goes unanswered) and reaches the callers.
 */
export function rerunAfter(task: () => Promise<void>): () => Promise<void> {
  let runs: Promise<void> | undefined;
  let again = false;
  const loop = async () => {
    try {
      do {
        again = false;
        await task();
      } while (again);
    } finally {
      runs = undefined;
    }
  };
  return () => {
    if (runs) {
      again = true;
      return runs;
    }
    runs = loop();
    return runs;
  };
}
