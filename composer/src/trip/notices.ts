/** What the page says about a value of its address that it changed: never changed silently. */
import type { TFunction } from 'i18next';
import { type Adjusted, parseAdjusted, type TripParams } from './selection.ts';

export function adjustmentsOf(
  params: Pick<TripParams, 'adjusted'>,
  ...fields: Adjusted['field'][]
): Adjusted[] {
  return parseAdjusted(params.adjusted).filter((a) => fields.includes(a.field));
}

/** One sentence per change, in the visitor's language; `values` fill the sentence (the value now chosen). */
export function notices(
  t: TFunction,
  changes: readonly Adjusted[],
  values: Record<string, unknown>,
): string[] {
  return changes.map((c) =>
    t(`trip.notice.${c.field}.${c.reason}`, {
      ...values,
      defaultValue: t(`trip.notice.${c.field}.invalid`, values),
    }),
  );
}
