/** Budget page props for the stories and tests, shaped like the composer's (en-US, the Japan trip). */
import type { BudgetDocumentProps } from '@waypoint/schemas';
import { placeholderImage } from '../fixtures.ts';

/**
 * A QR-code-like SVG as a data URL (stories only: the server draws the real code): the three finder
 * squares and modules from a small deterministic generator, 25 × 25.
 */
export function sampleQr(seed = 7): string {
  const size = 25;
  let state = seed;
  const next = () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
  const inFinder = (x: number, y: number) =>
    (x < 8 && y < 8) || (x >= size - 8 && y < 8) || (x < 8 && y >= size - 8);
  const cells: string[] = [];
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      if (!inFinder(x, y) && next() < 0.5) cells.push(`M${x} ${y}h1v1h-1z`);
    }
  }
  const finder = (x: number, y: number) =>
    `M${x} ${y}h7v7h-7zM${x + 1} ${y + 1}v5h5v-5zM${x + 2} ${y + 2}h3v3h-3z`;
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="-2 -2 ${size + 4} ${size + 4}" shape-rendering="crispEdges">` +
    `<rect x="-2" y="-2" width="${size + 4}" height="${size + 4}" fill="#fff"/>` +
    `<path fill="#000" fill-rule="evenodd" d="${finder(0, 0)}${finder(size - 7, 0)}${finder(0, size - 7)}${cells.join('')}"/></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

export function budgetDocumentProps(overrides: Partial<BudgetDocumentProps> = {}): BudgetDocumentProps {
  return {
    title: 'Your trip quote',
    reference: 'Quote B-48213 · Issued Feb 3, 2025',
    trip: {
      title: 'Japan: Tokyo, Kyoto and Osaka',
      href: '/us/asia/japan/123-japan-classic?category=7&city=12&adults=2&date=2025-03-12',
      image: placeholderImage('Japan', 350).src,
    },
    facts: [
      { label: 'Dates', value: 'Mar 12 – Mar 24, 2025 (13 days)' },
      { label: 'Departure', value: 'New York (JFK)' },
      { label: 'Travellers', value: '2 adults' },
      { label: 'Category', value: 'Comfort, 4-star hotels' },
    ],
    lines: [
      { label: 'Japan: Tokyo, Kyoto and Osaka (2 × $3,249.00)', amount: '$6,498.00' },
      { label: 'Ryokan upgrade in Kyoto (2 × $320.00)', amount: '$640.00' },
      { label: '1 extra night in Osaka (2 × $105.00)', amount: '$210.00' },
      { label: 'Mount Fuji and Hakone day trip (2 × $189.00)', amount: '$378.00' },
      { label: 'Flex insurance (2 × $89.00)', amount: '$178.00' },
      { label: 'Booking fee', amount: '$29.00' },
    ],
    total: { label: 'Total for 2 travellers', amount: '$7,933.00' },
    validity: 'Prices held until Feb 10, 2025, subject to availability when you book.',
    qr: {
      src: sampleQr(),
      alt: 'QR code that opens this quote',
      caption: 'Scan to open this quote on your phone and book it.',
    },
    pdf: { label: 'Download PDF', href: '/us/budget/pdf/b-48213.pdf' },
    book: { label: 'Book this trip', href: '/us/checkout/start?budget=b-48213' },
    ...overrides,
  };
}

/** Without the QR experiment, and a trip without a picture. */
export function plainProps(): BudgetDocumentProps {
  const props = budgetDocumentProps();
  return budgetDocumentProps({ qr: null, trip: { ...props.trip, image: null } });
}
