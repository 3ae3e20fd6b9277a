/** A/B assignment and reporting (storefront.md §3 "Experiment", "Analytics entities", §4 "A/B experiments"). */
import type { Device, ExperimentVariant } from '@waypoint/schemas';
import { COOKIE_LIFETIMES_SECONDS, type CookieInstruction, setCookie } from './cookies.ts';
import { type DeviceWeights, type ExperimentDefinition, threeWay, twoWay } from './experiment-definitions.ts';

export * from './experiment-definitions.ts';

const VARIANTS = ['v1', 'v2', 'v3'] as const satisfies readonly ExperimentVariant[];
const DEVICES: readonly Device[] = ['mobile', 'tablet', 'desktop'];

export type ExperimentAssignment = {
  variant: ExperimentVariant;
  source: 'query' | 'cookie' | 'draw' | 'ended';
  setCookie: CookieInstruction | null;
  reason?: string;
};

/** A variant the experiment defines, from a query, header or cookie value; null otherwise. */
function definedVariant(def: ExperimentDefinition, raw: unknown): ExperimentVariant | null {
  const value = Array.isArray(raw) ? raw[0] : raw;
  if (typeof value !== 'string') return null;
  const v = value.trim().toLowerCase();
  return (VARIANTS as readonly string[]).includes(v) && def.variants[v as ExperimentVariant]
    ? (v as ExperimentVariant)
    : null;
}

const abCookie = (def: ExperimentDefinition, variant: ExperimentVariant): CookieInstruction =>
  setCookie(def.cookie, variant, COOKIE_LIFETIMES_SECONDS.abTest, { sameSite: 'lax' });

/** Walks v1, v2, v3's weights for the device with a number in [0, 100). */
function draw(def: ExperimentDefinition, device: Device, random: () => number): ExperimentVariant {
  let r: number;
  try {
    r = random();
  } catch {
    r = 0;
  }
  const point = Number.isFinite(r) ? Math.min(Math.max(r, 0), 1 - Number.EPSILON) * 100 : 0;
  let cumulative = 0;
  for (const v of VARIANTS) {
    const weights: DeviceWeights | undefined = def.variants[v];
    if (!weights) continue;
    cumulative += weights[device] ?? 0;
    if (point < cumulative) return v;
  }
  return 'v1';
}

/**
 * 1. After the end date: v1 (source 'ended').
 * 2. A query parameter named after the test (or the experiment's override header) forces a variant and stores it.
 * 3. A valid `{test}-version` cookie is kept; an invalid one is ignored.
 * 4. Otherwise a new draw, stored for 30 days (SameSite Lax).
 */
export function assignExperiment(
  def: ExperimentDefinition,
  input: {
    device: Device;
    cookieValue?: string | null;
    queryValue?: string | null;
    headerValue?: string | null;
    now: Date;
    random: () => number;
  },
): ExperimentAssignment {
  const endsAt = def.endsAt === undefined ? Number.NaN : Date.parse(def.endsAt);
  const now = input.now instanceof Date ? input.now.getTime() : Number.NaN;
  if (now > endsAt)
    return { variant: 'v1', source: 'ended', setCookie: null, reason: `ended at ${def.endsAt}` };

  const forced = definedVariant(def, input.queryValue);
  if (forced) return { variant: forced, source: 'query', setCookie: abCookie(def, forced) };
  const fromHeader = def.overrideHeader ? definedVariant(def, input.headerValue) : null;
  if (fromHeader) {
    return {
      variant: fromHeader,
      source: 'query',
      setCookie: abCookie(def, fromHeader),
      reason: `header ${def.overrideHeader}`,
    };
  }

  const stored = definedVariant(def, input.cookieValue);
  if (stored) return { variant: stored, source: 'cookie', setCookie: null };

  const device = DEVICES.includes(input.device) ? input.device : 'desktop';
  const variant = draw(def, device, input.random);
  const hadCookie = typeof input.cookieValue === 'string' && input.cookieValue !== '';
  return {
    variant,
    source: 'draw',
    setCookie: abCookie(def, variant),
    ...(hadCookie ? { reason: `invalid cookie value "${input.cookieValue}"` } : {}),
  };
}

export function assignExperiments(
  defs: readonly ExperimentDefinition[],
  input: {
    device: Device;
    cookies: Record<string, string>;
    query: Record<string, string | undefined>;
    headers?: Record<string, string | undefined>;
    now: Date;
    random: () => number;
  },
): { experiments: Record<string, ExperimentVariant>; cookies: CookieInstruction[] } {
  const experiments: Record<string, ExperimentVariant> = {};
  const cookies: CookieInstruction[] = [];
  const own = (record: Record<string, string | undefined> | undefined, key: string | undefined) =>
    record && key !== undefined && Object.hasOwn(record, key) ? record[key] : undefined;
  for (const def of defs) {
    const result = assignExperiment(def, {
      device: input.device,
      cookieValue: own(input.cookies, def.cookie),
      queryValue: own(input.query, def.name),
      headerValue: own(input.headers, def.overrideHeader?.toLowerCase()),
      now: input.now,
      random: input.random,
    });
    experiments[def.name] = result.variant;
    if (result.setCookie) cookies.push(result.setCookie);
  }
  return { experiments, cookies };
}

// storefront.md §4: variants are reported as a, b, c
export function reportedVariant(variant: ExperimentVariant): 'a' | 'b' | 'c' {
  return variant === 'v2' ? 'b' : variant === 'v3' ? 'c' : 'a';
}

// storefront.md §3 "Analytics entities": experiment
export function experimentEntity(
  name: string,
  variant: ExperimentVariant,
): { id: string; name: string; owner: 'web'; variant: 'a' | 'b' | 'c' } {
  const n = typeof name === 'string' ? name : '';
  return { id: n.split('-')[0]!, name: n, owner: 'web', variant: reportedVariant(variant) };
}

const pct = '(\\d{1,3})';
const TRIPLE = `${pct}-${pct}-${pct}`;
const TWO_WAY_FLAG = new RegExp(`^(.+)-${TRIPLE}$`);
const THREE_WAY_FLAG = new RegExp(`^(ABC_.+)-${TRIPLE}_${TRIPLE}$`);

/**
 * storefront.md §9 flag format: `Name-m-t-d` (v2's percentages) for two variants; for three, our reading of
 * "an ABC_ prefix with underscore-separated triples" is `ABC_Name-m-t-d_m-t-d` (v2's, then v3's).
 */
export function parseExperimentFlag(flag: string): ExperimentDefinition | null {
  if (typeof flag !== 'string') return null;
  const three = THREE_WAY_FLAG.exec(flag);
  const two = three ? null : TWO_WAY_FLAG.exec(flag);
  const match = three ?? two;
  if (!match) return null;
  const n = match.slice(2).map(Number);
  const v2 = [n[0]!, n[1]!, n[2]!] as const;
  const v3 = [n[3] ?? 0, n[4] ?? 0, n[5] ?? 0] as const;
  if ([0, 1, 2].some((i) => v2[i]! + v3[i]! > 100)) return null;
  return three ? threeWay(match[1]!, v2, v3) : twoWay(match[1]!, v2);
}

export function experimentFlag(def: ExperimentDefinition): string {
  const triple = (w: DeviceWeights) => `${w.mobile}-${w.tablet}-${w.desktop}`;
  return def.variants.v3
    ? `${def.name}-${triple(def.variants.v2)}_${triple(def.variants.v3)}`
    : `${def.name}-${triple(def.variants.v2)}`;
}
