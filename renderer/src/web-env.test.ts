import { describe, expect, it } from 'vitest';
import { loadWebEnv, WebEnvError } from './web-env.ts';

describe('loadWebEnv', () => {
  it('reads the defaults and the composer URL', () => {
    expect(loadWebEnv({ COMPOSER_URL: 'http://127.0.0.1:3000/' })).toEqual({
      PORT: 3100,
      HOST: '0.0.0.0',
      LOG_LEVEL: 'info',
      COMPOSER_URL: 'http://127.0.0.1:3000',
      WEB_HYDRATION: 'islands',
      CONTRACT_CHECKS: true,
      PAYMENT_ORIGINS: [],
      TRUST_PROXY: false,
    });
    expect(loadWebEnv({ COMPOSER_URL: 'http://c:1', NODE_ENV: 'production' }).CONTRACT_CHECKS).toBe(false);
  });

  it('reads TRUST_PROXY: none by default, a hop count passed to Fastify as is, or addresses and CIDRs', () => {
    const trust = (TRUST_PROXY?: string) =>
      loadWebEnv({ COMPOSER_URL: 'http://c:1', ...(TRUST_PROXY === undefined ? {} : { TRUST_PROXY }) })
        .TRUST_PROXY;
    expect([trust(), trust(''), trust(' false '), trust('none')]).toEqual([false, false, false, false]);
    expect(trust('2')).toBe(2);
    expect(trust('10.0.0.0/8, 127.0.0.1')).toBe('10.0.0.0/8, 127.0.0.1');
  });

  it('reads the payment providers’ origins and refuses anything but bare origins', () => {
    expect(
      loadWebEnv({
        COMPOSER_URL: 'http://c:1',
        PAYMENT_ORIGINS: 'https://pay.example.com, https://bnpl.example:8443/',
      }).PAYMENT_ORIGINS,
    ).toEqual(['https://pay.example.com', 'https://bnpl.example:8443']);
    expect(() =>
      loadWebEnv({ COMPOSER_URL: 'http://c:1', PAYMENT_ORIGINS: 'https://pay.example.com/x' }),
    ).toThrow(/PAYMENT_ORIGINS/);
    expect(() => loadWebEnv({ COMPOSER_URL: 'http://c:1', PAYMENT_ORIGINS: "'unsafe-inline'" })).toThrow(
      /PAYMENT_ORIGINS/,
    );
  });

  it.each([
    [{}, 'COMPOSER_URL'],
    [{ COMPOSER_URL: 'composer:3000' }, 'COMPOSER_URL'],
    [{ COMPOSER_URL: 'ftp://x' }, 'COMPOSER_URL'],
    [{ COMPOSER_URL: 'http://x', PORT: 'eighty' }, 'PORT'],
    [{ COMPOSER_URL: 'http://x', LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
    [{ COMPOSER_URL: 'http://x', WEB_HYDRATION: 'all' }, 'WEB_HYDRATION'],
    [{ COMPOSER_URL: 'http://x', CONTRACT_CHECKS: 'yes' }, 'CONTRACT_CHECKS'],
  ])('names the bad variable: %j', (source, variable) => {
    expect(() => loadWebEnv(source)).toThrowError(WebEnvError);
    expect(() => loadWebEnv(source)).toThrowError(new RegExp(`^${variable}: `));
  });
});
