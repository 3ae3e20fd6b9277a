/**
 * Market currencies and price formatting (storefront.md §9 "Markets, locales and currencies").
 * Signs and separators are what travellers of each market expect; the spec fixes only the ISO codes:
 * - US, CA, AU, MX: `$` before the amount, `.` decimals, `,` thousands (each market says just "$" at home);
 * - UK: `£` before, `.` and `,`;
 * - CO: `$` before, `,` decimals, `.` thousands (Colombian usage);
 * - ES, DE, FR: ` €` after, `,` decimals, `.` thousands. France uses `.` too rather than the typographic narrow
 *   no-break space, so that every euro price reads the same and copy never carries invisible characters.
 */
import type { Currency, CurrencyCode, Market } from '@waypoint/schemas';
import { DEFAULT_MARKET } from './markets.ts';

const dollarDot = (isoCode: CurrencyCode): Currency => ({
  isoCode,
  prefixSign: '$',
  sufixSign: '',
  decimalSeparator: '.',
  thousandsSeparator: ',',
});
const EURO: Currency = {
  isoCode: 'EUR',
  prefixSign: '',
  sufixSign: ' €',
  decimalSeparator: ',',
  thousandsSeparator: '.',
};

export const CURRENCY_BY_MARKET: Record<Market, Currency> = {
  us: dollarDot('USD'),
  ca: dollarDot('CAD'),
  au: dollarDot('AUD'),
  mx: dollarDot('MXN'),
  uk: { isoCode: 'GBP', prefixSign: '£', sufixSign: '', decimalSeparator: '.', thousandsSeparator: ',' },
  co: { isoCode: 'COP', prefixSign: '$', sufixSign: '', decimalSeparator: ',', thousandsSeparator: '.' },
  es: EURO,
  de: EURO,
  fr: EURO,
};

export const currencyForMarket = (market: Market): Currency =>
  CURRENCY_BY_MARKET[market] ?? CURRENCY_BY_MARKET[DEFAULT_MARKET];

const MAX_DECIMALS = 10;

/** Rounds half away from zero on the decimal representation (1.005 -> 1.01), returning [integer, fraction] digits. */
function roundDigits(abs: number, decimals: number): [string, string] {
  let fixed: string;
  if (abs >= 1e21) {
    fixed = BigInt(Math.round(abs)).toString() + (decimals > 0 ? '.' + '0'.repeat(decimals) : '');
  } else if (String(abs).includes('e')) {
    fixed = abs.toFixed(decimals);
  } else {
    const shifted = Math.round(Number(`${abs}e${decimals}`));
    const digits = String(shifted).padStart(decimals + 1, '0');
    fixed = decimals > 0 ? `${digits.slice(0, -decimals)}.${digits.slice(-decimals)}` : digits;
    if (!/^\d+(\.\d+)?$/.test(fixed)) fixed = abs.toFixed(decimals);
  }
  const [int = '0', frac = ''] = fixed.split('.');
  return [int, frac];
}

const groupThousands = (digits: string, separator: string): string =>
  digits.replace(/\B(?=(\d{3})+(?!\d))/g, separator);

/**
 * storefront.md §9 "Price formatting": 2 decimals by default, the currency's prefix or suffix sign, its separators,
 * groups of 3, and `-` before the sign for negative amounts (`-$1,234.50`, `-1.234,50 €`). A non-finite amount is
 * formatted as 0, and an amount that rounds to zero has no minus sign.
 */
export function formatPrice(amount: number, currency: Currency, options: { decimals?: number } = {}): string {
  const value = typeof amount === 'number' && Number.isFinite(amount) ? amount : 0;
  const d = options?.decimals;
  const decimals = typeof d === 'number' && Number.isInteger(d) && d >= 0 ? Math.min(d, MAX_DECIMALS) : 2;
  const c = currency ?? CURRENCY_BY_MARKET[DEFAULT_MARKET];
  const [int, frac] = roundDigits(Math.abs(value), decimals);
  const isZero = /^0*$/.test(int + frac);
  const sign = value < 0 && !isZero ? '-' : '';
  const body =
    groupThousands(int, c.thousandsSeparator ?? '') +
    (decimals > 0 ? (c.decimalSeparator ?? '.') + frac : '');
  return `${sign}${c.prefixSign ?? ''}${body}${c.sufixSign ?? ''}`;
}

/** The inverse of `formatPrice` for a currency: the amount, or null when the text is not a price of it. */
export function parsePrice(text: string, currency: Currency): number | null {
  if (typeof text !== 'string') return null;
  let rest = text;
  const negative = rest.startsWith('-');
  if (negative) rest = rest.slice(1);
  if (!rest.startsWith(currency.prefixSign) || !rest.endsWith(currency.sufixSign)) return null;
  rest = rest.slice(currency.prefixSign.length, rest.length - currency.sufixSign.length);
  if (currency.thousandsSeparator) rest = rest.split(currency.thousandsSeparator).join('');
  rest = rest.replace(currency.decimalSeparator, '.');
  if (!/^\d+(\.\d+)?$/.test(rest)) return null;
  const value = Number(rest);
  return negative ? -value : value;
}

// storefront.md §9: for tracking, '€' maps to EUR and '$' to USD
const TRACKING_CURRENCY: Readonly<Record<string, CurrencyCode>> = { '€': 'EUR', $: 'USD' };

export function trackingCurrencyFromSign(sign: string | null | undefined): CurrencyCode | null {
  if (typeof sign !== 'string') return null;
  return TRACKING_CURRENCY[sign.trim()] ?? null;
}
