/** Payment plan props for the stories and tests, shaped like the composer's (en-US, a $7,883.00 trip). */
import type { PaymentPlansProps } from '@waypoint/schemas';

export const choosePlanAction = (planIndex: number) => ({
  kind: 'submit' as const,
  action: 'choosePaymentPlan',
  input: { planIndex, revision: 4 },
});

const PLANS = [
  {
    label: '100% today',
    detail: 'Pay once and you’re done',
    payments: ['$7,883.00'],
    code: '100',
  },
  {
    label: '25% today',
    detail: '25% to book, 75% before travel',
    payments: ['$1,970.75', '$5,912.25'],
    code: '25_75',
  },
  {
    label: '34% today',
    detail: 'Pay in 3 equal parts, no interest or fees.',
    payments: ['$2,680.22', '$2,601.39', '$2,601.39'],
    code: '34_33_33',
  },
];

/** The three plans with `selected` chosen (null: none marked). */
export function paymentPlansProps(
  selected: number | null = 0,
  overrides: Partial<PaymentPlansProps> = {},
): PaymentPlansProps {
  return {
    title: 'Pay in full or in parts',
    plans: PLANS.map((plan, index) => ({
      index,
      ...plan,
      selected: index === selected,
      choose: choosePlanAction(index),
    })),
    ...overrides,
  };
}

/** Two plans only: in full, or 30% now. */
export function twoPlansProps(selected = 1): PaymentPlansProps {
  return paymentPlansProps(selected, {
    plans: [
      { label: '100% today', detail: 'Pay once and you’re done', payments: ['$7,883.00'], code: '100' },
      {
        label: '30% today',
        detail: '30% to book, 70% before travel',
        payments: ['$2,364.90', '$5,518.10'],
        code: '30_70',
      },
    ].map((plan, index) => ({
      index,
      ...plan,
      selected: index === selected,
      choose: choosePlanAction(index),
    })),
  });
}
