/**
 * Password hashing with scrypt from node:crypto: a memory-hard KDF (RFC 7914) in Node's own, well-kept
 * OpenSSL-backed implementation, so no third-party library is needed. Parameters follow the OWASP
 * Password Storage Cheat Sheet's scrypt row (N=2^15, r=8, p=1 ≈ 32 MiB). The encoding carries them, so
 * stronger parameters can be introduced later without invalidating stored hashes.
 */
import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

export const SCRYPT_PARAMS = { N: 2 ** 15, r: 8, p: 1 } as const;
const SALT_BYTES = 32;
const KEY_BYTES = 64;
/** Stored hashes are trusted, but a corrupted N must not be able to exhaust memory. */
const MAX_N = 2 ** 20;

/** scrypt needs 128·N·r bytes; Node's default limit (32 MiB) is exactly that for N=2^15, r=8, too tight. */
const maxmemFor = (N: number, r: number) => 2 * 128 * N * r;

function derive(
  password: string,
  salt: Buffer,
  N: number,
  r: number,
  p: number,
  keylen: number,
): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(
      // NIST SP 800-63B §5.1.1.2: normalise Unicode, so the same password typed differently matches.
      password.normalize('NFKC'),
      salt,
      keylen,
      { N, r, p, maxmem: maxmemFor(N, r) },
      (err, key) => (err ? reject(err) : resolve(key)),
    );
  });
}

/** `scrypt$<N>$<r>$<p>$<salt b64>$<hash b64>`. */
export async function hashPassword(password: string): Promise<string> {
  const { N, r, p } = SCRYPT_PARAMS;
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, salt, N, r, p, KEY_BYTES);
  return ['scrypt', N, r, p, salt.toString('base64'), key.toString('base64')].join('$');
}

const ENCODED = /^scrypt\$(\d+)\$(\d+)\$(\d+)\$([A-Za-z0-9+/]+=*)\$([A-Za-z0-9+/]+=*)$/;

/** True when `password` produces `encoded`; false for a wrong password or an unreadable hash. */
export async function verifyPasswordHash(password: string, encoded: string): Promise<boolean> {
  const match = ENCODED.exec(encoded);
  if (!match) return false;
  const [N, r, p] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (N < 2 || N > MAX_N || (N & (N - 1)) !== 0 || r < 1 || r > 32 || p < 1 || p > 16) return false;
  const salt = Buffer.from(match[4]!, 'base64');
  const expected = Buffer.from(match[5]!, 'base64');
  if (expected.length === 0) return false;
  const actual = await derive(password, salt, N, r, p, expected.length);
  return timingSafeEqual(actual, expected);
}

/**
 * A hash of a random password nobody knows, with the current parameters: checking a password against it
 * for an unknown e-mail costs the same as for a known one, so timing does not reveal which accounts exist.
 */
export const DUMMY_PASSWORD_HASH =
  'scrypt$32768$8$1$FhMFf0Fa647AbhzZMmHmNk3w2HQcEDhe+N/yLONNYdU=$aWagWHkdrJ2T394IEXubXIB+SBffTei8qSHnrHgbuxndapCOX9SYp3wvWoB4P1aav9PteX4RqtHgyqugXYUgig==';
