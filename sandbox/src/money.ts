/** Price formatting in the market's currency (storefront.md §9 "Price formatting"). */
import { MARKET_INFO, type Market } from './markets.ts';

function group(digits: string, separator: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, separator);
}

/** '$1,299.00', '1.299,00 €', '£80.00', '$4.790.000'; `decimals` overrides the market's default. */
export function formatPrice(amount: number, market: Market, decimals = MARKET_INFO[market].decimals): string {
  const { currency } = MARKET_INFO[market];
  const negative = amount < 0;
  const [whole = '0', fraction] = Math.abs(amount).toFixed(decimals).split('.');
  let text = group(whole, currency.thousandsSeparator);
  if (fraction !== undefined) text += currency.decimalSeparator + fraction;
  text = currency.prefixSign + text + (currency.sufixSign ? ` ${currency.sufixSign}` : '');
  return negative ? `-${text}` : text;
}

/** How far a market price stops short of a whole step: 1 ('1,299'), a tenth of a large step ('4.789.000'). */
const endingOf = (priceStep: number): number => (priceStep >= 100 ? priceStep / 10 : 1);

/** A US-dollar amount converted to the market currency and rounded to a price ending in 9 ('1,299'). */
export function convertPrice(usd: number, market: Market): number {
  const { usdRate, priceStep } = MARKET_INFO[market];
  const steps = Math.max(1, Math.round((usd * usdRate) / priceStep));
  return steps * priceStep - endingOf(priceStep);
}

/**
 * The smallest market price ('…9' ending, as `convertPrice` makes them) at or above `amount`: a price
 * that already has the ending is kept as is.
 */
export function roundUpPrice(amount: number, market: Market): number {
  const { priceStep } = MARKET_INFO[market];
  const ending = endingOf(priceStep);
  return Math.max(1, Math.ceil((amount + ending) / priceStep)) * priceStep - ending;
}

/**
 * A small amount (a fee, a voucher, a supplement) quoted in dollars, in the market currency: the same
 * number where the currency is near the dollar (15 is $15, 15 € or £15), converted for the currencies
 * worth far less (COP, MXN) and rounded to a tenth of their price step (15 is 60.000 COP or $260 MXN).
 */
export function localAmount(amount: number, market: Market): number {
  const { usdRate, priceStep } = MARKET_INFO[market];
  if (usdRate < 2) return amount;
  const grain = Math.max(1, priceStep / 10);
  return Math.max(grain, Math.round((amount * usdRate) / grain) * grain);
}
