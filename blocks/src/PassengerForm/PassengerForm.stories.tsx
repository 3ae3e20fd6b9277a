import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ActionFieldError, PassengerFormProps } from '@waypoint/schemas';
import { RuntimePlayground, type StoryAnswer } from '../shared/story-runtime.tsx';
import { PassengerForm } from './PassengerForm.tsx';
import { passengerFormProps, withErrorsProps } from './story-props.ts';

const meta = {
  title: 'Checkout/PassengerForm',
  component: PassengerForm,
  args: passengerFormProps(),
} satisfies Meta<typeof PassengerForm>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Nothing filled in yet: two adults (the first with the contact fields) and a child. */
export const Empty: Story = {};

/** Filled in from the traveller's account; no guest note. */
export const Filled: Story = {
  args: passengerFormProps(
    [
      {
        firstName: 'Ana',
        lastName: 'García',
        birthDate: '1986-05-02',
        documentNumber: 'X1234567',
        email: 'ana.garcia@example.com',
        phone: '+1 212 555 0142',
      },
      { firstName: 'Luis', lastName: 'García', birthDate: '1984-11-19', documentNumber: 'X7654321' },
      { firstName: 'Sofía', lastName: 'García', birthDate: '2017-06-08', documentNumber: 'X5554443' },
    ],
    [],
    { guest: null },
  ),
};

/** The server's errors at their fields (as on a page rendered after a refused save). */
export const WithErrors: Story = { args: withErrorsProps() };

/** The server's checks, as the stand-in answers them: required fields, an e-mail, the same traveller twice. */
function check(props: PassengerFormProps, extra: Record<string, unknown> | undefined): ActionFieldError[] {
  const passengers = (extra?.passengers ?? []) as Record<string, string>[];
  const errors: ActionFieldError[] = [];
  props.passengers.forEach((passenger, index) => {
    for (const field of passenger.fields) {
      const value = (passengers[index]?.[field.name] ?? '').trim();
      const at = `passengers.${index}.${field.name}`;
      if (field.required && value === '') {
        errors.push({ field: at, code: 'required', message: `Enter the ${field.label.toLowerCase()}.` });
      } else if (field.input === 'email' && value !== '' && !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(value)) {
        errors.push({
          field: at,
          code: 'email',
          message: 'Enter a valid e-mail address, like name@example.com.',
        });
      }
    }
  });
  const [first, second] = passengers;
  if (first?.firstName && first.firstName === second?.firstName && first.lastName === second?.lastName) {
    errors.push({
      field: 'passengers',
      code: 'duplicate',
      message: 'Two travellers have the same name: each traveller can be booked once.',
    });
  }
  return errors;
}

function answer(
  props: PassengerFormProps,
  _action: unknown,
  extra: Record<string, unknown> | undefined,
): StoryAnswer<PassengerFormProps> {
  const errors = check(props, extra);
  return errors.length > 0 ? { result: { status: 'refused', errors } } : {};
}

/**
 * With a stand-in runtime: save refuses empty required fields, a wrong e-mail and the same name twice;
 * the errors appear at their fields, focus goes to the first, and what was typed stays.
 */
export const Interactive: Story = {
  render: () => (
    <RuntimePlayground
      initial={passengerFormProps()}
      answer={answer}
      render={(p) => <PassengerForm {...p} />}
    />
  ),
};
