import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import type { TripCard } from '@waypoint/schemas';
import { CARD_LABELS, tripCard } from '../fixtures.ts';
import { RecentlyVisited } from './RecentlyVisited.tsx';
import { serializeVisited } from './visited-destinations.ts';

/** What a story puts in the browser: the stored list and how the cards endpoint answers. */
interface BrowserState {
  /** The raw localStorage value; null for nothing stored. */
  stored: string | null;
  /** 'pending' never answers (loading state); 'error' answers 502. */
  response: 'cards' | 'pending' | 'error';
  /** Cards of the endpoint, answered for the ids asked for, in the server's (not the asked) order. */
  cards?: TripCard[];
}

const MINUTE = 60_000;
const visited = (...ids: number[]) =>
  serializeVisited(
    // The first id is the most recent visit.
    ids.map((id, index) => ({
      campaignId: id,
      campaignUrl: `/us/trips/${id}`,
      timestamps: [Date.now() - (index + 1) * 90 * MINUTE],
    })),
  );

const realFetch = typeof window === 'undefined' ? undefined : window.fetch.bind(window);
const ENDPOINT_PATH = '/v1/cards/recently-visited/';

/** Seeds localStorage and answers the cards endpoint, as the browser and the composer would. */
const withBrowserState: Decorator = (Story, context) => {
  const state = context.parameters.browserState as BrowserState;
  const key = 'visitedDestinations';
  if (state.stored === null) window.localStorage.removeItem(key);
  else window.localStorage.setItem(key, state.stored);

  window.fetch = async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input), window.location.href);
    if (!url.pathname.startsWith(ENDPOINT_PATH) || !realFetch) return realFetch!(input, init);
    if (state.response === 'pending') return new Promise<Response>(() => {});
    if (state.response === 'error') {
      return new Response(JSON.stringify({ statusCode: 502, code: 'ERROR_RECENTLY_VISITED_DATA' }), {
        status: 502,
      });
    }
    const ids = new Set((url.searchParams.get('id') ?? '').split(',').map(Number));
    const cards = [...(state.cards ?? [])].filter((card) => ids.has(card.id)).sort((a, b) => a.id - b.id);
    await new Promise((resolve) => setTimeout(resolve, 300));
    return new Response(JSON.stringify({ cards }), { headers: { 'content-type': 'application/json' } });
  };
  return <Story />;
};

const POOL = [176, 12, 41, 8, 63, 27, 90].map((id) => tripCard(id));

const meta = {
  title: 'Home/RecentlyVisited',
  component: RecentlyVisited,
  decorators: [withBrowserState],
  args: {
    title: 'Recently viewed trips',
    storageKey: 'visitedDestinations',
    maxItems: 10,
    cardsSmall: 3,
    cardsLarge: 4,
    lazy: { height: 200, offset: 300 },
    endpoint: '/v1/cards/recently-visited/us/en-US',
    excludeCampaignId: null,
    corruptedDataMessage:
      'Error while retrieving info about recently visited location. Restoring corrupted data.',
    cardLabels: CARD_LABELS,
  },
  parameters: {
    browserState: {
      stored: visited(41, 176, 12, 8, 63, 27),
      response: 'cards',
      cards: POOL,
    } satisfies BrowserState,
  },
} satisfies Meta<typeof RecentlyVisited>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Six trips visited, newest first: a row of four (three below laptop width) to scroll through. */
export const SixTrips: Story = {};

/** Two trips: empty cards fill the row up to three, or four from laptop width. */
export const TwoTrips: Story = {
  parameters: { browserState: { stored: visited(63, 12), response: 'cards', cards: POOL } },
};

/** The cards are on their way: placeholders. */
export const Loading: Story = {
  parameters: { browserState: { stored: visited(41, 176, 12), response: 'pending' } },
};

/** On a trip page the current trip is left out. */
export const ExcludingCurrentTrip: Story = { args: { excludeCampaignId: 41 } };

export const Spanish: Story = {
  args: {
    title: 'Viajes vistos recientemente',
    endpoint: '/v1/cards/recently-visited/es/es-ES',
    cardLabels: { from: 'Desde', perNight: 'por noche', isNew: 'Nuevo', discount: 'Ahorra' },
  },
  parameters: {
    browserState: {
      stored: visited(41, 176, 12),
      response: 'cards',
      cards: POOL.map((card) =>
        tripCard(card.id, {
          durationLabel: `${card.days} días`,
          fromPrice: `${(999 + card.id * 130).toLocaleString('de-DE')},00 €`,
          oldPrice: card.oldPrice ? `${(1999 + card.id * 130).toLocaleString('de-DE')},00 €` : null,
          pricePerNight: `${Math.round((999 + card.id * 130) / (card.days - 1))},00 €`,
        }),
      ),
    },
  },
};

export const PartnerTheme: Story = { ...Spanish, globals: { theme: 'partner viajes (2)' } };

/** Nothing visited yet: the section collapses (renders nothing). */
export const NothingStored: Story = {
  parameters: { browserState: { stored: null, response: 'cards', cards: POOL } },
};

/** Corrupted data: removed, logged with console.warn, and the section collapses. */
export const CorruptedData: Story = {
  parameters: { browserState: { stored: '{"campaignId":12', response: 'cards', cards: POOL } },
};

/** The cards call fails: a console warning and the section collapses. */
export const CallFails: Story = {
  parameters: { browserState: { stored: visited(41, 176), response: 'error' } },
};
