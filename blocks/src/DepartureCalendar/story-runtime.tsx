/**
 * A stand-in for the renderer's runtime in Storybook: it answers the calendar's actions after a short
 * delay (the block's wrapper is aria-busy meanwhile) with new props for the same component instance,
 * as the real runtime does, so month paging, choosing a day and focus retention can be tried by hand.
 */
import type { Action } from '@waypoint/schemas';
import { useEffect, useMemo, useRef, useState } from 'react';
import { type BlockRuntime, BlockRuntimeContext, type DispatchResult } from '../shared/runtime.tsx';
import { DepartureCalendar } from './DepartureCalendar.tsx';
import { calendarFixture, type FixtureOptions } from './story-props.ts';

const LATENCY_MS = 400;

function answer(options: FixtureOptions, action: Action, extra?: Record<string, unknown>): FixtureOptions {
  if (action.kind !== 'submit') return options;
  switch (action.action) {
    case 'selectCalendarMonth':
      return { ...options, month: String(action.input.month), selectedDate: null };
    case 'selectDepartureDate':
      return { ...options, selectedDate: String(extra?.date) };
    case 'selectCategory':
      return { ...options, categoryIndex: Number(action.input.categoryId) - 21 };
    default:
      return options;
  }
}

export function CalendarPlayground(initial: FixtureOptions) {
  const [options, setOptions] = useState(initial);
  const [busy, setBusy] = useState(false);
  const pending = useRef<{ timer: ReturnType<typeof setTimeout>; settle: (r: DispatchResult) => void }>(
    undefined,
  );
  useEffect(() => () => clearTimeout(pending.current?.timer), []);
  const runtime = useMemo<BlockRuntime>(
    () => ({
      dispatch(action, extra) {
        // A newer action replaces an older one, as in the renderer: the older one ends as aborted.
        if (pending.current) {
          clearTimeout(pending.current.timer);
          pending.current.settle({ status: 'aborted' });
        }
        setBusy(true);
        return new Promise<DispatchResult>((settle) => {
          const timer = setTimeout(() => {
            pending.current = undefined;
            setBusy(false);
            setOptions((current) => answer(current, action, extra));
            settle({ status: 'applied' });
          }, LATENCY_MS);
          pending.current = { timer, settle };
        });
      },
      fetch: async () => Response.json(null),
    }),
    [],
  );
  return (
    <BlockRuntimeContext.Provider value={runtime}>
      <div className="wp-block" aria-busy={busy ? 'true' : undefined}>
        <DepartureCalendar {...calendarFixture(options)} />
      </div>
    </BlockRuntimeContext.Provider>
  );
}
