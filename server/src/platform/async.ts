// Synchronous work behind an asynchronous interface (sandbox connectors and trackers, the
// in-process job queue, the log mailer), without an `async` function that never awaits.

/** The work's result as a promise; a throw becomes a rejection, as from an `async` function. */
export function promiseOf<T>(work: () => T): Promise<T> {
  return new Promise((resolve) => resolve(work()));
}
