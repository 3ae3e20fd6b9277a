/**
 * Which experiments a page reads (storefront.md §4 "A/B experiments"): those its definition names, those in
 * its layout's audience rules and those its blocks' resolvers declare as dimensions. Only these are
 * assigned and get cookies, so a page's cache is not split by experiments it never reads. Worked out once
 * per page kind and layout version.
 */
import type { PublishedLayout } from '@waypoint/schemas';
import { audienceExperiments } from '../compose/audience.ts';
import { layoutRef } from '../compose/cache-keys.ts';
import type { ResolverRegistry } from '../compose/types.ts';
import type { AnyPageDefinition } from '../pages/define-page.ts';

/** Past this many page kinds and layout versions the memo starts afresh (layouts are republished). */
const MAX_LAYOUTS = 1000;

export class ExperimentNames {
  readonly #resolvers: ResolverRegistry;
  readonly #byLayout = new Map<string, ReadonlySet<string>>();

  constructor(resolvers: ResolverRegistry) {
    this.#resolvers = resolvers;
  }

  of(page: AnyPageDefinition, layout: PublishedLayout): ReadonlySet<string> {
    const ref = `${page.kind}:${layoutRef(layout)}`;
    const known = this.#byLayout.get(ref);
    if (known) return known;
    const placements = layout.placements;
    const names = new Set(page.experiments ?? []);
    for (const name of audienceExperiments(placements.map((p) => p.audience))) names.add(name);
    for (const p of placements) {
      for (const d of this.#resolvers[p.blockType].dimensions) {
        if (d.startsWith('experiment:')) names.add(d.slice('experiment:'.length));
      }
    }
    if (this.#byLayout.size > MAX_LAYOUTS) this.#byLayout.clear();
    this.#byLayout.set(ref, names);
    return names;
  }
}
