/**
 * A control that dispatches a submit shows, until its promise ends, that it is working: the block's
 * wrapper is aria-busy (the runtime sets it), and the control itself is `aria-disabled` with a spinner
 * (not `disabled`: a disabled button would drop the focus it holds). A newer action aborts an older one
 * (the runtime's rule), so only the end of the latest action clears the pending state.
 */
import type { Action } from '@waypoint/schemas';
import { useCallback, useRef, useState } from 'react';
import { type BlockRuntime, type DispatchResult, useBlockRuntime } from './runtime.tsx';

export interface PendingDispatch {
  /** The runtime, or null where there is none (server render, Storybook without one). */
  runtime: BlockRuntime | null;
  /** The key of the control whose action is running, or null. */
  pending: string | null;
  /**
   * Dispatches `action` for the control `key` and resolves with the result; null without a runtime. A
   * runtime that throws counts as failed (it has then loaded the page itself, or could not).
   */
  run: (key: string, action: Action, extra?: Record<string, unknown>) => Promise<DispatchResult | null>;
}

export function usePendingDispatch(): PendingDispatch {
  const runtime = useBlockRuntime();
  const [pending, setPending] = useState<string | null>(null);
  const latest = useRef(0);
  const run = useCallback(
    async (key: string, action: Action, extra?: Record<string, unknown>) => {
      if (!runtime) return null;
      const token = ++latest.current;
      setPending(key);
      let result: DispatchResult;
      try {
        result = await runtime.dispatch(action, extra);
      } catch {
        result = { status: 'failed' };
      }
      if (latest.current === token) setPending(null);
      return result;
    },
    [runtime],
  );
  return { runtime, pending, run };
}

/** The spinner of a pending button (decorative: the button is aria-disabled and the block aria-busy). */
export function Spinner() {
  return <span className="wp-spinner" aria-hidden="true" />;
}
