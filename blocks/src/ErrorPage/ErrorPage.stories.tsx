import type { Meta, StoryObj } from '@storybook/react-vite';
import { ErrorPage } from './ErrorPage.tsx';

const meta = {
  title: 'Layout/ErrorPage',
  component: ErrorPage,
  args: {
    statusCode: 404,
    title: "We can't find that page",
    message: "The page you are looking for may have moved or no longer exists. Let's get you back on track.",
    cta: { href: '/us', label: 'Back to the home page' },
  },
} satisfies Meta<typeof ErrorPage>;
export default meta;

type Story = StoryObj<typeof meta>;

export const NotFound: Story = {};

export const ServerError: Story = {
  args: {
    statusCode: 500,
    title: 'Something went wrong on our side',
    message: 'We are having trouble loading this page. Please try again in a few minutes.',
  },
};

/** ES partner with its own theme. */
export const PartnerSpanish: Story = {
  globals: { theme: 'partner viajes (2)' },
  args: {
    title: 'No encontramos esa página',
    message: 'Puede que la página que buscas se haya movido o ya no exista. Volvamos al buen camino.',
    cta: { href: '/es', label: 'Volver a la página de inicio' },
  },
};
