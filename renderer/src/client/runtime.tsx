/**
 * The one client runtime of every island (ARCHITECTURE.md "Actions"). Islands never fetch on their own:
 * they dispatch their block's actions here. A submit is posted to /v1/actions/<name> with the page's
 * address; meanwhile the block is aria-busy; its answer's patch replaces blocks by id (an island keeps
 * its React root and state: it is re-rendered with its new props); its `url` is pushed, so Back and
 * Forward restore the selection (the server answers the patch between the two addresses). A newer
 * action on a block aborts the older one (action-queue.ts). Any failure falls back to loading the
 * link's own address: the same state, as a whole page.
 *
 * This module is what every island needs; posting, patching and history (patching.tsx) load on the
 * first submit or the first Back into a patched state: a page whose islands only navigate (the home
 * page) never downloads them.
 */
import type { BlockRuntime, DispatchResult } from '@waypoint/blocks/runtime';
import { BlockRuntimeContext } from '@waypoint/blocks/runtime';
import type { Action, AnalyticsEvent } from '@waypoint/schemas';
import { type ComponentType, createElement } from 'react';
import type { Root } from 'react-dom/client';
import { PATCHED_MARK, STYLE_PREFIX } from '../island-data.ts';
import { Committed } from './hydrated.tsx';
import type { Mounted } from './runtime-core.ts';

declare global {
  interface Window {
    /** The analytics events the server built, in the order the runtime received them. */
    __wpEvents?: AnalyticsEvent[];
  }
}

/** The React root of every block on screen that has one: hydrated islands, and blocks patched in. */
export const mounted = new Map<string, Mounted>();
/** The address whose state is on screen (it changes only when a patch is applied). */
export const onScreen = { shown: location.pathname + location.search };

/** The block's element: the wrapper `<div class="wp-block" id data-block>` the server rendered. */
export const wrapperOf = (id: string): HTMLElement | null => {
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

/** The runtime as one block sees it. */
function runtimeFor(blockId: string): BlockRuntime {
  return {
    dispatch(action, extra = {}, fallback) {
      switch (action.kind) {
        case 'submit':
          return submit(blockId, action, extra, fallback);
        case 'navigate':
          location.assign(action.href);
          return APPLIED;
        case 'track':
          emit([{ event: action.event, entities: action.entities }]);
          return APPLIED;
        case 'openModal':
        case 'closeModal':
          window.dispatchEvent(
            new CustomEvent('wp:modal', { detail: action.kind === 'openModal' ? action.id : null }),
          );
          return APPLIED;
      }
    },
    fetch(url, init) {
      return window.fetch(url, { ...init, credentials: 'same-origin' });
    },
  };
}

type Patching = ReturnType<typeof import('./patching.tsx').start>;
let patchingModule: Promise<Patching> | undefined;
/** Loads the patching module (once); islands.tsx warms it when the page has something to submit. */
export const patching = (): Promise<Patching> => {
  patchingModule ??= import('./patching.tsx').then((m) =>
    m.start({
      mounted,
      onScreen,
      wrapperOf,
      blockElement,
      emit,
      patchedMark: PATCHED_MARK,
      stylePrefix: STYLE_PREFIX,
    }),
  );
  return patchingModule;
};

const APPLIED: Promise<DispatchResult> = Promise.resolve({ status: 'applied' });

/** Pending at once (in the click's own frame), then posted once the patching module is there. */
function submit(
  blockId: string,
  action: Extract<Action, { kind: 'submit' }>,
  extra: object,
  fallback?: string,
): Promise<DispatchResult> {
  if (!action.background) wrapperOf(blockId)?.setAttribute('aria-busy', 'true');
  return patching().then(
    (m) => m.submit(blockId, action, extra, fallback),
    (err) => {
      console.error('[waypoint] the action runtime could not be loaded; loading the page instead', err);
      wrapperOf(blockId)?.removeAttribute('aria-busy');
      if (fallback) location.assign(fallback);
      return { status: 'failed' } as const;
    },
  );
}

/** Back and Forward into (or out of) a patched state: the patching module restores it. */
window.addEventListener('popstate', () => {
  // Nothing was ever patched or posted, and the address on screen is the page's: nothing to do.
  if (!patchingModule && location.pathname + location.search === onScreen.shown) return;
  patching().then(
    (m) => m.restore(),
    (err) => {
      console.error('[waypoint] the action runtime could not be loaded; reloading the page', err);
      location.reload();
    },
  );
});
