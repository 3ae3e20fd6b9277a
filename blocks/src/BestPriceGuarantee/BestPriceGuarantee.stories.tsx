import type { Meta, StoryObj } from '@storybook/react-vite';
import { BestPriceGuarantee } from './BestPriceGuarantee.tsx';
import { GUARANTEE_PROPS } from './story-props.ts';

const meta = {
  title: 'Campaign/BestPriceGuarantee',
  component: BestPriceGuarantee,
  args: GUARANTEE_PROPS,
} satisfies Meta<typeof BestPriceGuarantee>;
export default meta;

type Story = StoryObj<typeof meta>;

export const English: Story = {};

export const German: Story = {
  args: {
    title: 'Bestpreisgarantie',
    intro:
      'Sie haben dieselbe Reise innerhalb von 24 Stunden nach der Buchung günstiger gefunden? Wir erstatten die Differenz.',
    sections: [
      { id: 'conditions', title: 'Bedingungen', html: '<ul><li>Dieselbe Reise, dieselben Daten.</li></ul>' },
      { id: 'claim', title: 'So beantragen Sie die Erstattung', html: '<p>Senden Sie uns den Link.</p>' },
    ],
  },
};
