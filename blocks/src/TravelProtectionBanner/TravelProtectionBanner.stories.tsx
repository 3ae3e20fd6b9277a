import type { Meta, StoryObj } from '@storybook/react-vite';
import { TravelProtectionBanner } from './TravelProtectionBanner.tsx';

const openModal = async ({ canvasElement }: { canvasElement: HTMLElement }) => {
  canvasElement.querySelector<HTMLButtonElement>('.travel-protection-banner__cta')?.click();
};

const meta = {
  title: 'Home/TravelProtectionBanner',
  component: TravelProtectionBanner,
  args: {
    title: 'Our Travel Protection takes care of you',
    text: 'All our trips are protected with our Standard coverage, the ideal level of protection for most travelers. Our Flex and Flex+ plans are available for travelers that require extra peace of mind.',
    ctaLabel: 'Learn more',
    modalId: 'premiumCare',
    modal: {
      title: 'Travel Protection plans',
      plans: [
        {
          name: 'Standard',
          description: 'Included with every trip: medical assistance abroad, repatriation and baggage cover.',
        },
        {
          name: 'Flex',
          description: 'Everything in Standard, plus cancellation cover for unforeseen personal reasons.',
        },
        {
          name: 'Flex+',
          description:
            'Our most complete cover: cancel for any reason and get higher medical and baggage limits.',
        },
      ],
      closeLabel: 'Close',
    },
  },
} satisfies Meta<typeof TravelProtectionBanner>;
export default meta;

type Story = StoryObj<typeof meta>;

export const English: Story = {};

/** The #premiumCare modal, opened by the button (or by the URL hash #premiumCare). */
export const PlansOpen: Story = { play: openModal };

/** ES market copy. */
export const Spanish: Story = {
  args: {
    title: 'Nuestra Protección de Viaje cuida de ti',
    text: 'Todos nuestros viajes están protegidos con nuestra cobertura Standard, el nivel de protección ideal para la mayoría de los viajeros. Nuestros planes Flex y Flex+ están disponibles para los viajeros que buscan una tranquilidad adicional.',
    ctaLabel: 'Más información',
    modal: {
      title: 'Planes de Protección de Viaje',
      plans: [
        {
          name: 'Standard',
          description:
            'Incluido en todos los viajes: asistencia médica en el extranjero, repatriación y cobertura de equipaje.',
        },
        {
          name: 'Flex',
          description:
            'Todo lo de Standard, más cobertura de cancelación por motivos personales imprevistos.',
        },
        {
          name: 'Flex+',
          description:
            'Nuestra cobertura más completa: cancela por cualquier motivo y disfruta de límites médicos y de equipaje más altos.',
        },
      ],
      closeLabel: 'Cerrar',
    },
  },
};

/** A partner site: its primary colour on the icon and the button. */
export const PartnerTheme: Story = { ...Spanish, globals: { theme: 'partner viajes (2)' } };

/** The partner site with the plans open. */
export const PartnerThemePlansOpen: Story = { ...PartnerTheme, play: openModal };
