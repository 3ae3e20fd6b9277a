/**
 * Test helpers for interactive blocks, without a DOM: `renderToStaticMarkup` drops event handlers, so
 * `hostElements` walks a block's element tree inside one server render (hooks and the runtime context
 * work there) and hands back the host elements with their props, handlers included. Tests only.
 * State set by a handler after that render is not rendered (the server ignores it): what a block does
 * with a dispatch's result is tested through its pure helpers.
 */
import type { Action } from '@waypoint/schemas';
import { type FormEvent, isValidElement, type MouseEvent, type ReactElement, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { type BlockRuntime, BlockRuntimeContext, type DispatchResult } from '../src/shared/runtime.tsx';

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

/** How the fake runtime ends a dispatched action (by default: applied). */
export type Answer = (call: DispatchCall) => DispatchResult | Promise<DispatchResult>;

export function recordingRuntime(
  answer: Answer = () => ({ status: 'applied' }),
): BlockRuntime & { calls: DispatchCall[] } {
  const calls: DispatchCall[] = [];
  return {
    calls,
    dispatch: (action: Action, extra?: Record<string, unknown>, ...rest: unknown[]) => {
      const call = { action, extra, rest };
      calls.push(call);
      return Promise.resolve(answer(call));
    },
    fetch: async () => Response.json(null),
  };
}

/** A result the test settles itself: the action stays pending until `resolve` is called. */
export function deferred<T = DispatchResult>(): { promise: Promise<T>; resolve: (value: T) => void } {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
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

export interface FakeSubmit {
  /** What the submit handler returned (an async handler's promise: await it for the result's effects). */
  returned: unknown;
  /** Whether the handler prevented the browser's default (posting the form). */
  readonly prevented: boolean;
}

/** Submits a `form` found by `hostElements`, its named controls holding `values`. */
export function submit(form: HostElement, values: Record<string, string>): FakeSubmit {
  let prevented = false;
  const elements = {
    namedItem: (name: string) => (name in values ? { name, value: values[name] } : null),
  };
  const event = {
    currentTarget: { elements },
    target: { elements },
    get defaultPrevented() {
      return prevented;
    },
    preventDefault() {
      prevented = true;
    },
  } as unknown as FormEvent<HTMLFormElement>;
  const onSubmit = form.props.onSubmit as ((event: FormEvent<HTMLFormElement>) => unknown) | undefined;
  const returned = onSubmit?.(event);
  return {
    returned,
    get prevented() {
      return prevented;
    },
  };
}
