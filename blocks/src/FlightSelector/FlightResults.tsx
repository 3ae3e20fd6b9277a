/**
 * The flights received, by tab (recommended, business, shortest): WAI-ARIA "Tabs" with automatic
 * activation (one tab stop, arrow keys, Home and End), each panel the tab's flights in its order, looked
 * up by id. The tab chosen is local state; a new search starts on its default tab. A single tab (or none)
 * is a plain list: a tab list of one is noise. Where scripting is off, CSS shows every panel under its
 * title instead of the tab list.
 */
import type { FlightOptionView, FlightSelectorProps, FlightTabView } from '@waypoint/schemas';
import { type KeyboardEvent, useRef, useState } from 'react';
import { useBlockRuntime } from '../shared/runtime.tsx';
import { nextTab } from '../shared/tab-keys.ts';
import { FlightCard } from './FlightCard.tsx';

export interface FlightResultsProps {
  /** A base for the ids of tabs, panels and cards (useId's). */
  id: string;
  /** Names the tab list: the block's heading. */
  labelledBy: string;
  searchKey: string;
  tabs: readonly FlightTabView[];
  defaultTab: FlightSelectorProps['defaultTab'];
  flights: readonly FlightOptionView[];
  /** The pending control's key (`choose:<flight id>`), if any. */
  pending: string | null;
  onChoose: (flight: FlightOptionView) => void;
}

interface ListProps {
  id: string;
  flights: readonly FlightOptionView[];
  recommendedLabel: string | null;
  pending: string | null;
  onChoose: (flight: FlightOptionView) => void;
}

function FlightList({ id, flights, recommendedLabel, pending, onChoose }: ListProps) {
  return (
    <ul
      // biome-ignore lint/a11y/noRedundantRoles: list-style: none drops the list role in Safari.
      role="list"
      className="flight-selector__flights"
    >
      {flights.map((flight) => (
        <FlightCard
          key={flight.id}
          id={`${id}-${flight.id}`}
          flight={flight}
          recommendedLabel={recommendedLabel}
          pending={pending === `choose:${flight.id}`}
          onChoose={onChoose}
        />
      ))}
    </ul>
  );
}

/** The tab's flights in its order; an id without a flight is skipped. */
export function flightsOf(tab: FlightTabView, flights: readonly FlightOptionView[]): FlightOptionView[] {
  const byId = new Map(flights.map((flight) => [flight.id, flight]));
  return tab.flightIds.flatMap((id) => byId.get(id) ?? []);
}

export function FlightResults({
  id,
  labelledBy,
  searchKey,
  tabs,
  defaultTab,
  flights,
  pending,
  onChoose,
}: FlightResultsProps) {
  const [choice, setChoice] = useState<{ searchKey: string; tab: FlightTabView['id'] } | null>(null);
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const runtime = useBlockRuntime();
  const recommendedLabel = tabs.find((tab) => tab.id === 'recommended')?.label ?? null;
  const listProps = { recommendedLabel, pending, onChoose };

  const [only] = tabs;
  if (!only) return <FlightList id={id} flights={flights} {...listProps} />;
  if (tabs.length === 1) {
    const shown = flightsOf(only, flights);
    return shown.length > 0 ? (
      <FlightList id={id} flights={shown} {...listProps} />
    ) : (
      <p className="flight-selector__empty">{only.empty}</p>
    );
  }

  const chosen = choice?.searchKey === searchKey ? choice.tab : defaultTab;
  const activeIndex = Math.max(
    0,
    tabs.findIndex((tab) => tab.id === chosen),
  );
  const select = (index: number) => {
    const tab = tabs[index];
    if (!tab) return;
    // A tab is a filter of the list (buying-flow.md §3 events: filter_applied).
    if (index !== activeIndex) void runtime?.dispatch(tab.applied);
    setChoice({ searchKey, tab: tab.id });
  };
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const next = nextTab(event.key, activeIndex, tabs.length);
    if (next === null) return;
    event.preventDefault();
    select(next);
    tabRefs.current[next]?.focus();
  };

  return (
    <div className="flight-selector__tabs">
      <div className="flight-selector__tablist" role="tablist" aria-labelledby={labelledBy}>
        {tabs.map((tab, index) => (
          <button
            key={tab.id}
            ref={(element) => {
              tabRefs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${tab.id}`}
            className="wp-tab flight-selector__tab"
            aria-selected={index === activeIndex}
            aria-controls={`${id}-panel-${tab.id}`}
            tabIndex={index === activeIndex ? 0 : -1}
            onClick={() => select(index)}
            onKeyDown={onKeyDown}
          >
            {tab.label}
            <span className="flight-selector__count">{tab.flightIds.length}</span>
          </button>
        ))}
      </div>
      {tabs.map((tab, index) => {
        const shown = flightsOf(tab, flights);
        return (
          <div
            key={tab.id}
            role="tabpanel"
            id={`${id}-panel-${tab.id}`}
            className="flight-selector__panel"
            aria-labelledby={`${id}-tab-${tab.id}`}
            // WAI-ARIA tabs: a panel without focusable content (no flights) takes focus itself.
            tabIndex={shown.length === 0 ? 0 : undefined}
            hidden={index !== activeIndex}
          >
            <h3 className="flight-selector__panel-title">{tab.label}</h3>
            {shown.length > 0 ? (
              <FlightList id={`${id}-${tab.id}`} flights={shown} {...listProps} />
            ) : (
              <p className="flight-selector__empty">{tab.empty}</p>
            )}
          </div>
        );
      })}
    </div>
  );
}
