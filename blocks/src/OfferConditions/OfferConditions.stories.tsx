import type { Meta, StoryObj } from '@storybook/react-vite';
import { OfferConditions } from './OfferConditions.tsx';

const meta = {
  title: 'Trip/OfferConditions',
  component: OfferConditions,
  args: {
    title: 'Offer conditions',
    html:
      '<h3>The price includes</h3>' +
      '<ul><li>Return flights in economy class with one checked bag</li><li>9 nights in the hotels listed, or similar, with breakfast</li><li>A Japan Rail Pass for 7 days</li><li>Guided visits in Tokyo, Kyoto and Nara</li></ul>' +
      '<h3>Not included</h3>' +
      '<ul><li>Meals not listed in the itinerary</li><li>Travel insurance (<a href="/us/travel-protection">see our plans</a>)</li></ul>' +
      '<h3>Booking conditions</h3>' +
      '<p>Prices are per person sharing a double room. A deposit of 20% secures your place; the rest is due 45 days before departure. Free cancellation up to 60 days before departure.</p>',
  },
} satisfies Meta<typeof OfferConditions>;
export default meta;

type Story = StoryObj<typeof meta>;

export const English: Story = {};

export const French: Story = {
  args: {
    title: 'Conditions de l’offre',
    html:
      '<h3>Le prix comprend</h3>' +
      '<ul><li>Les vols aller-retour en classe économique avec un bagage en soute</li><li>9 nuits dans les hôtels indiqués ou similaires, petit-déjeuner inclus</li></ul>' +
      '<h3>Conditions de réservation</h3>' +
      '<p>Prix par personne en chambre double. Un acompte de 20 % confirme votre place ; le solde est dû 45 jours avant le départ.</p>',
  },
};
