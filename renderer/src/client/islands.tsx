/**
 * Client entry of islands mode: reads `#wp-islands` and hydrates each `[data-island]` element with its
 * block, downloading only the blocks on the page. 'load' islands start at once, 'visible' ones when
 * within 200px of the viewport, 'idle' ones when the main thread is free.
 */
import type { ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { ISLANDS_DATA_ID, type IslandData } from '../island-data.ts';
import { markHydrated, readJson, reportRecoverable } from './hydrated.tsx';
import { islandLoaders } from './island-loaders.gen.ts';
import { blockElement, patching, registerIsland } from './runtime.tsx';

async function hydrate(el: Element, island: IslandData): Promise<void> {
  const Component = (await islandLoaders[island.type as keyof typeof islandLoaders]()) as ComponentType<
    Record<string, unknown>
  >;
  await new Promise<void>((resolve) => {
    const root = hydrateRoot(el, blockElement(island.id, Component, island.props, resolve), {
      identifierPrefix: `${island.id}:`,
      onRecoverableError: reportRecoverable(`${island.type} #${island.id}`),
    });
    registerIsland(island.id, island.type, root);
  });
}

function start(el: Element, island: IslandData): Promise<void> {
  return hydrate(el, island).catch((err) => {
    console.error(`[waypoint] island ${island.type} #${island.id} failed to hydrate`, err);
  });
}

const whenIdle: (run: () => void) => void =
  typeof requestIdleCallback === 'function'
    ? (run) => requestIdleCallback(run, { timeout: 3000 })
    : (run) => setTimeout(run, 200);

const visible = typeof IntersectionObserver === 'function' ? new Map<Element, IslandData>() : undefined;

const observer =
  visible &&
  new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        const island = visible.get(entry.target);
        if (!entry.isIntersecting || !island) continue;
        observer?.unobserve(entry.target);
        visible.delete(entry.target);
        void start(entry.target, island);
      }
    },
    { rootMargin: '200px' },
  );

function main(): void {
  const islands = readJson<IslandData[]>(ISLANDS_DATA_ID) ?? [];
  const first: Promise<void>[] = [];
  for (const el of document.querySelectorAll('[data-island]')) {
    const island = islands[Number(el.getAttribute('data-island'))];
    if (!island || !Object.hasOwn(islandLoaders, island.type)) continue;
    const strategy = island.hydrate;
    if (strategy === 'load') first.push(start(el, island));
    else if (strategy === 'visible' && observer && visible) {
      visible.set(el, island);
      observer.observe(el);
    } else whenIdle(() => void start(el, island));
  }
  void Promise.all(first).then(() => {
    markHydrated();
    // A page whose blocks can submit (the trip page's choices) gets the patching code while idle, so
    // the first choice does not wait for it; the home page never needs it.
    if (document.getElementById(ISLANDS_DATA_ID)?.textContent?.includes('"kind":"submit"')) {
      whenIdle(() => {
        patching().catch((err) => console.warn('[waypoint] the action runtime could not be preloaded', err));
      });
    }
  });
}

main();
