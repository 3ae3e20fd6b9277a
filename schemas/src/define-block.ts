/**
 * One definition per block type (as Puck's `ComponentConfig`): its props and CMS config schemas, its
 * region, the page kinds whose layouts may hold it, its palette label and description, and whether it
 * hydrates in the browser. The Block union, the composer's resolver registry, the renderer's registry
 * and islands, and the studio's palette are all derived from these definitions.
 *
 * A definition lives in `schemas/src/blocks/<kebab-name>.ts` as `export const <Type>Definition =
 * defineBlock({ type: '<Type>', ... })`; `pnpm gen` finds it there and writes the registries.
 */
import type { z } from 'zod';
import type { PageKind } from './page-kinds.ts';

/** The page's regions, in the order a page reads (ARCHITECTURE.md "The wire contract"). */
export const REGIONS = ['header', 'main', 'footer', 'overlays'] as const;
export type Region = (typeof REGIONS)[number];

/** 'load' at once, 'visible' when near the viewport, 'idle' when the main thread is free. */
export type HydrationStrategy = 'load' | 'visible' | 'idle';

export interface Interactivity<Props> {
  hydrate: HydrationStrategy;
  /**
   * Props with which the block's markup works without JavaScript (a one-slide hero, a single ad unit):
   * such a block is sent as plain HTML. Runs on the server only.
   */
  staticWhen?: (props: Props) => boolean;
}

export interface BlockDefinition<
  T extends string = string,
  P extends z.ZodType = z.ZodType,
  C extends z.ZodType = z.ZodType,
> {
  type: T;
  /** What the composer sends: fully resolved (copy translated, prices formatted, rules applied). */
  props: P;
  /** What the studio may set on a placement; every field has a default, so `{}` is valid. */
  config: C;
  region: Region;
  /** The page kinds whose layouts may place it; the studio's palette offers it on those pages only. */
  pageKinds: readonly PageKind[];
  /** For marketing staff, in the studio's palette. */
  label: string;
  description: string;
  /** Hydrates in the browser (an island); absent: the block is plain HTML. */
  interactive?: Interactivity<z.output<P>>;
}

/**
 * Identity that keeps the literal type of a definition, including whether it is interactive (so the
 * interactive block types are known to the type system too).
 */
export const defineBlock = <
  const T extends string,
  P extends z.ZodType,
  C extends z.ZodType,
  H extends HydrationStrategy | undefined = undefined,
>(
  definition: Omit<BlockDefinition<T, P, C>, 'interactive'> & {
    interactive?: { hydrate: H & HydrationStrategy; staticWhen?: (props: z.output<P>) => boolean };
  },
): BlockDefinition<T, P, C> & {
  interactive: H extends HydrationStrategy ? Interactivity<z.output<P>> : undefined;
} => definition as never;
