/**
 * Posting, patching and history, loaded by the runtime (runtime.tsx) on the first submit or Back into a
 * patched state. A submit is posted with the address on screen; a newer one on the same block aborts the
 * older (action-queue.ts); the answer's patch is applied in one go and its url pushed; a refusal is
 * announced; any failure loads the link's own address instead.
 */
import type { DispatchResult } from '@waypoint/blocks/runtime';
import type { Action, ActionResponse, Block, PatchChange } from '@waypoint/schemas';
import type { ComponentType } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { ActionQueue } from './action-queue.ts';
import { loaders } from './loaders.gen.ts';
import type { RuntimeCore } from './runtime-core.ts';

const queue = new ActionQueue();

/**
 * The runtime's own state and helpers, handed over by `start` rather than imported: a static import of
 * runtime.tsx (or of anything else the islands entry imports) would make esbuild split it out of the
 * entry into a chunk of its own, one more file on every page.
 */
let core!: RuntimeCore;

/** Called once by the runtime when it loads this module: what it can then do. */
export function start(runtime: RuntimeCore): { submit: typeof submit; restore: typeof restore } {
  core = runtime;
  return { submit, restore };
}

/** Says an action's refusal where everyone notices it (a polite toast, read out by screen readers). */
function announce(message: string): void {
  let box = document.getElementById('wp-announcer');
  if (!box) {
    box = document.createElement('div');
    box.id = 'wp-announcer';
    box.className = 'wp-toast';
    box.setAttribute('role', 'alert');
    document.body.append(box);
  }
  box.textContent = message;
  box.hidden = false;
  setTimeout(() => {
    if (box.textContent === message) box.hidden = true;
  }, 6000);
}

/** The block types whose CSS the page has: those it showed (the server inlines theirs) and those loaded since. */
const styled = new Set(
  [...document.querySelectorAll<HTMLElement>('[data-block]')].map((el) => el.dataset['block']!),
);

/** Loads a block type's own stylesheet (a patch brought a type the page did not show). */
function loadStyles(type: string): Promise<void> {
  if (styled.has(type)) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = `${core.stylePrefix}${encodeURIComponent(type)}.css`;
    link.onload = () => {
      styled.add(type);
      resolve();
    };
    link.onerror = () => reject(new Error(`no stylesheet for ${type}`));
    document.head.append(link);
  });
}

/**
 * Applies a patch: every component and stylesheet it needs is loaded first, then all changes are made in
 * one go (transactional: a change whose block is not on the page fails the whole patch, nothing changes).
 */
async function applyPatch(changes: readonly PatchChange[]): Promise<boolean> {
  if (changes.some((c) => !core.wrapperOf(c.id))) return false;
  const types = new Set(changes.flatMap((c) => c.blocks.map((b) => b.type)));
  const components = new Map<string, ComponentType<Record<string, unknown>>>();
  await Promise.all(
    [...types].map(async (type) => {
      const load = (loaders as Record<string, () => Promise<unknown>>)[type];
      if (!load) return;
      const [component] = await Promise.all([load(), loadStyles(type)]);
      components.set(type, component as ComponentType<Record<string, unknown>>);
    }),
  );
  if (changes.some((c) => c.blocks.some((b) => !components.has(b.type)))) return false;
  // Committed now, all together: the screen shows the new state before its address is pushed.
  flushSync(() => {
    for (const change of changes) replace(change, components);
  });
  return true;
}

function replace(change: PatchChange, components: Map<string, ComponentType<Record<string, unknown>>>): void {
  const old = core.wrapperOf(change.id)!;
  // The root on screen now (a hydrated island, or a block patched in before), if the block has one.
  const previous = core.mounted.get(change.id);
  const nodes: HTMLElement[] = [];
  let reused = false;
  for (const block of change.blocks) {
    const Component = components.get(block.type)!;
    const same = core.mounted.get(block.id);
    if (block.id === change.id && same && same.type === block.type) {
      // An island stays: re-rendered with its new props, it keeps its state and its focus.
      same.root.render(core.blockElement(block.id, Component, block.props));
      nodes.push(old);
      reused = true;
      continue;
    }
    nodes.push(render(block, Component));
  }
  if (!reused && previous) {
    // Only the old root goes: a block of the same id rendered just now has its own in `mounted`.
    previous.root.unmount();
    if (core.mounted.get(change.id) === previous) core.mounted.delete(change.id);
  }
  old.replaceWith(...nodes);
}

function render(block: Block, Component: ComponentType<Record<string, unknown>>): HTMLElement {
  const el = document.createElement('div');
  el.className = 'wp-block';
  el.id = block.id;
  el.dataset['block'] = block.type;
  const root = createRoot(el, { identifierPrefix: `${block.id}:` });
  root.render(core.blockElement(block.id, Component, block.props));
  core.mounted.set(block.id, { type: block.type, root });
  return el;
}

async function postJson(url: string, body: unknown, signal: AbortSignal): Promise<Response> {
  return fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    credentials: 'same-origin',
    body: JSON.stringify(body),
    signal,
  });
}

/**
 * Runs a submit answer: events, then the patch and the address, or another page. A background
 * action's address replaces the current entry (a flight search's `flights=shown` is not a choice the
 * traveller made: Back goes to the state before the day was chosen).
 */
