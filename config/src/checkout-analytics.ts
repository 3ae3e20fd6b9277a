/**
 * The buying flow's analytics entities after the trip page (buying-flow.md §3 "Analytics entities of
 * the buying flow": order attempt; §5 "Prices": the handling fee). Built on the server and carried in
 * the actions' `events` (ARCHITECTURE.md "Analytics").
 */
import { handlingFeePerPerson } from './checkout-prices.ts';

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
  return {
    offer_id: input.offerId,
    order_attempt_id: input.token,
    ofl_token: input.token,
    total_price: input.total,
    handling_fee: handlingFeePerPerson(input.breakdown, input.payingTravellers),
    currency_euro_rate: 0,
  };
}
