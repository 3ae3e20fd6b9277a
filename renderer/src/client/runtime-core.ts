/**
 * What the patching module works on: the runtime's own state and helpers, which the runtime hands over
 * when it loads patching.tsx. Its own file so that patching.tsx needs nothing from runtime.tsx, the
 * module that loads it (the two would otherwise import each other).
 */
import type { AnalyticsEvent } from '@waypoint/schemas';
import type { ComponentType, ReactElement } from 'react';
import type { Root } from 'react-dom/client';
import type { PATCHED_MARK, STYLE_PREFIX } from '../island-data.ts';

/** A block on screen with a React root of its own. */
export interface Mounted {
  type: string;
  root: Root;
}

export interface RuntimeCore {
  /** The React root of every block on screen that has one, by block id. */
  mounted: Map<string, Mounted>;
  /** The address whose state is on screen. */
  onScreen: { shown: string };
  /** The block's wrapper element, or null when no block has that id. */
  wrapperOf(id: string): HTMLElement | null;
  /** The element a block's root renders: the block in its runtime context. */
  blockElement(
    id: string,
    Component: ComponentType<Record<string, unknown>>,
    props: unknown,
    onCommit?: () => void,
  ): ReactElement;
  emit(events: readonly AnalyticsEvent[] | undefined): void;
  patchedMark: typeof PATCHED_MARK;
  stylePrefix: typeof STYLE_PREFIX;
}
