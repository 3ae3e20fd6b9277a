import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { DepartureCalendar } from './DepartureCalendar.tsx';
import { calendarFixture } from './story-props.ts';
import { CalendarPlayground } from './story-runtime.tsx';

const meta = {
  title: 'Trip/DepartureCalendar',
  component: DepartureCalendar,
  args: calendarFixture(),
} satisfies Meta<typeof DepartureCalendar>;
export default meta;

type Story = StoryObj<typeof meta>;

/** A phone-sized column: the calendar lays itself out by its own width (container queries). */
const phone: Decorator = (Story) => (
  <div style={{ maxWidth: 375, margin: '0 auto', borderInline: '1px dashed #ccc' }}>
    <Story />
  </div>
);

/** US trip page, July: Mondays, Thursdays and Saturdays, the best and second-best prices highlighted (v2). */
export const NormalMonth: Story = {};

/** Spain: euros, weeks from Monday, Spanish copy. */
export const Spanish: Story = { args: calendarFixture({ market: 'es' }) };

/** A day chosen: it is marked and the summary (dates, travellers, prices) sits beside the grid. */
export const SelectedDay: Story = { args: calendarFixture({ selectedDate: '2025-07-10' }) };

/** A day chosen in Spain: the summary in euros and Spanish dates. */
export const SelectedDaySpanish: Story = {
  args: calendarFixture({ market: 'es', selectedDate: '2025-07-17' }),
};

/** One traveller (§5): solo departures, and related days priced per person for two. All prices shown. */
export const SoloView: Story = { args: calendarFixture({ soloView: true, selectedDate: '2025-07-17' }) };

/** Solo view without the all-prices variant: related days show only their marker. */
export const SoloViewWithoutAllPrices: Story = {
  args: calendarFixture({ soloView: true, allPrices: false }),
};

/** All prices off outside the solo view: the related category's day shows only its marker. */
export const AllPricesOff: Story = { args: calendarFixture({ allPrices: false }) };

/** The calendarPrice experiment: no strikethrough prices. */
export const WithoutStrikethrough: Story = { args: calendarFixture({ noOldPrices: true }) };

/** A month without departures: the grid says so and can still page to another month. */
export const NoDepartures: Story = { args: calendarFixture({ month: '2025-09', noDepartures: true }) };

/** Prices could not be loaded: a status message above the grid. */
export const Notice: Story = {
  args: calendarFixture({
    noDepartures: true,
    notice: 'We could not load the prices for this month. Please try again in a few minutes.',
  }),
};

/** ABcategoriesCalendarPdp: the categories as a selector above the grid. */
export const Categories: Story = {
  args: calendarFixture({ withCategories: true, selectedDate: '2025-07-14' }),
};

/** The first bookable month: the previous-month control is disabled. */
export const FirstMonth: Story = { args: calendarFixture({ month: '2025-06' }) };

/** v1, the classic calendar: one column, legend and summary under the grid. */
export const VersionV1: Story = { args: calendarFixture({ version: 'v1', selectedDate: '2025-07-10' }) };

/** v2, the tablet and desktop experiment: legend and summary in a sticky column beside the grid. */
export const VersionV2: Story = { args: calendarFixture({ version: 'v2', selectedDate: '2025-07-10' }) };

/** Compact (the calendar modal, phones): 44 px cells with the day and the price only. */
export const Compact: Story = {
  args: calendarFixture({ compact: true, selectedDate: '2025-07-10' }),
  decorators: [phone],
};

/** Compact in Spain, the widest prices in the narrowest cells. */
export const CompactSpanish: Story = {
  args: calendarFixture({ market: 'es', compact: true, withCategories: true }),
  decorators: [phone],
};

/** A phone without compact mode: taller cells with the old prices. */
export const Phone: Story = { args: calendarFixture({ selectedDate: '2025-07-10' }), decorators: [phone] };

/** While an action runs the runtime sets aria-busy on the block's wrapper: the grid dims. */
export const Busy: Story = {
  decorators: [
    (Story) => (
      <div className="wp-block" aria-busy="true">
        <Story />
      </div>
    ),
  ],
};

/**
 * With a stand-in runtime: choose a day, page months with the controls or PageUp/PageDown (focus follows
 * into the new month; September is sold out, so its grid takes focus), switch categories. Answers come
 * after 400 ms.
 */
export const Interactive: Story = {
  render: () => <CalendarPlayground withCategories emptyMonths={['2025-09']} />,
};

/** The interactive calendar in Spain, v1 and compact, at phone width. */
export const InteractiveCompactSpanish: Story = {
  render: () => <CalendarPlayground market="es" version="v1" compact soloView />,
  decorators: [phone],
};
