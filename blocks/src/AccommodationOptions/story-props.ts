/** Accommodation props for the stories and tests, shaped like the composer's (en-US, 2 adults). */
import type { AccommodationOptionsProps } from '@waypoint/schemas';

const ROOMS = [
  {
    id: 'room-double',
    name: 'Double room',
    description: 'Four-star hotels with breakfast, a double bed. Included in the price of the trip.',
    supplement: null,
    details: null,
  },
  {
    id: 'room-twin',
    name: 'Twin room',
    description: 'The same hotels, two single beds.',
    supplement: null,
    details: null,
  },
  {
    id: 'room-superior',
    name: 'Superior room with city view',
    description: 'A larger room on an upper floor in Tokyo and Osaka, with a view over the city.',
    supplement: '+$380.00',
    details: '2 × $190.00',
  },
  {
    id: 'room-ryokan',
    name: 'Ryokan upgrade in Kyoto',
    description: 'Two nights in a traditional inn with tatami, a hot spring bath and a kaiseki dinner.',
    supplement: '+$640.00',
    details: '2 × $320.00',
  },
  {
    id: 'room-suite',
    name: 'Junior suite',
    description: 'Not available on your dates.',
    supplement: null,
    details: null,
  },
];

export function accommodationProps(
  selected = 'room-double',
  overrides: Partial<AccommodationOptionsProps> = {},
): AccommodationOptionsProps {
  return {
    title: 'Your accommodation',
    intro: 'Rooms included in the price, and upgrades at a supplement for the whole stay.',
    multiple: false,
    revision: 3,
    options: ROOMS.map((room) => {
      const available = room.id !== 'room-suite';
      const isSelected = room.id === selected;
      return {
        id: room.id,
        name: room.name,
        description: room.description,
        price: available ? (room.supplement ?? 'Included') : null,
        priceDetails: room.details,
        selected: isSelected,
        available,
        action:
          available && !isSelected
            ? { kind: 'submit' as const, action: 'selectAccommodation', input: { roomId: room.id } }
            : null,
        actionLabel: !available ? 'Not available' : isSelected ? 'Selected' : 'Choose',
      };
    }),
    ...overrides,
  };
}
