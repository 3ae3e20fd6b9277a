/**
 * The passenger form's data: each input is named by its path in the action's input
 * (`passengers.0.firstName`), which is also how the server names a refused field, so an error finds its
 * field by name. Pure, so the rules are tested without a DOM.
 */
import type { ActionFieldError, PassengerFormProps } from '@waypoint/schemas';

type Passengers = PassengerFormProps['passengers'];

export const fieldName = (index: number, name: string): string => `passengers.${index}.${name}`;

/** Every input's name, in the form's order. */
export const fieldNames = (passengers: Passengers): string[] =>
  passengers.flatMap((passenger, index) => passenger.fields.map((field) => fieldName(index, field.name)));

/** The save action's extra input: each passenger's fields, by name, in order (as typed, untrimmed). */
export function collectPassengers(
  passengers: Passengers,
  read: (name: string) => string,
): { passengers: Record<string, string>[] } {
  return {
    passengers: passengers.map((passenger, index) =>
      Object.fromEntries(passenger.fields.map((field) => [field.name, read(fieldName(index, field.name))])),
    ),
  };
}

export interface Refusal {
  /** The first error of each field of the form, by input name. */
  fields: Record<string, string>;
  /** Errors that name no field of the form: shown above it. */
  form: string[];
}

export function refusalOf(errors: readonly ActionFieldError[], names: readonly string[]): Refusal {
  const known = new Set(names);
  const fields: Record<string, string> = {};
  const form: string[] = [];
  for (const error of errors) {
    if (!known.has(error.field)) {
      if (!form.includes(error.message)) form.push(error.message);
    } else if (!(error.field in fields)) fields[error.field] = error.message;
  }
  return { fields, form };
}

/** The value of a named control of a form (an input's), or '' (the form's `elements` may be faked). */
export function readControl(form: { elements: { namedItem(name: string): unknown } }, name: string): string {
  const control = form.elements.namedItem(name) as { value?: unknown } | null;
  return typeof control?.value === 'string' ? control.value : '';
}
