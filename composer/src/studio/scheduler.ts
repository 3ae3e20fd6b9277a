/**
 * Scheduled publishing: every composer instance polls for due publications; the store claims each one
 * with FOR UPDATE SKIP LOCKED inside the publishing transaction, so each fires exactly once however
 * many instances poll. With a 10 s interval a publication fires within about 10 s of its time (the issue
 * allows 60 s). A failing poll is logged and retried at the next tick; it never stops the poller.
 */
import type { ContentStore, PublishResult } from '@waypoint/cms-adapter';
import type { FastifyBaseLogger } from 'fastify';

export interface SchedulerOptions {
  content: Pick<ContentStore, 'runDueSchedules'>;
  intervalMs: number;
  now: () => Date;
  invalidate(result: Pick<PublishResult, 'layoutId' | 'version' | 'tags'>): Promise<void>;
  log: FastifyBaseLogger;
}

export class PublicationScheduler {
  readonly #options: SchedulerOptions;
  #timer: NodeJS.Timeout | undefined;
  #running: Promise<void> | undefined;

  constructor(options: SchedulerOptions) {
    this.#options = options;
  }

  start(): void {
    if (this.#options.intervalMs <= 0 || this.#timer) return;
    this.#timer = setInterval(() => void this.tick(), this.#options.intervalMs);
    this.#timer.unref();
    void this.tick();
  }

  /** One poll; concurrent calls share the running one. */
  tick(): Promise<void> {
    this.#running ??= this.#poll().finally(() => {
      this.#running = undefined;
    });
    return this.#running;
  }

  async #poll(): Promise<void> {
    const { log } = this.#options;
    try {
      const runs = await this.#options.content.runDueSchedules(this.#options.now());
      for (const run of runs) {
        if (run.status === 'published') {
          await this.#options.invalidate(run);
          log.info(
            { scheduleId: run.scheduleId, layoutId: run.layoutId, version: run.version },
            'scheduled publication published',
          );
        } else {
          log.error(
            { scheduleId: run.scheduleId, layoutId: run.layoutId, error: run.error },
            'scheduled publication failed',
          );
        }
      }
    } catch (err) {
      log.error({ err }, 'scheduled publishing: poll failed; retrying at the next tick');
    }
  }

  async stop(): Promise<void> {
    clearInterval(this.#timer);
    this.#timer = undefined;
    await this.#running;
  }
}
