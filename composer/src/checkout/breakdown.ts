/**
 * The checkout's price lines (buying-flow.md §3 "Checkout breakdown", §4 "Checkout breakdown", §5
 * "Prices"), from the attempt's summary and its personalisation lists, by the spec's rules (config):
 * the accommodation's price is the summary's price for its id, looked up in both lists; a supplement's is
 * (adults + children) × its unit price with `N * <unit price>` as details; an insurance line's is its
 * package's TotalPremium; the extra-night line is recognised by its code and its name holds the nights.
 * The total is the sum of the lines (config `breakdownTotal`), so the two can never disagree on screen.
 */
import {
  accommodationPrice,
  type BreakdownItem,
  breakdownLines,
  breakdownTotal,
  extraNightsOfLine,
  formatPrice,
  insurancePrice,
  supplementPrice,
  supplementPriceDetails,
} from '@waypoint/config';
import type {
  Currency,
  SummaryLine,
  UpstreamActivities,
  UpstreamCheckoutSummary,
  UpstreamInsurances,
} from '@waypoint/schemas';
import type { TFunction } from 'i18next';
import { chooseExtraNights } from '../actions/choose-extra-nights.ts';
import { chooseInsurance } from '../actions/choose-insurance.ts';
import { submitOf } from '../actions/define-action.ts';
import { removeVoucher } from '../actions/remove-voucher.ts';
import { toggleActivity } from '../actions/toggle-activity.ts';

export interface BreakdownInput {
  summary: UpstreamCheckoutSummary;
  activities: UpstreamActivities | null;
  insurances: UpstreamInsurances | null;
  currency: Currency;
  t: TFunction;
  /** Lines can be removed (not on the payment step). */
  editable: boolean;
}

export interface PricedBreakdown {
  lines: SummaryLine[];
  total: number;
  items: BreakdownItem[];
}

export function pricedBreakdown(input: BreakdownInput): PricedBreakdown {
  const { summary, t, currency } = input;
  const pax = { adults: summary.pax.adults, children: summary.pax.children };
  const revision = summary.revision;
  const items: BreakdownItem[] = [];
  const names = new Map<BreakdownItem, string>();
  const add = (item: BreakdownItem, label: string) => {
    items.push(item);
    names.set(item, label);
  };
  for (const line of summary.breakdown) {
    switch (line.code) {
      case 'campaign':
        add(
          { kind: 'campaign', id: null, description: line.name, price: line.totalPrice },
          t('checkout.lines.campaign'),
        );
        break;
      case 'extra_night': {
        // §5: the extra-night line is recognised by its code; its name holds the number of nights.
        const nights = extraNightsOfLine([line]);
        add(
          {
            kind: 'extraNight',
            id: String(nights),
            description: line.name,
            price: line.totalPrice,
            nightsAmount: nights,
          },
          t('checkout.lines.extraNight', { count: nights }),
        );
        break;
      }
      case 'accommodation': {
        const price = accommodationPrice(summary.accommodations, line.id ?? '') ?? line.totalPrice;
        add({ kind: 'accommodation', id: line.id, description: line.name, price }, line.name);
        break;
      }
      case 'insurance': {
        const price = input.insurances
          ? (insurancePrice(input.insurances.packages, line.id ?? '') ?? line.totalPrice)
          : line.totalPrice;
        add({ kind: 'insurances', id: line.id, description: line.name, price }, line.name);
        break;
      }
      case 'option': {
        const unit = summary.supplements.supplements.find((s) => s.id === line.id)?.price;
        const price = unit === undefined ? line.totalPrice : supplementPrice(pax, unit);
        const priceDetails =
          unit === undefined ? undefined : supplementPriceDetails(pax, formatPrice(unit, currency));
        add(
          {
            kind: 'options',
            id: line.id,
            description: line.name,
            price,
            ...(priceDetails ? { priceDetails } : {}),
          },
          line.name,
        );
        break;
      }
      case 'fees':
        add(
          { kind: 'fees', id: null, description: line.name, price: line.totalPrice },
          t('checkout.lines.fees'),
        );
        break;
      case 'discount':
        add(
          { kind: 'discount', id: null, description: line.name, price: line.totalPrice },
          summary.voucherCode
            ? t('checkout.lines.voucher', { code: summary.voucherCode })
            : t('checkout.lines.discount'),
        );
        break;
      case 'paymentFee':
        add(
          { kind: 'paymentFee', id: null, description: line.name, price: line.totalPrice },
          t('checkout.lines.paymentFee'),
        );
        break;
      case 'wallet':
        add(
          { kind: 'wallet', id: null, description: line.name, price: line.totalPrice },
          t('checkout.lines.wallet'),
        );
        break;
      default:
        add({ kind: 'fees', id: line.id, description: line.name, price: line.totalPrice }, line.name);
    }
  }
  const state = { items, custom: summary.custom, voucherCode: summary.voucherCode };
  const ordered = breakdownLines(state);
  const lines: SummaryLine[] = ordered.map((item) => ({
    kind: item.kind,
    label: names.get(item) ?? item.description,
    price: formatPrice(item.price, currency),
    amount: item.price,
    details: item.priceDetails ?? null,
    remove: input.editable ? removal(item, names.get(item) ?? item.description, revision, t) : null,
  }));
  return { lines, total: breakdownTotal(state), items: ordered };
}

function removal(item: BreakdownItem, name: string, revision: number, t: TFunction): SummaryLine['remove'] {
  const label = t('checkout.remove', { item: name });
  switch (item.kind) {
    case 'options':
      return {
        label,
        // The upstream types a line's id as nullable, but an option line names its option; one without
        // an id is posted as it comes and refused by the action's input check.
        action: submitOf(toggleActivity, { activityId: item.id as string, added: false, revision }),
      };
    case 'insurances':
      return { label, action: submitOf(chooseInsurance, { insuranceKey: null, revision }) };
    case 'extraNight':
      return { label, action: submitOf(chooseExtraNights, { nights: 0, revision }) };
    case 'discount':
      return { label, action: submitOf(removeVoucher, { revision }) };
    default:
      return null;
  }
}
