import { describe, expect, it } from 'vitest';
import { DUMMY_PASSWORD_HASH, hashPassword, SCRYPT_PARAMS, verifyPasswordHash } from './password.ts';

describe('password hashing', () => {
  it('encodes scrypt with its parameters, a 32-byte salt and a 64-byte key', async () => {
    const encoded = await hashPassword('correct horse battery staple');
    const [scheme, N, r, p, salt, key] = encoded.split('$');
    expect([scheme, Number(N), Number(r), Number(p)]).toEqual(['scrypt', 2 ** 15, 8, 1]);
    expect(SCRYPT_PARAMS).toEqual({ N: 2 ** 15, r: 8, p: 1 });
    expect(Buffer.from(salt!, 'base64')).toHaveLength(32);
    expect(Buffer.from(key!, 'base64')).toHaveLength(64);
  });

  it('salts every hash, and verifies the right password only', async () => {
    const [one, two] = await Promise.all([hashPassword('same password!'), hashPassword('same password!')]);
    expect(one).not.toBe(two);
    expect(await verifyPasswordHash('same password!', one)).toBe(true);
    expect(await verifyPasswordHash('same password!', two)).toBe(true);
    expect(await verifyPasswordHash('same password?', one)).toBe(false);
    expect(await verifyPasswordHash('', one)).toBe(false);
  });

  it('treats differently composed Unicode as the same password (NFKC)', async () => {
    const encoded = await hashPassword('caf\u00e9 au lait 123');
    expect(await verifyPasswordHash('cafe\u0301 au lait 123', encoded)).toBe(true);
  });

  it('refuses unreadable or dangerous encodings without throwing', async () => {
    for (const encoded of [
      '',
      'bcrypt$2b$10$abc',
      'scrypt$32768$8$1$c2FsdA==$',
      'scrypt$30000$8$1$c2FsdA==$a2V5',
      `scrypt$${2 ** 30}$8$1$c2FsdA==$a2V5`,
    ]) {
      expect(await verifyPasswordHash('anything at all', encoded)).toBe(false);
    }
  });

  it('has a dummy hash with the current parameters that matches no likely password', async () => {
    expect(
      DUMMY_PASSWORD_HASH.startsWith(`scrypt$${SCRYPT_PARAMS.N}$${SCRYPT_PARAMS.r}$${SCRYPT_PARAMS.p}$`),
    ).toBe(true);
    expect(await verifyPasswordHash('', DUMMY_PASSWORD_HASH)).toBe(false);
    expect(await verifyPasswordHash('password1234', DUMMY_PASSWORD_HASH)).toBe(false);
  });
});
