/** Extra-night props for the stories and tests, shaped like the composer's (en-US, 2 adults, Osaka). */
import type { ExtraNightOptionsProps } from '@waypoint/schemas';

const NIGHTS = [
  {
    id: 'nights-0',
    name: 'No extra night',
    description: 'Return on Mon, Mar 24',
    price: 'Included',
    details: null,
  },
  {
    id: 'nights-1',
    name: '1 extra night in Osaka',
    description: 'Return on Tue, Mar 25',
    price: '+$210.00',
    details: '2 × $105.00',
  },
  {
    id: 'nights-2',
    name: '2 extra nights in Osaka',
    description: 'Return on Wed, Mar 26',
    price: '+$420.00',
    details: '2 × $210.00',
  },
  {
    id: 'nights-3',
    name: '3 extra nights in Osaka',
    description: 'Return on Thu, Mar 27: no flights on that day.',
    price: null,
    details: null,
  },
];

export function extraNightProps(
  selected = 'nights-0',
  overrides: Partial<ExtraNightOptionsProps> = {},
): ExtraNightOptionsProps {
  return {
    title: 'Extend your stay',
    intro: 'Stay longer at the end of your trip, in the same hotel. Your return flight moves with you.',
    multiple: false,
    revision: 1,
    options: NIGHTS.map((night) => {
      const available = night.price !== null;
      const isSelected = night.id === selected;
      return {
        id: night.id,
        name: night.name,
        description: night.description,
        price: night.price,
        priceDetails: night.details,
        selected: isSelected,
        available,
        action:
          available && !isSelected
            ? {
                kind: 'submit' as const,
                action: 'selectExtraNights',
                input: { nights: Number(night.id.slice(-1)) },
              }
            : null,
        actionLabel: !available ? 'Not available' : isSelected ? 'Selected' : 'Choose',
      };
    }),
    ...overrides,
  };
}
