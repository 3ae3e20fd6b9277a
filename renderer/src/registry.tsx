/**
 * The block registry: one component per block type of the contract, from `@waypoint/blocks` by type name.
 * The mapped type makes a block type without a component (or with a component of the wrong props) a
 * type error.
 */
import * as Blocks from '@waypoint/blocks';
import type { BlockType, PropsOf } from '@waypoint/schemas';
import type { ComponentType } from 'react';

export const registry: { readonly [T in BlockType]: ComponentType<PropsOf<T>> } = Blocks;

/**
 * The component of a block type, or undefined for a type this renderer does not know (a composer newer
 * than the renderer). One cast, here: TypeScript cannot correlate `registry[type]` with `PropsOf<type>`.
 */
export function componentOf(type: string): ComponentType<Record<string, unknown>> | undefined {
  return Object.hasOwn(registry, type)
    ? (registry[type as BlockType] as ComponentType<Record<string, unknown>>)
    : undefined;
}
