/** Activity props for the stories and tests, shaped like the composer's (en-US, 2 adults: 2 × the unit price). */
import type { ActivityOptionsProps } from '@waypoint/schemas';

const ACTIVITIES = [
  {
    id: 'act-tea',
    name: 'Tea ceremony in Kyoto',
    description: 'An hour with a tea master in a machiya townhouse in Gion.',
    unit: 45,
  },
  {
    id: 'act-sumo',
    name: 'Sumo morning practice',
    description: 'Watch the wrestlers train at a stable in Ryōgoku, with an English-speaking guide.',
    unit: 95,
  },
  {
    id: 'act-fuji',
    name: 'Mount Fuji and Hakone day trip',
    description: 'By coach, with a cruise on Lake Ashi and the Hakone ropeway. Lunch included.',
    unit: 189,
  },
  {
    id: 'act-transfer',
    name: 'Private airport transfer',
    description: 'From Haneda to your hotel in Tokyo.',
    unit: 60,
  },
];

const money = (amount: number) => `$${amount.toLocaleString('en-US')}.00`;

export function activityProps(
  selected: readonly string[] = ['act-fuji'],
  overrides: Partial<ActivityOptionsProps> = {},
): ActivityOptionsProps {
  return {
    title: 'Activities and services',
    intro: 'Add experiences to your trip. Prices are for all travellers.',
    multiple: true,
    revision: 1,
    options: ACTIVITIES.map((activity) => {
      const isSelected = selected.includes(activity.id);
      return {
        id: activity.id,
        name: activity.name,
        description: activity.description,
        price: money(activity.unit * 2),
        priceDetails: `2 × ${money(activity.unit)}`,
        selected: isSelected,
        available: true,
        action: {
          kind: 'submit' as const,
          action: isSelected ? 'removeActivity' : 'addActivity',
          input: { activityId: activity.id },
        },
        actionLabel: isSelected ? 'Added' : 'Add',
      };
    }),
    ...overrides,
  };
}
