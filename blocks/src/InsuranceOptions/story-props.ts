/** Insurance props for the stories and tests, shaped like the composer's (en-US; STANDARD, FLEX, FLEX+). */
import type { InsuranceOptionsProps } from '@waypoint/schemas';

const PACKAGES = [
  {
    id: 'STANDARD',
    name: 'Standard',
    description:
      'Medical assistance and luggage cover. Cancellation: 30% of the price up to 60 days before departure.',
    price: 'Included',
    details: null,
  },
  {
    id: 'FLEX',
    name: 'Flex',
    description:
      'Everything in Standard, and free cancellation for any reason up to 21 days before departure.',
    price: '+$178.00',
    details: '2 × $89.00',
  },
  {
    id: 'FLEX+',
    name: 'Flex+',
    description: 'Everything in Flex, and a full refund up to 48 hours before departure.',
    price: '+$298.00',
    details: '2 × $149.00',
  },
];

export function insuranceProps(
  selected = 'STANDARD',
  overrides: Partial<InsuranceOptionsProps> = {},
): InsuranceOptionsProps {
  return {
    title: 'Travel insurance',
    intro: null,
    multiple: false,
    revision: 2,
    options: PACKAGES.map((pack) => {
      const isSelected = pack.id === selected;
      return {
        id: pack.id,
        name: pack.name,
        description: pack.description,
        price: pack.price,
        priceDetails: pack.details,
        selected: isSelected,
        available: true,
        action: isSelected
          ? null
          : { kind: 'submit' as const, action: 'selectInsurance', input: { policy: pack.id } },
        actionLabel: isSelected ? 'Selected' : 'Choose',
      };
    }),
    ...overrides,
  };
}
