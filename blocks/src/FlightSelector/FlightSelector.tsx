import type { FlightOptionView, FlightSelectorProps } from '@waypoint/schemas';
import { useEffect, useId, useRef } from 'react';
import { Icon } from '../shared/icons.tsx';
import { useKeepFocusWithin } from '../shared/keep-focus.ts';
import { StatusMessages } from '../shared/Notice.tsx';
import { Spinner, usePendingDispatch } from '../shared/pending.tsx';
import type { BlockRuntime } from '../shared/runtime.tsx';
import type { Stylesheets } from '../types.ts';
import { FlightResults } from './FlightResults.tsx';
import { type SearchView, searchDispatches } from './search-dispatch.ts';

/** The stylesheets the block needs (paths under blocks/src), shared parts first. */
export const styles: Stylesheets = [
  'shared/Notice',
  'shared/TripPanel',
  'shared/Tabs',
  'shared/Pending',
  'FlightSelector/FlightSelector',
];

/**
 * Loads a search the block sees loading (once per search key) and reports a search that a newer one
 * replaced while it was loading (search-dispatch.ts). Runs after render, in the browser only.
 */
function useSearch(
  runtime: BlockRuntime | null,
  searchKey: string,
  state: FlightSelectorProps['state'],
  load: FlightSelectorProps['load'],
  cancelled: FlightSelectorProps['cancelled'],
): void {
  const seen = useRef<SearchView | null>(null);
  const loadedKey = useRef<string | null>(null);
  useEffect(() => {
    if (!runtime) return;
    const view: SearchView = { searchKey, state, load, cancelled };
    const actions = searchDispatches(seen.current, view, loadedKey.current);
    seen.current = view;
    for (const action of actions) {
      if (action === load) loadedKey.current = searchKey;
      void runtime.dispatch(action);
    }
  }, [runtime, searchKey, state, load, cancelled]);
}

/**
 * The flights of the chosen day (buying-flow.md §3 "Flight search", §4 "Flights"; §6 flight rules). One
 * polite status line says where the search is, and stays in place from state to state so each change
 * is read out: the loading label (with an indeterminate progress bar and the cancel button), the error
 * or cancel message (with retry), or, once received, the search time above the flights by tab.
 */
export function FlightSelector({
  title,
  searchKey,
  state,
  summary,
  loadingLabel,
  load,
  cancel,
  cancelled,
  retry,
  errorCode,
  message,
  searchTime,
  tabs,
  defaultTab,
  flights,
  proceed,
  notice,
}: FlightSelectorProps) {
  const id = useId();
  const headingId = `${id}-title`;
  const statusId = `${id}-status`;
  const { runtime, pending, run } = usePendingDispatch();
  useSearch(runtime, searchKey, state, load, cancelled);
  // Cancel, retry and a finished load remove the button that had focus: it moves to the next control.
  const panel = useRef<HTMLDivElement>(null);
  useKeepFocusWithin(panel, [state, searchKey]);

  const failed = state === 'error' || state === 'deleted';
  const status = state === 'loading' ? loadingLabel : state === 'received' ? searchTime : message;
  const onChoose = (flight: FlightOptionView) => {
    if (flight.choose) void run(`choose:${flight.id}`, flight.choose.action);
  };

  return (
    <section
      className={`flight-selector flight-selector--${state} wp-trip-block`}
      aria-labelledby={headingId}
      data-state={state}
      data-error-code={errorCode ?? undefined}
    >
      <div className="wp-container">
        <div ref={panel} className="wp-trip-panel">
          <div className="flight-selector__head">
            <h2 id={headingId} className="wp-trip-panel__title">
              {title}
            </h2>
            <p className="flight-selector__summary">{summary}</p>
            <p
              id={statusId}
              role="status"
              className={
                failed ? 'flight-selector__status flight-selector__status--alert' : 'flight-selector__status'
              }
            >
              {failed && status ? <Icon name="alert" size={20} strokeWidth={2} /> : null}
              {status ? <span>{status}</span> : null}
            </p>
          </div>

          {state === 'loading' ? (
            <div className="flight-selector__loading">
              <div className="flight-selector__progress" role="progressbar" aria-labelledby={statusId}>
                <span className="flight-selector__progress-bar" />
              </div>
              {cancel ? (
                <button
                  type="button"
                  className="wp-btn wp-btn--inverse flight-selector__cancel"
                  aria-disabled={pending === 'cancel' ? true : undefined}
                  onClick={() => {
                    if (pending !== 'cancel') void run('cancel', cancel.action);
                  }}
                >
                  {pending === 'cancel' ? <Spinner /> : null}
                  {cancel.label}
                </button>
              ) : null}
              <ul className="flight-selector__placeholders" aria-hidden="true">
                <li className="wp-skeleton flight-selector__placeholder" />
                <li className="wp-skeleton flight-selector__placeholder" />
                <li className="wp-skeleton flight-selector__placeholder" />
              </ul>
            </div>
          ) : null}

          {failed && retry ? (
            <div className="flight-selector__retry">
              <button
                type="button"
                className="wp-btn"
                aria-describedby={statusId}
                aria-disabled={pending === 'retry' ? true : undefined}
                onClick={() => {
                  if (pending !== 'retry') void run('retry', retry.action);
                }}
              >
                {pending === 'retry' ? <Spinner /> : null}
                {retry.label}
              </button>
            </div>
          ) : null}

          {state === 'received' ? (
            <FlightResults
              id={id}
              labelledBy={headingId}
              searchKey={searchKey}
              tabs={tabs}
              defaultTab={defaultTab}
              flights={flights}
              pending={pending}
              onChoose={onChoose}
            />
          ) : null}

          {proceed ? (
            <div className="flight-selector__proceed">
              <button
                type="button"
                className="wp-btn"
                aria-disabled={pending === 'proceed' ? true : undefined}
                onClick={() => {
                  if (pending !== 'proceed') void run('proceed', proceed.action);
                }}
              >
                {pending === 'proceed' ? <Spinner /> : null}
                {proceed.label}
                <Icon name="arrow-right" size={18} strokeWidth={2.2} />
              </button>
            </div>
          ) : null}

          <StatusMessages messages={[notice]} />
        </div>
      </div>
    </section>
  );
}
