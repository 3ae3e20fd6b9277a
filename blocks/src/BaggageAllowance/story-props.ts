/** Baggage props for the stories and tests, shaped like the composer's (en-US). */
import type { BaggageAllowanceProps } from '@waypoint/schemas';

export function baggageProps(overrides: Partial<BaggageAllowanceProps> = {}): BaggageAllowanceProps {
  return {
    title: 'Checked baggage',
    legs: [
      { label: 'Outbound', pieces: 2, text: '2 checked bags of up to 23 kg each' },
      { label: 'Return', pieces: 2, text: '2 checked bags of up to 23 kg each' },
    ],
    extras: [
      { name: 'Extra checked bag (23 kg), each way', price: '$75.00' },
      { name: 'Sports equipment (golf, skis)', price: '$120.00' },
    ],
    note: 'Hand luggage: one bag of up to 7 kg and one personal item per traveller, on every flight.',
    ...overrides,
  };
}

/** A low-cost return leg: no checked bag, one piece by weight on the way out ('20K'). */
export function mixedBaggageProps(): BaggageAllowanceProps {
  return baggageProps({
    legs: [
      { label: 'Outbound', pieces: 1, text: '1 checked bag of up to 20 kg' },
      { label: 'Return', pieces: 0, text: 'No checked bag included' },
    ],
    extras: [{ name: 'Checked bag (20 kg) on the return flight', price: '$59.00' }],
    note: null,
  });
}
