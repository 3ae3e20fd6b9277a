/**
 * The one client runtime of every island (ARCHITECTURE.md "Actions"). Islands never fetch on their own:
 * they dispatch their block's actions here. A submit is posted to /v1/actions/<name> with the page's
 * address; meanwhile the block is aria-busy; its answer's patch replaces blocks by id (an island keeps
 * its React root and state: it is re-rendered with its new props); its `url` is pushed, so Back and
 * Forward restore the selection (the server answers the patch between the two addresses). A newer
 * action on a block aborts the older one (action-queue.ts). Any failure falls back to loading the
 * link's own address: the same state, as a whole page.
 */
import type { BlockRuntime } from '@waypoint/blocks/runtime';
import { BlockRuntimeContext } from '@waypoint/blocks/runtime';
import type { Action, ActionResponse, AnalyticsEvent, Block, PatchChange } from '@waypoint/schemas';
import { type ComponentType, createElement } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { PATCHED_MARK } from '../island-data.ts';
import { ActionQueue } from './action-queue.ts';
import { Committed } from './hydrated.tsx';
import { loaders } from './loaders.gen.ts';

declare global {
  interface Window {
    /** The analytics events the server built, in the order the runtime received them. */
    __wpEvents?: AnalyticsEvent[];
  }
}

interface Mounted {
  type: string;
  root: Root;
}

const mounted = new Map<string, Mounted>();
const queue = new ActionQueue();
/** The address whose state is on screen (it changes only when a patch is applied). */
let shown = location.pathname + location.search;

/** The block's element: the wrapper `<div class="wp-block" id data-block>` the server rendered. */
const wrapperOf = (id: string): HTMLElement | null => {
  const el = document.getElementById(id);
  return el?.classList.contains('wp-block') ? el : null;
};

const runtimes = new Map<string, BlockRuntime>();

/**
 * The element a block's root renders: the block in its runtime context. Islands hydrate it and patches
 * re-render it with the same shape, so React keeps the island's state across patches.
 */
export function blockElement(
  id: string,
  Component: ComponentType<Record<string, unknown>>,
  props: unknown,
  onCommit: () => void = () => undefined,
) {
  let runtime = runtimes.get(id);
  if (!runtime) {
    runtime = runtimeFor(id);
    runtimes.set(id, runtime);
  }
  return createElement(
    Committed,
    { onCommit },
    createElement(
      BlockRuntimeContext.Provider,
      { value: runtime },
      createElement(Component, props as Record<string, unknown>),
    ),
  );
}

/** Islands register the root they hydrated, so a patch re-renders them in place. */
export function registerIsland(id: string, type: string, root: Root): void {
  mounted.set(id, { type, root });
}

