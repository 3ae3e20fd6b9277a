/**
 * Whole-page mode (kept for measurement): the page body as one React tree, rendered once on the server
 * and hydrated as a whole in the browser with the full registry. Same shell as islands mode.
 */
import type { Block, PageTree } from '@waypoint/schemas';
import { regionsOf } from './regions.ts';
import { componentOf } from './registry.tsx';

function BlockView({ block }: { block: Block }) {
  const Component = componentOf(block.type);
  if (!Component) return null;
  return (
    <div className="wp-block" id={block.id} data-block={block.type}>
      <Component {...(block.props as Record<string, unknown>)} />
    </div>
  );
}

export function PageBody({ tree }: { tree: PageTree }) {
  return (
    <>
      {regionsOf(tree).map(({ name, tag: Tag, className, id, blocks }) => (
        <Tag key={name} className={className} id={id}>
          {blocks.map((block) => (
            <BlockView key={block.id} block={block} />
          ))}
        </Tag>
      ))}
    </>
  );
}

/** Where the server puts the tree, and where the client finds it. */
export const PAGE_ROOT_ID = 'wp-root';
export const PAGE_DATA_ID = 'wp-page';
