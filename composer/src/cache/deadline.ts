// A deadline for one Redis command that blames Redis only for Redis's own silence. When the event loop
// stalls (a long render, a GC pause, a busy machine), a plain timer fires as soon as the loop wakes,
// before the poll phase reads a reply that may have arrived long before: the command is reported as
// timed out although Redis answered, and three such reports open the circuit. Here the timer only
// schedules the verdict with setImmediate, which runs after the poll phase of the same loop turn, so a
// reply already in the socket settles the command first. Hand-written: timeout helpers (p-timeout and
// the like, ioredis's own commandTimeout) decide in the timer callback itself.

export class CommandTimeoutError extends Error {
  override readonly name = 'CommandTimeoutError';
  constructor(readonly timeoutMs: number) {
    super(`Redis did not answer within ${timeoutMs} ms`);
  }
}

/** `work`, or a CommandTimeoutError when no answer was read within `timeoutMs` (after pending I/O). */
export function withDeadline<T>(work: Promise<T>, timeoutMs: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    let settled = false;
    const timer = setTimeout(() => {
      setImmediate(() => {
        if (settled) return;
        settled = true;
        reject(new CommandTimeoutError(timeoutMs));
      });
    }, timeoutMs);
    work.then(
      (value) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        resolve(value);
      },
      (err: unknown) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        reject(err);
      },
    );
  });
}
