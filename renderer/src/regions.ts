/**
 * The page shell both render modes share: which regions a page shows, in order, with their element,
 * class and id. Layout 'none' pages (errors) have no header and footer (storefront.md §2 Layout).
 */
import type { Block, PageTree } from '@waypoint/schemas';
import { headerIsSticky } from './theme.ts';

export interface RegionView {
  name: 'header' | 'main' | 'footer' | 'overlays';
  tag: 'div' | 'main';
  className?: string;
  id?: string;
  blocks: Block[];
}

export function regionsOf(tree: PageTree): RegionView[] {
  const { regions, page } = tree;
  const framed = page.layout !== 'none';
  const views: RegionView[] = [];
  if (framed && regions.header.length > 0) {
    const sticky = headerIsSticky(regions.header);
    views.push({
      name: 'header',
      tag: 'div',
      className: sticky ? 'wp-region-header' : 'wp-region-header wp-region-header--static',
      blocks: regions.header,
    });
  }
  views.push({ name: 'main', tag: 'main', id: 'main-content', blocks: regions.main });
  if (framed && regions.footer.length > 0) {
    views.push({ name: 'footer', tag: 'div', className: 'wp-region-footer', blocks: regions.footer });
  }
  if (regions.overlays.length > 0) {
    views.push({ name: 'overlays', tag: 'div', className: 'wp-region-overlays', blocks: regions.overlays });
  }
  return views;
}

/** Every block the page shows, in document order. */
export function visibleBlocks(tree: PageTree): Block[] {
  return regionsOf(tree).flatMap((region) => region.blocks);
}
