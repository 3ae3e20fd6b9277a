/**
 * The buying flow's analytics entities after the trip page (buying-flow.md §3 "Analytics entities of
 * the buying flow": order attempt; §5 "Prices": the handling fee). Built on the server and carried in
 * the actions' `events` (ARCHITECTURE.md "Analytics").
 */
import { HANDLING_FEE_LINE_NAME as HANDLING_FEE_LINE } from './checkout-prices.ts';

export interface OrderAttemptEntity {
  offer_id: string;
  order_attempt_id: string;
  /** The 'token' query parameter (§3): the attempt's token. */
  ofl_token: string;
  total_price: number;
  /** Per person. */
  handling_fee: number;
  currency_euro_rate: 0;
}

export function orderAttemptEntity(input: {
  offerId: string;
  token: string;
  total: number;
  breakdown: readonly { name: string; totalPrice: number }[];
  payingTravellers: number;
}): OrderAttemptEntity {
  const fee = input.breakdown.find((line) => line.name === HANDLING_FEE_LINE)?.totalPrice ?? 0;
  const perPerson = input.payingTravellers > 0 ? fee / input.payingTravellers : 0;
  return {
    offer_id: input.offerId,
    order_attempt_id: input.token,
    ofl_token: input.token,
    total_price: input.total,
    handling_fee: Math.round(perPerson * 100) / 100,
    currency_euro_rate: 0,
  };
}
