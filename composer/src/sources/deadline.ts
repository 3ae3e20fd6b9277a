/**
 * One deadline per page request (COMPOSE_DEADLINE_MS), bounding the whole request: the data-dependent
 * routing, the advisor lookup, the page's critical data, its site data and its blocks all run under it. Its
 * signal cancels the upstream calls still running when it passes (ARCHITECTURE.md "Pages"), and no retry
 * waits past it (`at`, on the `performance.now()` clock).
 */
import { setMaxListeners } from 'node:events';

/**
 * Every upstream call of a page listens to its deadline's signal while it runs (undici removes the
 * listener when the call ends); a page makes dozens at once, past Node's default warning at 10.
 */
const CONCURRENT_CALLS = 256;

export interface Deadline {
  /** Fires when the deadline passes. */
  readonly signal: AbortSignal;
  /** When it passes, on the `performance.now()` clock. */
  readonly at: number;
}

export class RequestDeadline implements Deadline {
  readonly at: number;
  readonly signal: AbortSignal;
  /** Resolves when the deadline passes (never, once disposed). */
  readonly passed: Promise<void>;
  readonly #controller = new AbortController();
  #timer: NodeJS.Timeout | undefined;

  constructor(ms: number, reason: () => Error) {
    this.at = performance.now() + ms;
    this.signal = this.#controller.signal;
    setMaxListeners(CONCURRENT_CALLS, this.signal);
    this.passed = new Promise((resolve) => {
      this.#timer = setTimeout(() => {
        this.#controller.abort(reason());
        resolve();
      }, ms);
    });
  }

  remainingMs(): number {
    return Math.max(0, this.at - performance.now());
  }

  /**
   * The request is answered: its timer stops. Work it left running (a background refresh) is no longer
   * cancelled; each call is still bounded by UPSTREAM_TIMEOUT_MS.
   */
  dispose(): void {
    clearTimeout(this.#timer);
  }
}

/**
 * A deadline that never passes (an action's page lookup: the action's own calls follow it). Its one
 * signal is shared by every such call in the process, so it has no listener bound.
 */
export const NO_DEADLINE: Deadline = { signal: new AbortController().signal, at: Number.POSITIVE_INFINITY };
setMaxListeners(0, NO_DEADLINE.signal);
