import type { Meta, StoryObj } from '@storybook/react-vite';
import { PromiseSection } from './PromiseSection.tsx';

const meta = {
  title: 'Home/PromiseSection',
  component: PromiseSection,
  args: {
    title: 'Why travel with us',
    boxes: [
      {
        icon: 'best-price',
        title: 'Best price guarantee',
        text: "Found the same trip for less? We'll match the price.",
        link: { href: '/us/bestpriceguarantee', label: 'How it works' },
      },
      {
        icon: 'experts',
        title: 'Designed by experts',
        text: 'Every itinerary is crafted by specialists who know the destination first-hand.',
        link: null,
      },
      {
        icon: 'support',
        title: 'With you all the way',
        text: 'Our travel experts are a phone call away, before and during your trip.',
        link: { href: 'tel:+18005550142', label: 'Call +1 (800) 555-0142' },
      },
      {
        icon: 'payment',
        title: 'Pay your way',
        text: 'Secure checkout, with flexible plans to spread the cost of your vacation.',
        link: null,
      },
    ],
  },
} satisfies Meta<typeof PromiseSection>;
export default meta;

type Story = StoryObj<typeof meta>;

/** US: the first box links to the best price guarantee, the third calls the contact phone. */
export const English: Story = {};

/** ES market: Spanish copy and the Spanish contact phone. */
export const Spanish: Story = {
  args: {
    title: 'Por qué viajar con nosotros',
    boxes: [
      {
        icon: 'best-price',
        title: 'Garantía de mejor precio',
        text: '¿Has encontrado el mismo viaje más barato? Igualamos el precio.',
        link: { href: '/es/bestpriceguarantee', label: 'Cómo funciona' },
      },
      {
        icon: 'experts',
        title: 'Diseñado por expertos',
        text: 'Cada itinerario lo crean especialistas que conocen el destino de primera mano.',
        link: null,
      },
      {
        icon: 'support',
        title: 'Contigo en todo momento',
        text: 'Nuestros expertos en viajes están a una llamada de distancia, antes y durante tu viaje.',
        link: { href: 'tel:+34910555012', label: 'Llama al +34 910 555 012' },
      },
      {
        icon: 'payment',
        title: 'Paga como prefieras',
        text: 'Pago seguro, con planes flexibles para repartir el coste de tus vacaciones.',
        link: null,
      },
    ],
  },
};

/** DE market: longer German titles. */
export const German: Story = {
  args: {
    title: 'Warum mit uns reisen',
    boxes: [
      {
        icon: 'best-price',
        title: 'Bestpreisgarantie',
        text: 'Dieselbe Reise günstiger gefunden? Wir passen den Preis an.',
        link: { href: '/de/bestpriceguarantee', label: "So funktioniert's" },
      },
      {
        icon: 'experts',
        title: 'Von Experten geplant',
        text: 'Jede Route wird von Spezialisten gestaltet, die das Reiseziel aus eigener Erfahrung kennen.',
        link: null,
      },
      {
        icon: 'support',
        title: 'Immer an Ihrer Seite',
        text: 'Unsere Reiseexperten sind vor und während Ihrer Reise telefonisch für Sie da.',
        link: { href: 'tel:+493055550123', label: 'Rufen Sie +49 30 5555 0123 an' },
      },
      {
        icon: 'payment',
        title: 'Bezahlen, wie Sie möchten',
        text: 'Sichere Zahlung, mit flexiblen Raten für Ihren Urlaub.',
        link: null,
      },
    ],
  },
};
