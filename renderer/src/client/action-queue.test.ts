import { describe, expect, it } from 'vitest';
import { ActionQueue, type Job } from './action-queue.ts';

/** A job that finishes when told to, and records whether it was aborted. */
function job(blockId: string, log: string[], name: string) {
  let finish!: () => void;
  const state = { aborted: false, started: false };
  const j: Job = {
    blockId,
    run: (signal) =>
      new Promise<void>((resolve) => {
        state.started = true;
        log.push(`start ${name}`);
        signal.addEventListener('abort', () => {
          state.aborted = true;
          log.push(`abort ${name}`);
          resolve();
        });
        finish = () => {
          if (!signal.aborted) log.push(`done ${name}`);
          resolve();
        };
      }),
  };
  return { j, state, finish: () => finish() };
}

const tick = () => new Promise((r) => setTimeout(r, 0));

describe('ActionQueue', () => {
  it('aborts the older action of the same block: the last selection wins', async () => {
    const q = new ActionQueue();
    const log: string[] = [];
    const a = job('calendar', log, 'a');
    const b = job('calendar', log, 'b');
    q.submit(a.j);
    q.submit(b.j);
    expect(a.state.aborted).toBe(true);
    expect(b.state.started).toBe(true);
    a.finish();
    b.finish();
    await tick();
    expect(log).toEqual(['start a', 'abort a', 'start b', 'done b']);
  });

  it('runs an action of another block after the running one, from its answer', async () => {
    const q = new ActionQueue();
    const log: string[] = [];
    const a = job('category', log, 'a');
    const b = job('calendar', log, 'b');
    q.submit(a.j);
    q.submit(b.j);
    expect(b.state.started).toBe(false);
    expect(q.pending('calendar')).toBe(true);
    a.finish();
    await tick();
    expect(b.state.started).toBe(true);
    b.finish();
    await tick();
    expect(log).toEqual(['start a', 'done a', 'start b', 'done b']);
    expect(q.pending('calendar')).toBe(false);
  });

  it('keeps only the newest waiting action of a block', async () => {
    const q = new ActionQueue();
    const log: string[] = [];
    const a = job('category', log, 'a');
    const b1 = job('passengers', log, 'b1');
    const b2 = job('passengers', log, 'b2');
    q.submit(a.j);
    q.submit(b1.j);
    q.submit(b2.j);
    a.finish();
    await tick();
    b2.finish();
    await tick();
    expect(b1.state.started).toBe(false);
    expect(log).toEqual(['start a', 'done a', 'start b2', 'done b2']);
  });

  it('cancels everything for Back and Forward', async () => {
    const q = new ActionQueue();
    const log: string[] = [];
    const a = job('category', log, 'a');
    const b = job('calendar', log, 'b');
    q.submit(a.j);
    q.submit(b.j);
    q.cancelAll();
    await tick();
    expect(a.state.aborted).toBe(true);
    expect(b.state.started).toBe(false);
  });
});
