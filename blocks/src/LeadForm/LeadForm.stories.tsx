import type { Meta, StoryObj } from '@storybook/react-vite';
import { LeadForm } from './LeadForm.tsx';
import { LEAD_FORM_PROPS } from './story-props.ts';

const meta = {
  title: 'Campaign/LeadForm',
  component: LeadForm,
  args: LEAD_FORM_PROPS,
} satisfies Meta<typeof LeadForm>;
export default meta;

type Story = StoryObj<typeof meta>;

export const English: Story = {};

/** The page once sent (`?lead=sent`): a thank-you that names nobody. */
export const Sent: Story = {
  args: { sent: { title: "Thank you, you're in!", text: "We'll e-mail you if you win. Good luck!" } },
};

export const Spanish: Story = {
  args: {
    title: 'Participa en el sorteo',
    intro: 'Déjanos tu nombre y tu correo para optar a un viaje para dos.',
    name: { label: 'Nombre' },
    email: { label: 'Correo electrónico' },
    consent: {
      label: 'Acepto recibir ofertas de Waypoint por correo y la política de privacidad.',
      privacy: { href: '/es/politica-de-privacidad', label: 'Política de privacidad' },
    },
    submit: { label: 'Participar en el sorteo', action: { kind: 'submit', action: 'submitLead', input: {} } },
  },
};
