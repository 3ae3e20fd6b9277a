import type { Meta, StoryObj } from '@storybook/react-vite';
import type { FlightSelectorProps } from '@waypoint/schemas';
import { RuntimePlayground, type StoryAnswer } from '../shared/story-runtime.tsx';
import { FlightSelector } from './FlightSelector.tsx';
import {
  cancelledProps,
  errorProps,
  type FlightFixtureOptions,
  loadingProps,
  receivedProps,
  withSearchKey,
} from './story-props.ts';

const meta = {
  title: 'Checkout/FlightSelector',
  component: FlightSelector,
  args: receivedProps(),
} satisfies Meta<typeof FlightSelector>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The search is running (no runtime here, so it never ends): the bar, the cancel button, placeholders. */
export const Loading: Story = { args: loadingProps() };

/** Received: tabs (recommended first), the held flight selected, the button to continue with it. */
export const Received: Story = {};

/** ABSimplifiedFlightSelector: each price against the held flight's. */
export const PriceDifferences: Story = { args: receivedProps({ priceDifferences: true }) };

/** No flight preselected (ABFlightFilterNoFlightPreSelection): nothing selected, no continue button. */
export const NothingSelected: Story = { args: receivedProps({ selectedId: null }) };

/** A predicted flight: no legs, the note instead; and a tab without flights. */
export const PredictedAndEmptyTab: Story = {
  args: receivedProps(
    { predicted: true, noBusiness: true },
    { defaultTab: 'business', notice: 'Prices include taxes and airline fees.', searchTime: 'Saved search' },
  ),
};

/** ERR_NO_FLIGHTS_AVAILABLE: the list's own message and a new search. */
export const NoFlights: Story = { args: errorProps('ERR_NO_FLIGHTS_AVAILABLE') };

/** ERROR_FLIGHTS_LIST: the search failed. */
export const SearchFailed: Story = { args: errorProps('ERROR_FLIGHTS_LIST') };

/** The traveller cancelled the search: retry searches again. */
export const Cancelled: Story = { args: cancelledProps() };

let searches = 0;

function answer(
  props: FlightSelectorProps,
  action: { action: string; input: Record<string, unknown> },
): StoryAnswer<FlightSelectorProps> {
  const keep = (options: FlightFixtureOptions) => ({
    ...receivedProps(options),
    searchKey: props.searchKey,
  });
  switch (action.action) {
    case 'loadFlights':
      return { props: keep({}), latency: 2500 };
    case 'cancelFlightSearch':
      return { props: { ...cancelledProps(), searchKey: props.searchKey } };
    case 'searchFlights':
      searches += 1;
      return { props: withSearchKey(loadingProps(), `story-search-${searches}`), latency: 300 };
    case 'selectFlight':
      return { props: keep({ selectedId: String(action.input.flightId) }) };
    default:
      return {};
  }
}

/**
 * With a stand-in runtime: the search loads for 2.5 s (cancel it to see the cancelled state, then search
 * again), then choose flights; tabs follow the arrow keys. 'Newer search' replaces the props with a new
 * loading search, as a patch from another block would: if the previous one was still loading, the block
 * reports it (cancel_simulation) before loading the new one. The actions dispatched are listed below.
 */
export const Interactive: Story = {
  render: () => (
    <RuntimePlayground
      initial={loadingProps()}
      answer={answer}
      log
      toolbar={(_props, setProps) => (
        <button
          type="button"
          className="wp-btn wp-btn--inverse"
          onClick={() => {
            searches += 1;
            setProps(withSearchKey(loadingProps(), `story-search-${searches}`));
          }}
        >
          Newer search
        </button>
      )}
      render={(p) => <FlightSelector {...p} />}
    />
  ),
};
