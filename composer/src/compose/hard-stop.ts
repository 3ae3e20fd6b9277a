/**
 * One deadline per page request (COMPOSE_DEADLINE_MS): routing, the advisor and reseller lookups, the
 * page's critical and site data and its blocks all run under it. The blocks still pending are dropped at
 * the deadline itself; the hard stop answers at the latest HARD_STOP_GRACE_MS after it, whatever is still
 * running (the content store, Redis), so that a request is never left waiting on a stuck dependency.
 */
import type { FastifyBaseLogger } from 'fastify';
import { Errors } from '../errors.ts';
import { RequestDeadline } from '../sources/deadline.ts';

/** How long after the deadline a request is answered at the latest: time to serialise the page. */
export const HARD_STOP_GRACE_MS = 250;

/** Runs one request under its deadline, created here and stopped when the request is answered. */
export async function underDeadline<T>(
  deadlineMs: number,
  path: string,
  run: (deadline: RequestDeadline) => Promise<T>,
): Promise<T> {
  const deadline = new RequestDeadline(deadlineMs, () => new Errors.COMPOSE_DEADLINE(path, deadlineMs));
  try {
    return await run(deadline);
  } finally {
    deadline.dispose();
  }
}

/**
 * `answered`, unless it is still running HARD_STOP_GRACE_MS after the deadline: then `late()`'s answer,
 * and the late work's failure, if any, is only logged.
 */
export async function hardStop<T>(
  answered: Promise<T>,
  deadline: RequestDeadline,
  log: FastifyBaseLogger,
  late: () => Promise<T>,
): Promise<T> {
  const stop = deadline.passed.then(
    () => new Promise<typeof STOP>((resolve) => setTimeout(resolve, HARD_STOP_GRACE_MS, STOP)),
  );
  const first = await Promise.race([answered, stop]);
  if (first !== STOP) return first as T;
  answered.catch((err) => log.warn({ err }, 'page composition failed after its deadline'));
  return late();
}

const STOP = Symbol('hard stop');
