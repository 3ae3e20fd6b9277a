/**
 * Which action runs when (ARCHITECTURE.md "Actions"): one at a time, since each one answers the page's
 * new address and the next must start from it. A newer action on the same block aborts the older one
 * (the last selection wins, and its answer is never painted); an action on another block waits its turn,
 * replacing any older one of that block still waiting. Pure bookkeeping; the runtime does the I/O.
 */

export interface Job {
  /** The block the action came from. */
  blockId: string;
  /** Runs the action; the signal fires when a newer action on the block supersedes it. */
  run(signal: AbortSignal): Promise<void>;
}

interface Running {
  job: Job;
  controller: AbortController;
  done: Promise<void>;
}

export class ActionQueue {
  #running: Running | null = null;
  #waiting: Job[] = [];

  /** Starts the job now, aborting a running one of the same block, or queues it behind another block's. */
  submit(job: Job): void {
    const running = this.#running;
    if (running && running.job.blockId === job.blockId) {
      running.controller.abort();
      this.#running = null;
    }
    this.#waiting = this.#waiting.filter((w) => w.blockId !== job.blockId);
    this.#waiting.push(job);
    if (!this.#running) this.#next();
  }

  /** Aborts everything (Back and Forward take over the page). */
  cancelAll(): void {
    this.#running?.controller.abort();
    this.#running = null;
    this.#waiting = [];
  }

  /** Whether a job of this block is running or waiting. */
  pending(blockId: string): boolean {
    return this.#running?.job.blockId === blockId || this.#waiting.some((w) => w.blockId === blockId);
  }

  #next(): void {
    const job = this.#waiting.shift();
    if (!job) return;
    const controller = new AbortController();
    const running: Running = { job, controller, done: Promise.resolve() };
    this.#running = running;
    running.done = job
      .run(controller.signal)
      .catch(() => undefined)
      .finally(() => {
        // A superseded job has been replaced already; only the current one hands over.
        if (this.#running !== running) return;
        this.#running = null;
        this.#next();
      });
  }
}
