/**
 * What the providers' pages accept, and the sandbox's test cards and bank accounts (README "Payment
 * providers"). A card form is checked like a real one (Luhn, an expiry in the future, a 3–4 digit CVC, a
 * name); a valid card then has the outcome of its test number, and any other valid number succeeds.
 * Nothing here keeps the number: the caller stores the last four digits and the brand only.
 */
import type { ProviderStatus } from '@waypoint/schemas';

export type CardOutcome =
  | { status: 'succeeded' }
  | { status: 'challenge' }
  | { status: Extract<ProviderStatus, 'declined' | 'insufficient_funds'>; message: string };

export const TEST_CARDS: Readonly<Record<string, CardOutcome>> = {
  '4242424242424242': { status: 'succeeded' },
  '4000000000000002': { status: 'declined', message: 'Your card was declined.' },
  '4000000000009995': { status: 'insufficient_funds', message: 'Your card has insufficient funds.' },
  '4000000000003220': { status: 'challenge' },
};

export type BankOutcome =
  | { status: 'processing' }
  | { status: Extract<ProviderStatus, 'declined' | 'insufficient_funds'>; message: string };

/** Test bank accounts (any valid routing number, 110000000 in the README). */
export const TEST_ACCOUNTS: Readonly<Record<string, BankOutcome>> = {
  '000123456789': { status: 'processing' },
  '000111111116': { status: 'declined', message: 'The bank account was refused.' },
  '000222222227': { status: 'insufficient_funds', message: 'The bank account has insufficient funds.' },
};

export const CHALLENGE_FAILED = 'The bank did not authenticate this payment.';

const digitsOf = (text: string) => text.replace(/[\s-]/g, '');

export function luhn(number: string): boolean {
  let sum = 0;
  for (let i = 0; i < number.length; i++) {
    let digit = Number(number[number.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return number.length > 0 && sum % 10 === 0;
}

export function brandOf(number: string): string {
  if (/^4/.test(number)) return 'visa';
  if (/^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/.test(number)) return 'mastercard';
  if (/^3[47]/.test(number)) return 'amex';
  if (/^6(011|5)/.test(number)) return 'discover';
  return 'card';
}

export interface CardForm {
  number: string;
  expiry: string;
  cvc: string;
  name: string;
}

export interface CheckedCard {
  /** Digits only, for the outcome; never stored. */
  number: string;
  last4: string;
  brand: string;
  outcome: CardOutcome;
}

/** The card's errors by field (number, expiry, cvc, name), or the card; `now` decides the expiry. */
export function checkCard(form: CardForm, now: Date): { errors: Record<string, string> } | CheckedCard {
  const errors: Record<string, string> = {};
  const number = digitsOf(form.number);
  if (!/^\d{12,19}$/.test(number) || !luhn(number)) errors.number = 'Enter a valid card number.';
  const expiry = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(form.expiry);
  const month = expiry ? Number(expiry[1]) : 0;
  const year = expiry ? Number(expiry[2]?.length === 2 ? `20${expiry[2]}` : expiry[2]) : 0;
  const thisMonth = now.getUTCFullYear() * 12 + now.getUTCMonth();
  if (!expiry || month < 1 || month > 12) errors.expiry = 'Enter the expiry date as MM/YY.';
  else if (year * 12 + month - 1 < thisMonth) errors.expiry = 'The card has expired.';
  if (!/^\d{3,4}$/.test(form.cvc.trim())) errors.cvc = 'Enter the 3 or 4 digit security code.';
  const name = form.name.trim();
  if (name === '' || name.length > 100) errors.name = 'Enter the name on the card.';
  if (Object.keys(errors).length > 0) return { errors };
  const outcome = TEST_CARDS[number] ?? { status: 'succeeded' };
  return { number, last4: number.slice(-4), brand: brandOf(number), outcome };
}

export interface BankForm {
  routing: string;
  account: string;
  holder: string;
}

/** ABA routing numbers: nine digits whose weighted sum (3, 7, 1) is a multiple of 10. */
export function abaRouting(routing: string): boolean {
  if (!/^\d{9}$/.test(routing)) return false;
  const weights = [3, 7, 1, 3, 7, 1, 3, 7, 1];
  return weights.reduce((sum, weight, i) => sum + weight * Number(routing[i]), 0) % 10 === 0;
}

export function checkBankAccount(
  form: BankForm,
): { errors: Record<string, string> } | { last4: string; outcome: BankOutcome } {
  const errors: Record<string, string> = {};
  const routing = digitsOf(form.routing);
  const account = digitsOf(form.account);
  if (!abaRouting(routing)) errors.routing = 'Enter a valid 9-digit routing number.';
  if (!/^\d{4,17}$/.test(account)) errors.account = 'Enter an account number of 4 to 17 digits.';
  const holder = form.holder.trim();
  if (holder === '' || holder.length > 100) errors.holder = 'Enter the name of the account holder.';
  if (Object.keys(errors).length > 0) return { errors };
  return { last4: account.slice(-4), outcome: TEST_ACCOUNTS[account] ?? { status: 'processing' } };
}
