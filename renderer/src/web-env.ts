/**
 * Configuration of the standalone web service (src/server.ts), read from the environment and checked
 * at start-up: a bad value stops the process with a message naming the variable.
 */
import { isHttpUrl, LOG_LEVELS } from '@waypoint/service-kit/env';
import { trustProxyOption } from '@waypoint/service-kit/trust-proxy';

export interface WebEnv {
  PORT: number;
  HOST: string;
  LOG_LEVEL: string;
  /** Base URL of a composer: the page trees come from `${COMPOSER_URL}/v1/pages/...`. */
  COMPOSER_URL: string;
  WEB_HYDRATION: 'islands' | 'page';
  CONTRACT_CHECKS: boolean;
  /** The payment providers' origins, comma-separated: allowed as form targets on the payment pages. */
  PAYMENT_ORIGINS: string[];
  /**
   * Fastify's `trustProxy`: unset, '', 'false' or 'none' trusts no proxy (X-Forwarded-* ignored); else
   * addresses or CIDRs. A hop count is passed to Fastify as a number, on which Fastify trusts no hop
   * (see trustProxyOption in the service kit).
   */
  TRUST_PROXY: boolean | number | string;
}

export class WebEnvError extends Error {
  override readonly name = 'WebEnvError';
  constructor(
    readonly variable: string,
    message: string,
  ) {
    super(`${variable}: ${message}`);
  }
}

export function loadWebEnv(source: Record<string, string | undefined> = process.env): WebEnv {
  const port = Number(source.PORT ?? '3100');
  if (!Number.isInteger(port) || port < 0 || port > 65_535)
    throw new WebEnvError('PORT', `expected a port number, got ${JSON.stringify(source.PORT)}`);
  const level = source.LOG_LEVEL ?? 'info';
  if (!(LOG_LEVELS as readonly string[]).includes(level))
    throw new WebEnvError(
      'LOG_LEVEL',
      `expected one of ${LOG_LEVELS.join(', ')}, got ${JSON.stringify(level)}`,
    );
  const composer = source.COMPOSER_URL;
  if (!composer) throw new WebEnvError('COMPOSER_URL', 'is required (e.g. http://127.0.0.1:3000)');
  if (!isHttpUrl(composer))
    throw new WebEnvError('COMPOSER_URL', `expected an http(s) URL, got ${JSON.stringify(composer)}`);
  const url = new URL(composer);
  const hydration = source.WEB_HYDRATION ?? 'islands';
  if (hydration !== 'islands' && hydration !== 'page')
    throw new WebEnvError('WEB_HYDRATION', `expected islands or page, got ${JSON.stringify(hydration)}`);
  const checks = source.CONTRACT_CHECKS ?? (source.NODE_ENV === 'production' ? 'false' : 'true');
  if (checks !== 'true' && checks !== 'false')
    throw new WebEnvError('CONTRACT_CHECKS', `expected true or false, got ${JSON.stringify(checks)}`);
  const paymentOrigins: string[] = [];
  for (const entry of (source.PAYMENT_ORIGINS ?? '')
    .split(',')
    .map((o) => o.trim())
    .filter(Boolean)) {
    let origin: URL;
    try {
      origin = new URL(entry);
    } catch {
      throw new WebEnvError(
        'PAYMENT_ORIGINS',
        `expected origins like https://pay.example.com, got ${JSON.stringify(entry)}`,
      );
    }
    if (origin.origin !== entry.replace(/\/$/, '') || !/^https?:$/.test(origin.protocol))
      throw new WebEnvError(
        'PAYMENT_ORIGINS',
        `expected a bare http(s) origin, got ${JSON.stringify(entry)}`,
      );
    paymentOrigins.push(origin.origin);
  }
  return {
    PORT: port,
    HOST: source.HOST ?? '0.0.0.0',
    LOG_LEVEL: level,
    COMPOSER_URL: url.toString().replace(/\/+$/, ''),
    WEB_HYDRATION: hydration,
    CONTRACT_CHECKS: checks === 'true',
    PAYMENT_ORIGINS: paymentOrigins,
    TRUST_PROXY: trustProxyOption(source.TRUST_PROXY, { hopCount: 'pass-to-fastify' }),
  };
}
