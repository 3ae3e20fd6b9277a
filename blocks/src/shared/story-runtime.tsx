/**
 * A stand-in for the renderer's runtime in Storybook (stories only): it answers a block's submits after a
 * short delay with new props for the same component instance (as a patch does) or a refusal with field
 * errors, keeps the wrapper aria-busy meanwhile (not for a background load), and lets a newer submit
 * abort an older one, whose promise then ends as `aborted`. Tracks and navigations end at once.
 */
import type { Action, SubmitAction } from '@waypoint/schemas';
import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { type BlockRuntime, BlockRuntimeContext, type DispatchResult } from './runtime.tsx';

export interface StoryAnswer<P> {
  /** The block's new props (a patch); none: the props stay. */
  props?: P;
  /** How the action ends; applied by default. */
  result?: DispatchResult;
  /** A longer or shorter wait than the playground's. */
  latency?: number;
}

export interface RuntimePlaygroundProps<P> {
  initial: P;
  render: (props: P) => ReactNode;
  /** The server's answer to a submit, given the props on screen. */
  answer: (props: P, action: SubmitAction, extra: Record<string, unknown> | undefined) => StoryAnswer<P>;
  latency?: number;
  /** Shows every action dispatched (tracks included) under the block, newest last. */
  log?: boolean;
  /** Story controls above the block, e.g. to bring new props as a patch would. */
  toolbar?: (props: P, setProps: (next: P) => void) => ReactNode;
}

interface Pending {
  timer: ReturnType<typeof setTimeout>;
  settle: (result: DispatchResult) => void;
}

export function RuntimePlayground<P>({
  initial,
  render,
  answer,
  latency = 700,
  log = false,
  toolbar,
}: RuntimePlaygroundProps<P>) {
  const [props, setProps] = useState(initial);
  const [busy, setBusy] = useState(false);
  const [actions, setActions] = useState<string[]>([]);
  const current = useRef(props);
  current.current = props;
  const handlers = useRef({ answer });
  handlers.current = { answer };
  const pending = useRef<Pending | null>(null);
  useEffect(() => () => clearTimeout(pending.current?.timer), []);

  const runtime = useMemo<BlockRuntime>(
    () => ({
      dispatch(action, extra) {
        setActions((all) => [...all, describe(action, extra)]);
        if (action.kind !== 'submit') return Promise.resolve({ status: 'applied' });
        if (pending.current) {
          clearTimeout(pending.current.timer);
          pending.current.settle({ status: 'aborted' });
        }
        setBusy(!action.background);
        const reply = handlers.current.answer(current.current, action, extra);
        return new Promise<DispatchResult>((settle) => {
          const timer = setTimeout(() => {
            pending.current = null;
            setBusy(false);
            if (reply.props) setProps(reply.props);
            settle(reply.result ?? { status: 'applied' });
          }, reply.latency ?? latency);
          pending.current = { timer, settle };
        });
      },
      fetch: async () => Response.json(null),
    }),
    [latency],
  );

  return (
    <BlockRuntimeContext.Provider value={runtime}>
      {toolbar ? (
        <div style={{ padding: 16, display: 'flex', gap: 8 }}>{toolbar(props, setProps)}</div>
      ) : null}
      <div className="wp-block" aria-busy={busy ? 'true' : undefined}>
        {render(props)}
      </div>
      {log ? (
        <section aria-label="Actions dispatched" style={{ padding: 16, fontSize: 13 }}>
          <ol className="story-runtime__log" style={{ margin: 0, fontFamily: 'monospace' }}>
            {actions.map((line, index) => (
              <li key={index}>{line}</li>
            ))}
          </ol>
        </section>
      ) : null}
    </BlockRuntimeContext.Provider>
  );
}

function describe(action: Action, extra: Record<string, unknown> | undefined): string {
  const what =
    action.kind === 'submit'
      ? `submit ${action.action}${action.background ? ' (background)' : ''} ${JSON.stringify({ ...action.input, ...extra })}`
      : action.kind === 'track'
        ? `track ${action.event} ${JSON.stringify(action.entities)}`
        : action.kind;
  return what;
}
