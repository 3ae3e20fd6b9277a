import type { Meta, StoryObj } from '@storybook/react-vite';
import { ErrorModal } from './ErrorModal.tsx';

const meta = {
  title: 'Home/ErrorModal',
  component: ErrorModal,
  decorators: [
    (Story) => (
      <>
        <p className="wp-container wp-section">The page behind the error modal.</p>
        <Story />
      </>
    ),
  ],
  args: {
    errorCode: 'ERR_SALES_AUTH',
    title: 'Please sign in',
    message: "The sales site is for signed-in staff only, so we've brought you to our public site.",
    closeLabel: 'Close',
    delayMs: 0,
  },
} satisfies Meta<typeof ErrorModal>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The sales redirect (?errorCode=ERR_SALES_AUTH), opened at once here (about 1 s on the page). */
export const SalesAuth: Story = {};

/** The real delay: nothing for about a second, then the modal. */
export const AfterOneSecond: Story = { args: { delayMs: 1000 } };

/** ES market copy. */
export const Spanish: Story = {
  args: {
    title: 'Inicia sesión',
    message:
      'El sitio de ventas es solo para personal con sesión iniciada, así que te hemos traído a nuestra web pública.',
    closeLabel: 'Cerrar',
  },
};

/** A partner site's theme. */
export const PartnerTheme: Story = { ...Spanish, globals: { theme: 'partner viajes (2)' } };
