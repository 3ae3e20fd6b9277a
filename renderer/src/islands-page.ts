/**
 * Islands mode (the default): each block rendered on its own (through the fragment cache) and the page
 * stitched as strings. Every block is wrapped `<div class="wp-block" id data-block>`; interactive ones
 * also get `data-island="<index>"`, the index of their entry in the `#wp-islands` JSON.
 */
import type { PageTree } from '@waypoint/schemas';
import type { FastifyBaseLogger } from 'fastify';
import type { FragmentCache } from './fragments.tsx';
import { ISLANDS, type IslandData, needsHydration } from './islands.ts';
import { regionsOf } from './regions.ts';
import { escapeHtml } from './serialize.ts';

export interface IslandsBody {
  /** Regions with their blocks, without the islands data and scripts. */
  html: string;
  /** Resource hints of the blocks, for the head. */
  hoisted: string;
  islands: IslandData[];
}

export function renderIslandsBody(
  tree: PageTree,
  fragments: FragmentCache,
  log: FastifyBaseLogger,
): IslandsBody {
  const islands: IslandData[] = [];
  const out: string[] = [];
  const hoisted = new Set<string>();
  for (const region of regionsOf(tree)) {
    const cls = region.className ? ` class="${region.className}"` : '';
    const id = region.id ? ` id="${region.id}"` : '';
    out.push(`<${region.tag}${cls}${id}>`);
    for (const block of region.blocks) {
      const fragment = fragments.render(block, log);
      if (fragment === null) continue;
      if (fragment.hoisted) hoisted.add(fragment.hoisted);
      let island = '';
      if (needsHydration(block)) {
        island = ` data-island="${islands.length}"`;
        islands.push({ id: block.id, type: block.type, props: block.props, hydrate: ISLANDS[block.type] });
      }
      out.push(
        `<div class="wp-block" id="${escapeHtml(block.id)}" data-block="${escapeHtml(block.type)}"${island}>`,
        fragment.html,
        '</div>',
      );
    }
    out.push(`</${region.tag}>`);
  }
  return { html: out.join(''), hoisted: [...hoisted].join(''), islands };
}
