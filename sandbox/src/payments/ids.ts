/** Random ids of the payment providers and bookings (crypto, never derived from anything guessable). */
import { randomBytes } from 'node:crypto';

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
/** A booking locator: upper case without the easily confused 0, O, 1 and I. */
const LOCATOR = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** `length` characters of `alphabet`, uniformly (bytes past the last whole multiple are skipped). */
export function randomChars(length: number, alphabet = ALPHANUMERIC): string {
  const limit = 256 - (256 % alphabet.length);
  let text = '';
  while (text.length < length) {
    for (const byte of randomBytes(length * 2)) {
      if (byte < limit) text += alphabet[byte % alphabet.length];
      if (text.length === length) break;
    }
  }
  return text;
}

/** 'pi_' (card intent), 'ds_' (drop-in session), 'ch_' (charge) and 'psp_' + 24 alphanumerics. */
export const providerId = (prefix: 'pi' | 'ds' | 'ch' | 'psp') => `${prefix}_${randomChars(24)}`;

/** Six upper-case letters and digits ('K7QM2D'). */
export const newLocator = () => randomChars(6, LOCATOR);
