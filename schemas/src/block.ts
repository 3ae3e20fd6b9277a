/**
 * The Block union, `{ id, type, props, children? }` discriminated on `type`, and the per-type tables,
 * all derived from the block definitions (`BLOCK_DEFINITIONS`, written by `pnpm gen` from
 * `schemas/src/blocks/*.ts`). Adding a block type adds no line here.
 */
import { z } from 'zod';
import { BLOCK_DEFINITIONS } from './blocks/index.gen.ts';
import type { HydrationStrategy, Interactivity, Region } from './define-block.ts';
import type { PageKind } from './page-kinds.ts';

export const BlockId = z.string().min(1).max(128);

/** `?explain=1` for signed-in studio users: what produced this block. */
export const BlockExplain = z
  .object({
    layoutId: z.string(),
    layoutName: z.string().optional(),
    version: z.number().int(),
    placementId: z.string(),
  })
  .meta({ id: 'BlockExplain' });
export type BlockExplain = z.infer<typeof BlockExplain>;

function blockOf<const T extends string, P extends z.ZodType>(type: T, props: P) {
  return z
    .object({
      id: BlockId,
      type: z.literal(type),
      props,
      explain: BlockExplain.optional(),
      get children(): z.ZodOptional<z.ZodArray<typeof Block>> {
        return z.array(Block).optional();
      },
    })
    .meta({ id: `${type}Block` });
}

type Definitions = typeof BLOCK_DEFINITIONS;
type AnyDefinition = Definitions[number];
/** What `blockOf` returns for a definition, spelled out so the union keeps each type's literal. */
type BlockSchemaOf<D> = D extends { type: infer T extends string; props: infer P extends z.ZodType }
  ? z.ZodObject<
      {
        id: typeof BlockId;
        type: z.ZodLiteral<T>;
        props: P;
        explain: z.ZodOptional<typeof BlockExplain>;
        children: z.ZodOptional<z.ZodArray<typeof Block>>;
      },
      z.core.$strip
    >
  : never;
/** Generic, so that mapping keeps the tuple (a mapped concrete tuple type would map its methods too). */
type BlockSchemas<Defs extends readonly unknown[]> = { -readonly [K in keyof Defs]: BlockSchemaOf<Defs[K]> };

const BLOCK_SCHEMAS = BLOCK_DEFINITIONS.map((d) =>
  blockOf(d.type, d.props),
) as unknown as BlockSchemas<Definitions>;

export const Block = z.discriminatedUnion('type', BLOCK_SCHEMAS).meta({ id: 'Block' });
export type Block = z.infer<typeof Block>;
export type BlockType = Block['type'];
export type BlockOfType<T extends BlockType> = Extract<Block, { type: T }>;
export type PropsOf<T extends BlockType> = BlockOfType<T>['props'];
export type DefinitionOf<T extends BlockType> = Extract<AnyDefinition, { type: T }>;
export type ConfigOf<T extends BlockType> = z.output<DefinitionOf<T>['config']>;

const byType = <V>(pick: (d: AnyDefinition) => V) =>
  Object.fromEntries(BLOCK_DEFINITIONS.map((d) => [d.type, pick(d)]));

/** The definition of every block type. */
export const BLOCKS = byType((d) => d) as { readonly [T in BlockType]: DefinitionOf<T> };

/** Props schema of every block type. */
export const BLOCK_PROPS_SCHEMAS = byType((d) => d.props) as {
  readonly [T in BlockType]: DefinitionOf<T>['props'];
};

/** CMS config schema of every block type: what the studio may set on a placement. */
export const BLOCK_CONFIG_SCHEMAS = byType((d) => d.config) as {
  readonly [T in BlockType]: DefinitionOf<T>['config'];
};

/** Which region a block type belongs in (ARCHITECTURE.md: header, main, footer, overlays). */
export const BLOCK_REGION = byType((d) => d.region) as { readonly [T in BlockType]: Region };

export const BLOCK_TYPES = BLOCK_DEFINITIONS.map((d) => d.type) as BlockType[];
export const BlockType = z.enum(BLOCK_TYPES as [BlockType, ...BlockType[]]).meta({ id: 'BlockType' });

/** The block types of the interactive definitions, and when each hydrates. */
export type InteractiveBlockType = Extract<AnyDefinition, { interactive: Interactivity<never> }>['type'];
export const HYDRATION = Object.fromEntries(
  BLOCK_DEFINITIONS.flatMap((d) => (d.interactive ? [[d.type, d.interactive.hydrate]] : [])),
) as { readonly [T in InteractiveBlockType]: HydrationStrategy };

/** Whether a layout of this page kind may place the block type. */
export const allowedOn = (type: BlockType, kind: PageKind): boolean =>
  (BLOCKS[type].pageKinds as readonly PageKind[]).includes(kind);