async function settle(answer: ActionResponse, fallback: string | undefined, replace = false): Promise<void> {
  core.emit(answer.events);
  if (answer.navigate) {
    location.assign(answer.navigate);
    return;
  }
  if (answer.patch && answer.url) {
    // The new address is the page's before its blocks mount: an action they run at once (a flight
    // search) is posted from it.
    const previous = core.onScreen.shown;
    core.onScreen.shown = answer.url;
    if (!(await applyPatch(answer.patch.changes))) {
      core.onScreen.shown = previous;
      location.assign(answer.url);
      return;
    }
    if (answer.url !== location.pathname + location.search) {
      if (replace) history.replaceState({ wp: true }, '', answer.url);
      else history.pushState({ wp: true }, '', answer.url);
    }
    performance.mark(core.patchedMark, { detail: { url: answer.url } });
    return;
  }
  if (fallback) location.assign(fallback);
}

/** Per block, the latest action dispatched: only its end clears the block's pending state. */
const latest = new Map<string, number>();

/**
 * Background actions (a flight search) by block: they run beside the queue, hold no other action back,
 * and are aborted by a newer action of their block. Their answer is dropped once the page has moved on.
 */
const background = new Map<string, AbortController>();

function submit(
  blockId: string,
  action: Extract<Action, { kind: 'submit' }>,
  extra: object,
  fallback?: string,
): Promise<DispatchResult> {
  background.get(blockId)?.abort();
  background.delete(blockId);
  return new Promise<DispatchResult>((resolve) => {
    const run = async (signal: AbortSignal): Promise<void> => {
      const from = core.onScreen.shown;
      try {
        const response = await postJson(
          `/v1/actions/${encodeURIComponent(action.action)}`,
          { path: from, input: { ...action.input, ...extra } },
          signal,
        );
        if (signal.aborted) return resolve({ status: 'aborted' });
        const answer = (await response.json().catch(() => ({}))) as ActionResponse;
        if (signal.aborted || (action.background && core.onScreen.shown !== from)) {
          return resolve({ status: 'aborted' });
        }
        if (response.status === 422 && answer.errors?.length) {
          resolve({ status: 'refused', errors: answer.errors });
          // Errors on what the block itself supplied (a form's fields, in `extra`) are the block's to
          // show at those fields; the others are announced.
          const supplied = new Set(Object.keys(extra));
          const others = answer.errors.filter((e) => !supplied.has(e.field.split('.', 1)[0]!));
          if (others.length > 0) announce(others.map((e) => e.message).join(' '));
          return;
        }
        // Refused against a stale or expired state: the answer brings the fresh state and says why.
        if ((response.status === 409 || response.status === 410) && answer.patch) {
          announce((answer.errors ?? []).map((e) => e.message).join(' '));
          await settle(answer, fallback);
          return resolve({ status: 'refused', errors: answer.errors ?? [] });
        }
        if (!response.ok) throw new Error(`action ${action.action} answered ${response.status}`);
        await settle(answer, fallback, action.background === true);
        resolve({ status: 'applied' });
      } catch (err) {
        if (signal.aborted) return resolve({ status: 'aborted' });
        console.error(`[waypoint] action ${action.action} failed; loading the page instead`, err);
        if (fallback) location.assign(fallback);
        resolve({ status: 'failed' });
      }
    };
    if (action.background) {
      const controller = new AbortController();
      background.set(blockId, controller);
      void run(controller.signal).finally(() => {
        if (background.get(blockId) === controller) background.delete(blockId);
      });
      return;
    }
    const el = core.wrapperOf(blockId);
    const mine = (latest.get(blockId) ?? 0) + 1;
    latest.set(blockId, mine);
    el?.setAttribute('aria-busy', 'true');
    queue.submit({
      blockId,
      run: (signal) =>
        run(signal).finally(() => {
          if (latest.get(blockId) === mine) core.wrapperOf(blockId)?.removeAttribute('aria-busy');
        }),
    });
  });
}

/** Back and Forward: the server answers the patch from the state on screen to the address restored. */
function restore(): void {
  queue.cancelAll();
  for (const controller of background.values()) controller.abort();
  background.clear();
  const to = location.pathname + location.search;
  if (to === core.onScreen.shown) return;
  queue.submit({
    blockId: '#history',
    async run(signal) {
      try {
        const query = new URLSearchParams({ from: core.onScreen.shown, to });
        const response = await fetch(`/v1/patch?${query}`, {
          headers: { accept: 'application/json' },
          signal,
        });
        const answer = (await response.json()) as ActionResponse;
        if (signal.aborted) return;
        const from = core.onScreen.shown;
        core.onScreen.shown = to;
        if (!response.ok || answer.navigate || !answer.patch || !(await applyPatch(answer.patch.changes))) {
          core.onScreen.shown = from;
          location.reload();
          return;
        }
        performance.mark(core.patchedMark, { detail: { url: to } });
      } catch (err) {
        if (signal.aborted) return;
        console.error('[waypoint] restoring the page from history failed; reloading it', err);
        location.reload();
      }
    },
  });
}
