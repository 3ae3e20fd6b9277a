/**
 * Test helpers for interactive blocks, without a DOM: `renderToStaticMarkup` drops event handlers, so
 * `hostElements` walks a block's element tree inside one server render (hooks and the runtime context
 * work there) and hands back the host elements with their props, handlers included. Tests only.
 */
import type { Action } from '@waypoint/schemas';
import { isValidElement, type MouseEvent, type ReactElement, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { type BlockRuntime, BlockRuntimeContext } from './runtime.tsx';

export interface HostElement {
  type: string;
  props: Record<string, unknown>;
}

/** Every host element (`a`, `button`, `div`, ...) the tree renders, in document order. */
export function hostElements(ui: ReactElement, runtime: BlockRuntime | null): HostElement[] {
  const found: HostElement[] = [];
  const walk = (node: ReactNode): void => {
    if (node === null || node === undefined || typeof node !== 'object') return;
    if (Array.isArray(node)) {
      for (const child of node) walk(child as ReactNode);
      return;
    }
    if (!isValidElement(node)) return;
    const props = node.props as Record<string, unknown>;
    if (typeof node.type === 'function') {
      walk((node.type as (p: Record<string, unknown>) => ReactNode)(props));
      return;
    }
    if (typeof node.type === 'string') found.push({ type: node.type, props });
    walk(props.children as ReactNode);
  };
  function Probe() {
    walk(ui);
    return null;
  }
  renderToStaticMarkup(
    <BlockRuntimeContext value={runtime}>
      <Probe />
    </BlockRuntimeContext>,
  );
  return found;
}

/** A runtime that records what it is asked to dispatch. */
export interface DispatchCall {
  action: Action;
  extra: Record<string, unknown> | undefined;
  /** Extra arguments a runtime version may pass (e.g. the link's own address as a fallback). */
  rest: unknown[];
}

export function recordingRuntime(): BlockRuntime & { calls: DispatchCall[] } {
  const calls: DispatchCall[] = [];
  return {
    calls,
    dispatch: (action: Action, extra?: Record<string, unknown>, ...rest: unknown[]) => {
      calls.push({ action, extra, rest });
    },
    fetch: async () => Response.json(null),
  };
}

export interface FakeClick {
  event: MouseEvent<HTMLAnchorElement>;
  /** Whether a handler prevented the browser's default (following the link). */
  readonly prevented: boolean;
}

export type ClickInit = Partial<Pick<MouseEvent, 'button' | 'metaKey' | 'ctrlKey' | 'shiftKey' | 'altKey'>>;

/** A primary-button click on a link to `href`, or one with the given modifiers. */
export function fakeClick(init: ClickInit = {}, href = '/'): FakeClick {
  let prevented = false;
  const event = {
    currentTarget: { href: new URL(href, 'https://www.example.test/').href },
    target: null,
    button: 0,
    metaKey: false,
    ctrlKey: false,
    shiftKey: false,
    altKey: false,
    ...init,
    get defaultPrevented() {
      return prevented;
    },
    preventDefault() {
      prevented = true;
    },
  } as unknown as MouseEvent<HTMLAnchorElement>;
  return {
    event,
    get prevented() {
      return prevented;
    },
  };
}

/** Clicks a host element found by `hostElements`. */
export function click(element: HostElement, init?: ClickInit): FakeClick {
  const fake = fakeClick(init, typeof element.props.href === 'string' ? element.props.href : '/');
  const onClick = element.props.onClick as ((event: MouseEvent<HTMLAnchorElement>) => void) | undefined;
  onClick?.(fake.event);
  return fake;
}
