/**
 * TRUST_PROXY read into Fastify's `trustProxy` option: whose X-Forwarded-For, -Proto and -Host count.
 * Unset, empty, 'false' or 'none' trusts no proxy; a whole number is a hop count; anything else is
 * comma-separated addresses or CIDRs, which Fastify hands to proxy-addr.
 *
 * A hop count is read two ways, and the caller says which (`hopCount`), because the services that read
 * it differ today and a refactor must not change who is believed:
 * - 'trust': a function that trusts that many hops, so `1` believes the load balancer in front (the
 *   composer);
 * - 'pass-to-fastify': the number itself, as Fastify's option takes it (the web and studio services).
 *   Fastify 5.12 fails closed on a bare number (a hop count cannot tell a proxy from a client that sends
 *   enough hops), so with a count these services believe no forwarded header.
 */

/** The composer's reading: a hop count becomes a function trusting that many hops. */
export type TrustHops = (address: string, hop: number) => boolean;

export type HopCount = 'trust' | 'pass-to-fastify';

export function trustProxyOption(
  value: string | undefined,
  options: { hopCount: 'trust' },
): false | string | TrustHops;
export function trustProxyOption(
  value: string | undefined,
  options: { hopCount: 'pass-to-fastify' },
): false | number | string;
export function trustProxyOption(
  value: string | undefined,
  options: { hopCount: HopCount },
): false | number | string | TrustHops;
export function trustProxyOption(
  value: string | undefined,
  options: { hopCount: HopCount },
): false | number | string | TrustHops {
  const given = value?.trim() ?? '';
  if (given === '' || given === 'false' || given === 'none') return false;
  if (!/^\d+$/.test(given)) return given;
  const hops = Number(given);
  return options.hopCount === 'trust' ? (_address: string, hop: number) => hop < hops : hops;
}