export function emit(events: readonly AnalyticsEvent[] | undefined): void {
  if (!events) return;
  window.__wpEvents ??= [];
  for (const event of events) {
    window.__wpEvents.push(event);
    window.dispatchEvent(new CustomEvent('wp:event', { detail: event }));
  }
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
    link.href = `/assets/styles/${encodeURIComponent(type)}.css`;
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
export async function applyPatch(changes: readonly PatchChange[]): Promise<boolean> {
  if (changes.some((c) => !wrapperOf(c.id))) return false;
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
  const old = wrapperOf(change.id)!;
  const nodes: HTMLElement[] = [];
  let reused = false;
  for (const block of change.blocks) {
    const Component = components.get(block.type)!;
    const same = mounted.get(block.id);
    if (block.id === change.id && same && same.type === block.type) {
      // An island stays: re-rendered with its new props, it keeps its state and its focus.
      same.root.render(blockElement(block.id, Component, block.props));
      nodes.push(old);
      reused = true;
      continue;
    }
    nodes.push(render(block, Component));
  }
  if (!reused) {
    mounted.get(change.id)?.root.unmount();
    mounted.delete(change.id);
  }
  old.replaceWith(...nodes);
}

function render(block: Block, Component: ComponentType<Record<string, unknown>>): HTMLElement {
  const el = document.createElement('div');
  el.className = 'wp-block';
  el.id = block.id;
  el.dataset['block'] = block.type;
  const root = createRoot(el, { identifierPrefix: `${block.id}:` });
  root.render(blockElement(block.id, Component, block.props));
  mounted.set(block.id, { type: block.type, root });
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

/** Runs a submit answer: events, then the patch and the address, or another page. */
async function settle(answer: ActionResponse, fallback: string | undefined): Promise<void> {
  emit(answer.events);
  if (answer.navigate) {
    location.assign(answer.navigate);
    return;
  }
  if (answer.patch && answer.url) {
    if (!(await applyPatch(answer.patch.changes))) {
      location.assign(answer.url);
      return;
    }
    shown = answer.url;
    if (answer.url !== location.pathname + location.search) history.pushState({ wp: true }, '', answer.url);
    performance.mark(PATCHED_MARK, { detail: { url: answer.url } });
    return;
  }
  if (fallback) location.assign(fallback);
}

/** Per block, the latest action dispatched: only its end clears the block's pending state. */
const latest = new Map<string, number>();

function submit(
  blockId: string,
  action: Extract<Action, { kind: 'submit' }>,
  extra: object,
  fallback?: string,
) {
  const el = wrapperOf(blockId);
  const mine = (latest.get(blockId) ?? 0) + 1;
  latest.set(blockId, mine);
  el?.setAttribute('aria-busy', 'true');
  queue.submit({
    blockId,
    async run(signal) {
      try {
        const response = await postJson(
          `/v1/actions/${encodeURIComponent(action.action)}`,
          { path: shown, input: { ...action.input, ...extra } },
          signal,
        );
        if (signal.aborted) return;
        const answer = (await response.json().catch(() => ({}))) as ActionResponse;
        if (signal.aborted) return;
        if (response.status === 422 && answer.errors?.length) {
          announce(answer.errors.map((e) => e.message).join(' '));
          return;
        }
        if (!response.ok) throw new Error(`action ${action.action} answered ${response.status}`);
        await settle(answer, fallback);
      } catch (err) {
        if (signal.aborted) return;
        console.error(`[waypoint] action ${action.action} failed; loading the page instead`, err);
        if (fallback) location.assign(fallback);
      } finally {
        if (latest.get(blockId) === mine) wrapperOf(blockId)?.removeAttribute('aria-busy');
      }
    },
  });
}

/** The runtime as one block sees it. */
function runtimeFor(blockId: string): BlockRuntime {
  return {
    dispatch(action, extra = {}, fallback) {
      switch (action.kind) {
        case 'submit':
          submit(blockId, action, extra, fallback);
          return;
        case 'navigate':
          location.assign(action.href);
          return;
        case 'track':
          emit([{ event: action.event, entities: action.entities }]);
          return;
        case 'openModal':
        case 'closeModal':
          window.dispatchEvent(
            new CustomEvent('wp:modal', { detail: action.kind === 'openModal' ? action.id : null }),
          );
          return;
      }
    },
    async getJson(url, signal) {
      const response = await fetch(url, {
        headers: { accept: 'application/json' },
        credentials: 'same-origin',
        ...(signal ? { signal } : {}),
      });
      if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
      return response.json();
    },
  };
}

/** Back and Forward: the server answers the patch from the state on screen to the address restored. */
window.addEventListener('popstate', () => {
  queue.cancelAll();
  const to = location.pathname + location.search;
  if (to === shown) return;
  queue.submit({
    blockId: '#history',
    async run(signal) {
      try {
        const query = new URLSearchParams({ from: shown, to });
        const response = await fetch(`/v1/patch?${query}`, {
          headers: { accept: 'application/json' },
          signal,
        });
        const answer = (await response.json()) as ActionResponse;
        if (signal.aborted) return;
        if (!response.ok || answer.navigate || !answer.patch || !(await applyPatch(answer.patch.changes))) {
          location.reload();
          return;
        }
        shown = to;
        performance.mark(PATCHED_MARK, { detail: { url: to } });
      } catch (err) {
        if (signal.aborted) return;
        console.error('[waypoint] restoring the page from history failed; reloading it', err);
        location.reload();
      }
    },
  });
});
